/**
 * The one way the shell builds DOM. Text always goes in through textContent: player names
 * and chat are user data and must never be parsed as HTML.
 */
type Attrs = Record<string, string | number | boolean | undefined | null>;
type Child = Node | string | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") node.className = String(value);
    else if (name === "text") node.textContent = String(value);
    else if (value === true) node.setAttribute(name, "");
    else node.setAttribute(name, String(value));
  }
  append(node, ...children);
  return node;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
}

export function clear(node: Node): void {
  while (node.firstChild) node.removeChild(node.firstChild);
}

export function on<K extends keyof HTMLElementEventMap>(
  target: HTMLElement | Window | Document,
  type: K,
  listener: (event: HTMLElementEventMap[K]) => void,
): () => void {
  target.addEventListener(type, listener as EventListener);
  return () => target.removeEventListener(type, listener as EventListener);
}

/**
 * Fills `node` anew with `build`, but keeps what the page shows when it comes out the same:
 * a button rebuilt under the pointer on every patch loses its click, and the keyboard its
 * focus (bots play several moves a second). Same markup means the same buttons for the same
 * things, so the listeners already there do what the new ones would.
 */
export function rebuild(node: HTMLElement, build: (into: HTMLElement) => void): void {
  const next = node.cloneNode(false) as HTMLElement;
  build(next);
  if (next.innerHTML !== node.innerHTML) node.replaceChildren(...next.childNodes);
}
