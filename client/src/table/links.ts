import { t } from "../i18n/index";
import { deviceLink, inviteLink, watchLink } from "../router";
import { el } from "../ui/dom";
import { drawQr } from "./qr";

/** Copies `text`; without the clipboard, selects it in `input` so a long press copies. */
export async function copy(text: string, input: HTMLInputElement): Promise<boolean> {
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

/**
 * The system's share sheet (phones, some desktops) when it takes a link; false when the
 * browser has none or the person closed it, so the caller copies instead. Closing the sheet
 * on purpose (AbortError) counts as done: nothing to copy then.
 */
async function share(url: string, text: string): Promise<"shared" | "closed" | "unavailable"> {
  const data = { title: "Tablée", text, url };
  if (typeof navigator.share !== "function" || (navigator.canShare && !navigator.canShare(data))) return "unavailable";
  try {
    await navigator.share(data);
    return "shared";
  } catch (error) {
    return error instanceof DOMException && error.name === "AbortError" ? "closed" : "unavailable";
  }
}

type LinkKind = "invite" | "watch" | "device";

/**
 * Each row's label and its button's accessible name. The invite and watch links are for
 * others: they get the share sheet and a QR code; the device link is a seat's key, copied only.
 */
const WORDS: Record<LinkKind, { label: string; copy: string; share?: string; shareText?: string; qr?: string }> = {
  invite: { label: "links.invite", copy: "links.copyInvite", share: "links.shareInvite", shareText: "links.shareText", qr: "links.qrInvite" },
  watch: { label: "links.watch", copy: "links.copyWatch", share: "links.shareWatch", shareText: "links.shareWatchText", qr: "links.qrWatch" },
  device: { label: "links.device", copy: "links.copyDevice" },
};

interface LinkRow {
  node: HTMLElement;
  relabel(): void;
  set(url: string): void;
}

function linkRow(kind: LinkKind, url: string, place: string, hint?: HTMLElement, qrOpen = false): LinkRow {
  const id = `${place}-link-${kind}`;
  const words = WORDS[kind];
  // Checked once: a browser does not gain or lose its share sheet while the page is open.
  const sharing = words.share !== undefined && typeof navigator.share === "function";
  const label = el("label", { class: "link-label", for: id });
  const input = el("input", { id, class: "link-input", type: "text", readonly: true, value: url, "data-link": kind });
  input.addEventListener("focus", () => input.select());
  if (hint) input.setAttribute("aria-describedby", hint.id);
  const button = el("button", { type: "button", class: "link-copy", "data-copy": kind });
  let copied = false;
  const relabel = () => {
    label.textContent = t(words.label);
    button.textContent = t(copied ? "links.copied" : sharing ? "links.share" : "links.copy");
    button.setAttribute("aria-label", t(sharing ? words.share! : words.copy));
    if (qr) {
      qr.toggle.textContent = t("links.qr");
      qr.toggle.setAttribute("aria-label", t(words.qr!));
      qr.canvas.setAttribute("aria-label", t("links.qrImage"));
    }
  };
  button.addEventListener("click", async () => {
    if (sharing) {
      const shared = await share(input.value, t(words.shareText!));
      if (shared !== "unavailable") return;
    }
    copied = await copy(input.value, input);
    relabel();
    setTimeout(() => {
      copied = false;
      relabel();
    }, 2000);
  });
  const qr = words.qr ? qrToggle(`${place}-qr-${kind}`, () => input.value, qrOpen) : null;
  relabel();
  return {
    node: el("div", { class: `link-row link-row-${kind}` }, label, el("div", { class: "link-field" }, input, button, qr?.toggle), hint, qr?.canvas),
    relabel,
    set(next) {
      input.value = next;
    },
  };
}

/** The button that shows and hides a link's QR code; the code is drawn when first shown. */
function qrToggle(id: string, url: () => string, open: boolean): { toggle: HTMLButtonElement; canvas: HTMLCanvasElement } {
  const canvas = el("canvas", { id, class: "link-qr", role: "img", hidden: true });
  const toggle = el("button", { type: "button", class: "link-qr-toggle", "aria-controls": id, "aria-expanded": "false" });
  let drawn = "";
  const show = async (visible: boolean) => {
    toggle.setAttribute("aria-expanded", String(visible));
    canvas.hidden = !visible;
    if (!visible || drawn === url()) return;
    drawn = url();
    try {
      await drawQr(canvas, drawn);
      canvas.dataset.qr = drawn;
    } catch {
      // The encoder could not be fetched (the server restarting): hidden, and tried again next time.
      drawn = "";
      canvas.hidden = true;
      toggle.setAttribute("aria-expanded", "false");
    }
  };
  toggle.addEventListener("click", () => void show(Boolean(canvas.hidden)));
  if (open) void show(true);
  return { toggle, canvas };
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
  // In the waiting room the invite's code is shown at once: the friends are often in the room.
  const invite = linkRow("invite", inviteLink(tableId), place, undefined, place === "waiting");
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
