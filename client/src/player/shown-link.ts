import { t } from "../i18n/index";
import { copy } from "../table/links";
import { drawQr } from "../table/qr";
import { el } from "../ui/dom";

export interface ShownLink {
  node: HTMLElement;
  /** Shows `url` and when it stops working; null hides the row. */
  show(link: { url: string; until: string } | null): void;
  /** A link just made: the focus goes to it, and its QR code follows once its encoder has come. */
  reveal(): Promise<void>;
  /** The row's words in the page's language: the field's label, the copy button's and the QR code's names. */
  relabel(words: { label: string; copy: string; qr: string }): void;
}

/**
 * A link the server makes on request and the page shows once (a device link, a circle's
 * invite): a field to copy it from, a copy button that says when it copied, when it stops
 * working, and its QR code for a phone's camera. `ids` name the field and the line saying
 * until when; `kind` is the field's `data-link` and the button's `data-copy`.
 */
export function shownLink(ids: { field: string; until: string }, kind: string, className: string): ShownLink {
  const label = el("label", { class: "link-label", for: ids.field });
  const input = el("input", { id: ids.field, class: "link-input", type: "text", readonly: true, "data-link": kind, "aria-describedby": ids.until });
  const button = el("button", { type: "button", class: "link-copy", "data-copy": kind });
  const until = el("p", { class: "field-hint", id: ids.until });
  const qr = el("canvas", { class: "link-qr", role: "img" });
  const node = el("div", { class: `link-row ${className}`, hidden: true }, label, el("div", { class: "link-field" }, input, button), until, qr);
  input.addEventListener("focus", () => input.select());
  button.addEventListener("click", async () => {
    if (await copy(input.value, input)) {
      button.textContent = t("links.copied");
      setTimeout(() => (button.textContent = t("links.copy")), 2000);
    }
  });
  return {
    node,
    show(link) {
      node.hidden = link === null;
      if (link === null) return;
      input.value = link.url;
      until.textContent = link.until;
    },
    async reveal() {
      input.focus();
      qr.hidden = false;
      await drawQr(qr, input.value).catch(() => {
        // The encoder could not be fetched: the link alone still works.
        qr.hidden = true;
      });
    },
    relabel(words) {
      label.textContent = words.label;
      button.textContent = t("links.copy");
      button.setAttribute("aria-label", words.copy);
      qr.setAttribute("aria-label", words.qr);
    },
  };
}
