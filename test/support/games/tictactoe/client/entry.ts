/**
 * The tests' own game in the client: its entry and facts, added to the client's list by the
 * tests' build (client/vite.config.ts, TABLEE_EXTRA_GAMES) through the same entry a shipped
 * game makes, so the lobby, the table shell, the log and the replays meet it as any game.
 */
import type { AddedGame } from "../../../../../client/src/games/client-game";
import { defineClientGame } from "../../../../../client/src/games/client-game";
import { addDictionaries, t } from "../../../../../client/src/i18n/index";
import { shape } from "../../../../../client/src/games/svg";
import { wordTables } from "../../../../../client/src/i18n/words";
import { tictactoeFacts } from "../facts.ts";
import type { TttEvent } from "../types.ts";
import words from "./i18n.json" with { type: "json" };
import names from "./names.json" with { type: "json" };

export const SEAT_CSS = ["#c0392b", "#1f5fbf"];
export const tttWords = wordTables(words);

// The log's words are needed before the renderer loads.
addDictionaries(tttWords);

function describe(events: TttEvent[], who: readonly string[]): string[] {
  const name = (seat: number): string => who[seat] || t("ttt.seat", { n: seat + 1 });
  return events.map((e) => {
    switch (e.type) {
      case "first":
        return t("ttt.log.first", { name: name(e.seat) });
      case "mark":
        return t("ttt.log.mark", { name: name(e.seat), n: e.cell + 1 });
      case "won":
        return t("ttt.log.won", { name: name(e.seat) });
      case "draw":
        return t("ttt.log.draw");
    }
  });
}

/** The lobby's card: the grid, a cross and a nought. */
function picture(): SVGElement[] {
  const parts: SVGElement[] = [shape("rect", { x: 30, y: 10, width: 60, height: 60, rx: 4, fill: "#f4efe2" })];
  for (const at of [50, 70]) {
    parts.push(shape("line", { x1: at, y1: 14, x2: at, y2: 66, stroke: "#1b1f24", "stroke-width": 2 }));
    parts.push(shape("line", { x1: 34, y1: at - 20, x2: 86, y2: at - 20, stroke: "#1b1f24", "stroke-width": 2 }));
  }
  parts.push(shape("circle", { cx: 60, cy: 40, r: 6, fill: "none", stroke: SEAT_CSS[1], "stroke-width": 3 }));
  parts.push(shape("path", { d: "M34 14 L46 26 M46 14 L34 26", stroke: SEAT_CSS[0], "stroke-width": 3 }));
  return parts;
}

export const added: AddedGame = {
  facts: tictactoeFacts,
  entry: defineClientGame(
    tictactoeFacts.id,
    { names, seatColours: SEAT_CSS, hidden: false, picture, minutes: [1, 5], describe: (events, who) => describe(events as TttEvent[], who) },
    () => import("./renderer"),
    () => import("./rules"),
    () => import("./seat-rules"),
  ),
};
