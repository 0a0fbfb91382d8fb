import { t } from "../i18n/index";
import { deviceLink, inviteLink, watchLink } from "../router";
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

type LinkKind = "invite" | "watch" | "device";

/** Each row's label and its copy button's accessible name. */
const WORDS: Record<LinkKind, { label: string; copy: string }> = {
  invite: { label: "links.invite", copy: "links.copyInvite" },
  watch: { label: "links.watch", copy: "links.copyWatch" },
  device: { label: "links.device", copy: "links.copyDevice" },
};

interface LinkRow {
  node: HTMLElement;
  relabel(): void;
  set(url: string): void;
}

function linkRow(kind: LinkKind, url: string, place: string, hint?: HTMLElement): LinkRow {
  const id = `${place}-link-${kind}`;
  const label = el("label", { class: "link-label", for: id });
  const input = el("input", { id, class: "link-input", type: "text", readonly: true, value: url, "data-link": kind });
  input.addEventListener("focus", () => input.select());
  if (hint) input.setAttribute("aria-describedby", hint.id);
  const button = el("button", { type: "button", class: "link-copy", "data-copy": kind });
  let copied = false;
  const relabel = () => {
    label.textContent = t(WORDS[kind].label);
    button.textContent = t(copied ? "links.copied" : "links.copy");
    button.setAttribute("aria-label", t(WORDS[kind].copy));
  };
  button.addEventListener("click", async () => {
    copied = await copy(input.value, input);
    relabel();
    setTimeout(() => {
      copied = false;
      relabel();
    }, 2000);
  });
  relabel();
  return {
    node: el("div", { class: `link-row link-row-${kind}` }, label, el("div", { class: "link-field" }, input, button), hint),
    relabel,
    set(next) {
      input.value = next;
    },
  };
}

export interface TableLinks {
  node: HTMLElement;
  relabel(): void;
  /**
   * The "continue on another device" link of this browser's seat (`withDevice` only), or
   * none: a spectator has no seat, and a key arrives only once the seat is taken.
   */
  setSeatKey(key: string | null): void;
}

/**
 * Every table shows its invite link (take a seat) and its watch link (spectate); the side
 * panel also gives a seated player the link that takes the seat to another device.
 */
export function tableLinks(tableId: string, place: string, withDevice = false): TableLinks {
  const invite = linkRow("invite", inviteLink(tableId), place);
  const watch = linkRow("watch", watchLink(tableId), place);
  const rows = [invite, watch];
  let device: LinkRow | null = null;
  const hint = el("p", { class: "field-hint link-hint", id: `${place}-link-device-hint` });
  if (withDevice) {
    device = linkRow("device", "", place, hint);
    device.node.hidden = true;
    rows.push(device);
  }
  const relabel = () => {
    for (const row of rows) row.relabel();
    hint.textContent = t("links.deviceHint");
  };
  relabel();
  return {
    node: el("div", { class: "links" }, ...rows.map((row) => row.node)),
    relabel,
    setSeatKey(key) {
      if (!device) return;
      device.node.hidden = key === null;
      device.set(key === null ? "" : deviceLink(tableId, key));
    },
  };
}
