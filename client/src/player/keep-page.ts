import { t } from "../i18n/index";
import { savedName } from "../net/storage";
import { el } from "../ui/dom";
import { nameProblem } from "../ui/names";
import { statusLine, type Frame, type StatusLine } from "./frame";
import { oneAtATime } from "./one-at-a-time";
import { preparePasskeys, signIn, signUp } from "./passkeys";
import type { SignedIn } from "./api";
import { refusalText } from "./words";

/**
 * "Keep my games on every device", for a device not signed in: a new player (a name, then the
 * device makes a passkey), or a sign-in with a passkey this device already has (its own, or
 * one synced to it: no name asked). Either sends this browser's seat keys along.
 * `said`: what the page that led here has to say (a sign-out), read out under the title.
 * `within`: the two forms only, in a page of another's (a circle's invite), which keeps its
 * own title, focus and way back.
 */
export function keepPage(frame: Frame, { said, signedIn, within = false }: { said?: string; signedIn(answer: SignedIn): void; within?: boolean }): void {
  preparePasskeys();
  const title = el("h1", { id: "keep-title", tabindex: -1 });
  const intro = el("p", { class: "player-intro" });
  const arrived = statusLine();

  const newTitle = el("h2", { id: "keep-new-title" });
  const nameLabel = el("label", { for: "keep-name" });
  const nameInput = el("input", { id: "keep-name", name: "name", type: "text", maxlength: 24, autocomplete: "nickname", value: savedName(), "aria-describedby": "keep-name-hint" });
  const nameHint = el("p", { class: "field-hint", id: "keep-name-hint" });
  const create = el("button", { type: "submit", class: "primary", "data-action": "sign-up" });
  const created = statusLine();
  const signUpForm = el("form", { class: "panel keep-new", "aria-labelledby": newTitle.id }, newTitle, el("div", { class: "field" }, nameLabel, nameInput), nameHint, create, created.node);

  const haveTitle = el("h2", { id: "keep-have-title" });
  const haveText = el("p");
  const signInButton = el("button", { type: "button", class: "primary", "data-action": "sign-in" });
  const signedInLine = statusLine();
  const signInPanel = el("section", { class: "panel keep-have", "aria-labelledby": haveTitle.id }, haveTitle, haveText, signInButton, signedInLine.node);

  const back = el("a", { class: "button lobby-back", href: "/", "data-action": "lobby" });
  if (within) frame.main.append(signUpForm, signInPanel);
  else frame.main.append(el("section", { class: "panel keep-intro", "aria-labelledby": title.id }, title, intro, arrived.node), signUpForm, signInPanel, back);
  let nameWrong: string | null = null;
  const { act } = oneAtATime((error, line) => line.say(refusalText(error), true));

  frame.onRelabel(() => {
    title.textContent = t("keep.title");
    intro.textContent = t("keep.intro");
    newTitle.textContent = t("keep.newTitle");
    nameLabel.textContent = t("keep.nameLabel");
    nameHint.textContent = nameWrong ? t(`name.${nameWrong}`) : t("keep.nameHint");
    create.textContent = t("keep.create");
    haveTitle.textContent = t("keep.haveTitle");
    haveText.textContent = t("keep.haveText");
    signInButton.textContent = t("keep.signIn");
    back.textContent = t("banner.toLobby");
  });
  if (said) arrived.say(said);

  /** One ceremony at a time; while it runs its button says so to assistive technology, and keeps the focus. */
  function ceremony(button: HTMLButtonElement, line: StatusLine, run: () => Promise<SignedIn>): Promise<void> {
    return act(
      line,
      async () => {
        const answer = await run();
        line.clear();
        signedIn(answer);
      },
      { button, waiting: t("keep.waiting") },
    );
  }

  signUpForm.addEventListener("submit", (event) => {
    event.preventDefault();
    nameWrong = nameProblem(nameInput.value);
    nameHint.classList.toggle("invalid", nameWrong !== null);
    nameHint.textContent = nameWrong ? t(`name.${nameWrong}`) : t("keep.nameHint");
    if (nameWrong) {
      nameInput.setAttribute("aria-invalid", "true");
      nameInput.focus();
      return;
    }
    nameInput.removeAttribute("aria-invalid");
    void ceremony(create, created, () => signUp(nameInput.value.trim()));
  });
  signInButton.addEventListener("click", () => void ceremony(signInButton, signedInLine, signIn));
  // What the last page had to say (a sign-out) is where the focus lands, so it is read out
  // (a live region filled as it is added may not be); else the page's title.
  if (within) return;
  const first = said ? arrived.node : title;
  if (said) arrived.node.tabIndex = -1;
  queueMicrotask(() => first.focus({ preventScroll: true }));
}
