import { t } from "../i18n/index";
import { el } from "../ui/dom";
import type { SignedIn } from "./api";
import { statusLine, type Frame } from "./frame";
import { oneAtATime } from "./one-at-a-time";
import { addThisDevice, openDeviceLink, preparePasskeys, type DeviceInvite } from "./passkeys";
import { refusalText } from "./words";

/**
 * An "add a device" link opened on the new device (`#/device/<link>`): whose games it adds
 * this device to, then a passkey of this device's own for that player, which signs it in.
 * The link opens once and within 10 minutes; the server says when it opens nothing.
 */
export function devicePage(frame: Frame, link: string, { signedIn }: { signedIn(answer: SignedIn): void }): void {
  preparePasskeys();
  const title = el("h1", { id: "device-title", tabindex: -1 });
  // Filled when the server answers: whose games, or why the link opens nothing.
  const text = el("p", { class: "player-intro", role: "status" });
  const create = el("button", { type: "button", class: "primary", "data-action": "add-device", hidden: true });
  const said = statusLine();
  const back = el("a", { class: "button lobby-back", href: "/", "data-action": "lobby" });
  frame.main.append(el("section", { class: "panel device-card", "aria-labelledby": title.id }, title, text, create, said.node), back);
  let invite: DeviceInvite | null = null;
  let refused: unknown = null;
  const { act } = oneAtATime((error, line) => line.say(refusalText(error), true));

  frame.onRelabel(() => {
    title.textContent = t("device.title");
    text.textContent = invite ? t("device.text", { name: invite.name }) : refused ? refusalText(refused) : t("device.opening");
    create.textContent = t("device.create");
    back.textContent = t("banner.toLobby");
  });

  create.addEventListener("click", () => {
    const opened = invite;
    if (opened === null) return;
    void act(
      said,
      async () => {
        const answer = await addThisDevice(link, opened);
        said.clear();
        signedIn(answer);
      },
      { button: create, waiting: t("keep.waiting") },
    );
  });

  queueMicrotask(() => title.focus({ preventScroll: true }));
  openDeviceLink(link).then(
    (opened) => {
      invite = opened;
      text.textContent = t("device.text", { name: opened.name });
      create.hidden = false;
    },
    (error: unknown) => {
      refused = error;
      text.textContent = refusalText(error);
      text.classList.add("invalid");
    },
  );
}
