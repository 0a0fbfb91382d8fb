import type { Room } from "@colyseus/sdk";
import { t } from "../i18n/index";
import { savePlayer } from "../net/storage";
import { PLAYER_PATH } from "../routes";
import type { Frame } from "../player/frame";
import { oneAtATime } from "../player/one-at-a-time";
import { refusalText } from "../player/words";
import { el } from "../ui/dom";
import { messageParts } from "../ui/message";
import { circlePage, type Circle } from "./api";
import type { CircleContext, StatusLine } from "./context";
import { gamesPanel } from "./games-panel";
import { invitePanel } from "./invite-panel";
import { keepCurrent } from "./live";
import { membersPanel } from "./members-panel";
import { newTablePanel } from "./new-table-panel";
import { standingsPanel } from "./standings-panel";
import { tablesPanel } from "./tables-panel";
import "./circle.css";

export interface CirclePageHooks {
  /** This device is signed out: the page becomes the signed-out one, saying `said`. */
  signedOut(said: string): void;
  enter(room: Room): void;
  navigate(path: string, replace?: boolean): void;
}

/**
 * A circle's page (docs/protocol.md, "Circles"), for its members: who is in it (the creator
 * removes a member, anyone leaves), its invite links, a new table for it, its tables in
 * progress, its finished games with their replays, and its standings per game. It keeps
 * current while open (./live.ts). A member removed meanwhile finds the page saying so, and
 * nothing more is asked of the server.
 */
export function circlePageView(frame: Frame, circleId: string, hooks: CirclePageHooks): () => void {
  const loading = el("p", { class: "panel player-intro", text: t("circle.loading") });
  frame.main.append(loading);
  let circle: Circle | null = null;
  let ended = false;
  let stopLive: () => void = () => undefined;
  /** The words of the page that says the circle is no longer theirs, once it does. */
  let relabelGone: (() => void) | null = null;

  const title = el("h1", { id: "circle-title", tabindex: -1 });
  const intro = el("p", { class: "player-intro" });
  const head = el("section", { class: "panel circle-head", "aria-labelledby": title.id }, title, intro);

  const ctx: CircleContext = {
    id: circleId,
    circle: () => circle!,
    me: () => circle?.members.find((m) => m.handle === circle?.you),
    act,
    hush: () => stopLive(),
    reload,
    main: frame.main,
    enter: hooks.enter,
    navigate: hooks.navigate,
  };
  const members = membersPanel(ctx);
  const invite = invitePanel(ctx);
  const newTable = newTablePanel(ctx);
  const tables = tablesPanel(ctx);
  const games = gamesPanel(() => circle?.games ?? []);
  const standings = standingsPanel(() => circle?.standings ?? [], () => circle?.you ?? "");
  const back = el("a", { class: "button lobby-back", href: PLAYER_PATH, "data-action": "player" });

  /** The circle as last read, on every panel that shows it. */
  function refresh(): void {
    if (ended || circle === null) return;
    document.title = `${circle.name} · Tablée`;
    title.textContent = circle.name;
    members.show();
    invite.show();
    tables.show();
    games.show();
    standings.show();
  }

  /** The page's words again, in a new language. */
  function relabel(): void {
    if (ended) return void relabelGone?.();
    intro.textContent = t("circle.intro");
    back.textContent = t("circle.toPlayer");
    newTable.relabel();
    refresh();
  }

  /** The player is no longer a member (removed, or left on another device): the page says so, once, and stops. */
  function gone(): void {
    if (ended) return;
    ended = true;
    stopLive();
    const said = el("p", { class: "player-intro", role: "status", tabindex: -1 });
    const toPlayer = el("a", { class: "button", href: PLAYER_PATH, "data-action": "player" });
    const known = circle;
    relabelGone = () => {
      if (known === null) title.textContent = t("circle.notYoursTitle");
      said.textContent = known ? t("circle.gone", { circle: known.name }) : t("circle.notYours");
      toPlayer.textContent = t("circle.toPlayer");
    };
    relabelGone();
    // A question still open about this circle asks nothing any more.
    for (const dialog of frame.main.querySelectorAll("dialog")) dialog.close();
    frame.main.replaceChildren(el("section", { class: "panel circle-gone", "aria-labelledby": title.id }, title, said, el("div", { class: "player-buttons" }, toPlayer)));
    said.focus();
  }

  /** Signed out, the page is the signed-out one; a circle that is no longer theirs, `gone`. */
  function refused(error: unknown, said?: StatusLine): void {
    const code = (error as { code?: string }).code;
    if (code === "signed-out") {
      ended = true;
      stopLive();
      savePlayer(null);
      hooks.signedOut(refusalText(error));
    } else if (code === "not-found") gone();
    else said?.say(refusalText(error), true);
  }

  const acting = oneAtATime(refused);
  /** Nothing more is asked of the server once the page has ended. */
  function act(said: StatusLine, run: () => Promise<void>): Promise<void> {
    return ended ? Promise.resolve() : acting.act(said, run);
  }

  /** Reads of the circle one at a time; news meanwhile makes one more read after it. */
  let reading: Promise<void> | null = null;
  let again = false;
  async function reload(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        const next = await circlePage(circleId);
        if (ended) return;
        circle = next;
        refresh();
      } while (again && !ended);
    })().finally(() => (reading = null));
    return reading;
  }

  frame.onRelabel(relabel);
  circlePage(circleId).then(
    (first) => {
      if (ended) return;
      circle = first;
      loading.replaceWith(head, tables.node, newTable.node, members.node, invite.node, games.node, standings.node, back);
      refresh();
      title.focus({ preventScroll: true });
      invite.load().catch((error: unknown) => refused(error));
      stopLive = keepCurrent(circleId, { news: () => void reload().catch((error: unknown) => refused(error)), gone });
    },
    (error: unknown) => {
      if (ended) return;
      const code = (error as { code?: string }).code;
      if (code === "signed-out" || code === "not-found") return refused(error);
      loading.replaceWith(el("section", { class: "panel" }, ...messageParts(refusalText(error), { again: () => location.reload() })));
    },
  );
  return () => {
    ended = true;
    stopLive();
  };
}
