import { t } from "../i18n/index";
import { PLAYER_KEY, savedPlayer } from "../net/storage";
import { PLAYER_PATH } from "../routes";
import { el } from "../ui/dom";

/** What a player page asks the lobby to say once it shows (a sign-in, a deletion); taken once. */
let arrival: string | null = null;

/** The lobby that shows next says `text`, and takes the focus there (the page that said it is gone). */
export function sayInLobby(text: string): void {
  arrival = text;
}

/**
 * The lobby's line about the player (docs/protocol.md, "Players"): signed out, the offer to
 * keep one's games on every device (optional: playing needs none); signed in, who and a way
 * to their page. What a player page asked to say on the way back (`sayInLobby`) is read out
 * there, and the focus waits on it.
 */
export function playerStrip(): { node: HTMLElement; relabel(): void; dispose(): void } {
  const said = el("p", { class: "player-said", role: "status", tabindex: -1 });
  const line = el("p", { class: "player-line" });
  const link = el("a", { class: "button player-link", href: PLAYER_PATH, "data-action": "player" });
  const node = el("div", { class: "player-strip" }, said, el("div", { class: "player-row" }, line, link));
  const news = arrival;
  arrival = null;

  const relabel = () => {
    const player = savedPlayer();
    node.dataset.signedIn = String(player !== null);
    line.textContent = player ? t("player.signedInAs", { name: player.name }) : t("player.offer");
    link.textContent = player ? t("player.page") : t("player.keep");
    said.hidden = news === null;
    said.textContent = news ?? "";
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === PLAYER_KEY || event.key === null) relabel();
  };
  addEventListener("storage", onStorage);
  relabel();
  if (news !== null) queueMicrotask(() => said.isConnected && said.focus());
  return { node, relabel, dispose: () => removeEventListener("storage", onStorage) };
}
