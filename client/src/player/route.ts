import { addDictionaries, t } from "../i18n/index";
import { savePlayer } from "../net/storage";
import { el } from "../ui/dom";
import { messageParts } from "../ui/message";
import { currentPlayer, type SignedIn } from "./api";
import { devicePage } from "./device-page";
import { playerFrame } from "./frame";
import { keepPage } from "./keep-page";
import { playerMessages } from "./i18n";
import { playerPage } from "./player-page";
import { sayInLobby } from "./player-strip";
import { refusalText, welcome } from "./words";

addDictionaries(playerMessages);

export interface PlayerRouteOptions {
  root: HTMLElement;
  /** `#/device/<link>`: the device link's token; else the player's page. */
  link?: string;
  /** To the lobby, which then says what happened. */
  toLobby(): void;
}

/**
 * The player's pages, a chunk of their own: `#/player` is the player's page when this device
 * is signed in, "Keep my games on every device" when not; `#/device/<link>` adds this device.
 * A sign-in, from either, goes to the lobby, whose My tables then lists the player's tables.
 */
export function mountPlayerRoute({ root, link, toLobby }: PlayerRouteOptions): () => void {
  let frame = playerFrame(root, link ? "device" : "me");
  let disposed = false;
  const signedIn = (answer: SignedIn) => {
    sayInLobby(welcome(answer.player.name, answer.seats));
    toLobby();
  };
  const signedOutPage = (said?: string) => {
    frame.dispose();
    frame = playerFrame(root, "keep");
    keepPage(frame, { said, signedIn });
  };

  if (link) devicePage(frame, link, { signedIn });
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
        });
      },
      (error: unknown) => {
        if (disposed) return;
        frame.main.replaceChildren(el("section", { class: "panel" }, ...messageParts(refusalText(error), { again: () => location.reload() })));
      },
    );
  }
  return () => {
    disposed = true;
    frame.dispose();
  };
}
