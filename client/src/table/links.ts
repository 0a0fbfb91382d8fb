import { t } from "../i18n/index";
import { inviteLink, watchLink } from "../router";
import { el } from "../ui/dom";

async function copy(text: string, input: HTMLInputElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (plain http, old browser): select it so a long-press copies.
    input.focus();
    input.select();
    return document.execCommand?.("copy") ?? false;
  }
}

function linkRow(kind: "invite" | "watch", url: string, place: string): { node: HTMLElement; relabel(): void } {
  const id = `${place}-link-${kind}`;
  const label = el("label", { class: "link-label", for: id });
  const input = el("input", { id, class: "link-input", type: "text", readonly: true, value: url, "data-link": kind });
  input.addEventListener("focus", () => input.select());
  const button = el("button", { type: "button", class: "link-copy", "data-copy": kind });
  let copied = false;
  const relabel = () => {
    label.textContent = t(kind === "invite" ? "links.invite" : "links.watch");
    button.textContent = t(copied ? "links.copied" : "links.copy");
    button.setAttribute("aria-label", t(kind === "invite" ? "links.copyInvite" : "links.copyWatch"));
  };
  button.addEventListener("click", async () => {
    copied = await copy(url, input);
    relabel();
    setTimeout(() => {
      copied = false;
      relabel();
    }, 2000);
  });
  relabel();
  return { node: el("div", { class: "link-row" }, label, el("div", { class: "link-field" }, input, button)), relabel };
}

/** Every table shows its invite link (take a seat) and its watch link (spectate). */
export function tableLinks(tableId: string, place: string): { node: HTMLElement; relabel(): void } {
  const invite = linkRow("invite", inviteLink(tableId), place);
  const watch = linkRow("watch", watchLink(tableId), place);
  return {
    node: el("div", { class: "links" }, invite.node, watch.node),
    relabel() {
      invite.relabel();
      watch.relabel();
    },
  };
}
