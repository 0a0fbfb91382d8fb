import type { Room } from "@colyseus/sdk";
import { circlePageView } from "../circle/circle-page";
import { circleMessages } from "../circle/i18n";
import { invitePage } from "../circle/invite-page";
import { addDictionaries, t } from "../i18n/index";
import { savePlayer } from "../net/storage";
import { circlePath, type Route } from "../routes";
import { el } from "../ui/dom";
import { messageParts } from "../ui/message";
import { currentPlayer, type SignedIn } from "./api";
import { devicePage } from "./device-page";
import { playerFrame, type Frame } from "./frame";
import { keepPage } from "./keep-page";
import { playerMessages } from "./i18n";
import { playerPage } from "./player-page";
import { sayInLobby } from "./player-strip";
import { refusalText, welcome } from "./words";

addDictionaries(playerMessages);
addDictionaries(circleMessages);

export interface PlayerRouteOptions {
  root: HTMLElement;
  /** `#/player`, `#/device/<link>`, `#/circle/<id>` or `#/circle-invite/<invite>`. */
  route: Extract<Route, { kind: "player" | "device" | "circle" | "circle-invite" }>;
  /** To the lobby, which then says what happened. */
  toLobby(): void;
  /** A table made here (a circle's): the table page takes the room over. */
  enter(room: Room): void;
  navigate(path: string, replace?: boolean): void;
}

/**
 * The player's and circles' pages, a chunk of their own: `#/player` is the player's page when
 * this device is signed in, "Keep my games on every device" when not; `#/device/<link>` adds
 * this device; `#/circle/<id>` is a circle's page for its members, `#/circle-invite/<invite>`
 * joins one. A sign-in from the player's pages goes to the lobby, whose My tables then lists
 * the player's tables; from a circle's invite, the invite's page goes on.
 */
export function mountPlayerRoute({ root, route, toLobby, enter, navigate }: PlayerRouteOptions): () => void {
  let frame = playerFrame(root, route.kind === "player" ? "me" : route.kind);
  let disposed = false;
  let stop: () => void = () => undefined;
  document.title = "Tablée";
  const signedIn = (answer: SignedIn) => {
    // Signed in on the way to a circle's page: that page, now that it opens.
    if (route.kind === "circle") return navigate(circlePath(route.circleId), true);
    sayInLobby(welcome(answer.player.name, answer.seats));
    toLobby();
  };
  const signedOutPage = (said?: string) => {
    stop();
    frame.dispose();
    frame = playerFrame(root, "keep");
    keepPage(frame, { said, signedIn });
  };
  const failed = (into: Frame, error: unknown) => into.main.replaceChildren(el("section", { class: "panel" }, ...messageParts(refusalText(error), { again: () => location.reload() })));

  if (route.kind === "device") devicePage(frame, route.link, { signedIn });
  else if (route.kind === "circle-invite") stop = invitePage(frame, route.invite, { navigate });
  else if (route.kind === "circle") stop = circlePageView(frame, route.circleId, { signedOut: signedOutPage, enter, navigate });
  else {
    frame.main.append(el("p", { class: "panel player-intro", text: t("me.loading") }));
    currentPlayer().then(
      (player) => {
        if (disposed) return;
        frame.main.replaceChildren();
        if (player === null) {
          savePlayer(null);
          return signedOutPage();
        }
        savePlayer({ name: player.name });
        playerPage(frame, player, {
          signedOut: signedOutPage,
          deleted() {
            sayInLobby(t("player.deleted"));
            toLobby();
          },
          navigate,
        });
      },
      (error: unknown) => {
        if (!disposed) failed(frame, error);
      },
    );
  }
  return () => {
    disposed = true;
    stop();
    frame.dispose();
  };
}
