import { t } from "../i18n/index";
import { savePlayer } from "../net/storage";
import { circlePath } from "../routes";
import { currentPlayer, type Player, type SignedIn } from "../player/api";
import { statusLine, type Frame } from "../player/frame";
import { keepPage } from "../player/keep-page";
import { oneAtATime } from "../player/one-at-a-time";
import { refusalText, welcome } from "../player/words";
import { el } from "../ui/dom";
import { joinCircle, previewInvite } from "./api";
import "./circle.css";

/**
 * A circle's invite link opened (`#/circle-invite/<invite>`): which circle and how many are in
 * it (anybody may ask), then, for a device signed in, "Join"; for one signed out, the two ways
 * to a player first (a new one with a passkey made here, or a sign-in), after which "Join"
 * takes the focus. Joined, the circle's page takes the link's place in the history.
 */
export function invitePage(frame: Frame, invite: string, hooks: { navigate(path: string, replace?: boolean): void }): () => void {
  const title = el("h1", { id: "circle-join-title", tabindex: -1 });
  // What the server says of the link: whose circle, or why it opens nothing.
  const text = el("p", { class: "player-intro", role: "status" });
  const need = el("p", { class: "circle-join-need", hidden: true });
  const join = el("button", { type: "button", class: "primary", "data-action": "join-circle", hidden: true });
  const said = statusLine();
  said.node.tabIndex = -1;
  const card = el("section", { class: "panel circle-join", "aria-labelledby": title.id }, title, text, need, join, said.node);
  const forms = el("div", { class: "circle-join-forms", hidden: true });
  const back = el("a", { class: "button lobby-back", href: "/", "data-action": "lobby" });
  frame.main.append(card, forms, back);

  let circle: { name: string; members: number } | null = null;
  let refused: unknown = null;
  let player: Player | null | undefined;
  let disposed = false;

  const relabel = () => {
    title.textContent = circle ? t("circle.joinTitle", { circle: circle.name }) : t("circle.joinAny");
    text.textContent = circle ? t("circle.joinText", { count: circle.members }) : refused ? refusalText(refused) : t("circle.joinOpening");
    need.textContent = t("circle.joinNeed");
    join.textContent = circle ? t("circle.joinGo", { circle: circle.name }) : "";
    back.textContent = t("banner.toLobby");
  };
  frame.onRelabel(relabel);

  /** What the page offers once both answers are in: "Join", or a player first. */
  function offer(): void {
    if (disposed || circle === null || player === undefined) return;
    join.hidden = player === null;
    need.hidden = player !== null;
    forms.hidden = player !== null;
  }

  const signedIn = (answer: SignedIn) => {
    player = answer.player;
    offer();
    said.say(welcome(answer.player.name, answer.seats));
    join.focus();
  };
  // The forms are the player pages' own, in this page (its words relabel with it).
  keepPage({ main: forms, onRelabel: frame.onRelabel, dispose: () => undefined }, { signedIn, within: true });

  const { act } = oneAtATime((error, line) => {
    if ((error as { code?: string }).code === "signed-out") {
      savePlayer(null);
      player = null;
      offer();
    }
    line.say(refusalText(error), true);
  });
  join.addEventListener("click", () =>
    void act(
      said,
      async () => {
        const joined = await joinCircle(invite);
        hooks.navigate(circlePath(joined.circle.id), true);
      },
      { button: join },
    ),
  );

  queueMicrotask(() => title.focus({ preventScroll: true }));
  previewInvite(invite).then(
    (answer) => {
      circle = answer.circle;
      relabel();
      offer();
    },
    (error: unknown) => {
      refused = error;
      relabel();
      text.classList.add("invalid");
    },
  );
  currentPlayer().then(
    (found) => {
      player = found;
      savePlayer(found === null ? null : { name: found.name });
      offer();
    },
    // Unreachable: the preview says why soon enough; the forms are offered meanwhile.
    () => {
      player = null;
      offer();
    },
  );
  return () => {
    disposed = true;
  };
}
