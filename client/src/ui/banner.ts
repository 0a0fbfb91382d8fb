import { clear, el } from "./dom";

export type BannerKind = "error" | "info" | "connection";

/** A way out offered with the message, e.g. "Try again" and "Back to the lobby". */
export interface BannerAction {
  label: string;
  run(): void;
}

/**
 * One clear line across the top for what the player must notice: a refused move, a lost
 * connection. A connection problem stays until it is solved; other messages fade. It takes
 * its own room under the top bar, over nothing: while it shows, its parent (the page) has
 * `--banner-room`, its height with its margin, which the board's height gives up on a
 * phone (styles.css).
 */
export class Banner {
  readonly node = el("div", { class: "banner", role: "status", "aria-live": "assertive", hidden: true });
  private timer: ReturnType<typeof setTimeout> | undefined;
  private kind: BannerKind | null = null;
  private readonly room = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => this.measure());

  show(kind: BannerKind, text: string, ...actions: BannerAction[]): void {
    // A transient message never hides a connection problem still going on.
    if (this.kind === "connection" && kind !== "connection") return;
    clearTimeout(this.timer);
    this.kind = kind;
    clear(this.node);
    this.node.className = `banner banner-${kind}`;
    this.node.dataset.kind = kind;
    this.node.appendChild(el("span", { class: "banner-text", text }));
    for (const action of actions) {
      const button = el("button", { type: "button", class: "banner-action", text: action.label });
      button.addEventListener("click", () => action.run());
      this.node.appendChild(button);
    }
    this.node.hidden = false;
    this.room?.observe(this.node);
    this.measure();
    if (kind !== "connection") this.timer = setTimeout(() => this.hide(), kind === "error" ? 6000 : 3500);
  }

  hide(kind?: BannerKind): void {
    if (kind && this.kind !== kind) return;
    clearTimeout(this.timer);
    this.kind = null;
    this.node.hidden = true;
    this.room?.unobserve(this.node);
    this.measure();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.room?.disconnect();
  }

  private measure(): void {
    const page = this.node.parentElement;
    if (!page) return;
    if (this.node.hidden) page.style.removeProperty("--banner-room");
    else page.style.setProperty("--banner-room", `${Math.ceil(this.node.getBoundingClientRect().height + parseFloat(getComputedStyle(this.node).marginTop || "0"))}px`);
  }
}
