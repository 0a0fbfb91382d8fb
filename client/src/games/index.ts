import type { GameId } from "@tablee/shared";
import type { GameModule } from "./renderer";
import { SEAT_CSS as DOG_COLOURS } from "./dog/colours";
import { describeDog } from "./dog/log";
import { SEAT_CSS as DEATHTRAP_COLOURS } from "./deathtrap/colours";
import { describeDeathtrap } from "./deathtrap/log";
import { dedLogWords, describeDed } from "./dog-eat-dog/log";
import { SEAT_CSS as FRONTLINE_COLOURS } from "./frontline/colours";
import { describeFrontline, frontlineLogWords } from "./frontline/log";
import { SEAT_PALETTE } from "./pyramids/geometry";
import { addDictionaries, t } from "../i18n/index";

/**
 * What the shell needs from a game besides its facts (shared) and its views (the synced
 * parts, read by ./wire.ts): its seat colours, its events in words, and where its renderer
 * lives. The renderer (and Pixi with it) is a separate chunk fetched only at a table.
 */
export interface ClientGame {
  id: GameId;
  /** CSS colours by seat, matching the canvas. */
  seatColours: string[];
  /** One action's events in words. */
  describe(events: unknown[], names: readonly string[]): string[];
  /** Whether a seat holds what others do not see (cards in hand): a replay shows it once the game is over. */
  hidden: boolean;
  loadRenderer(): Promise<GameModule>;
}

// The log's and the create form's words are needed before a renderer (and its dictionary) loads.
addDictionaries(dedLogWords);
addDictionaries(frontlineLogWords);

export const clientGames: Record<GameId, ClientGame> = {
  dog: {
    id: "dog",
    seatColours: [...DOG_COLOURS],
    describe: (events, names) => describeDog(events as never, names, t),
    hidden: true,
    loadRenderer: () => import("./dog/index").then((m) => m.game),
  },
  deathtrap: {
    id: "deathtrap",
    seatColours: [...DEATHTRAP_COLOURS],
    describe: (events, names) => describeDeathtrap(events as never, names),
    hidden: true,
    loadRenderer: () => import("./deathtrap/index").then((m) => m.game),
  },
  "dog-eat-dog": {
    id: "dog-eat-dog",
    seatColours: [...SEAT_PALETTE],
    describe: (events, names) => describeDed(events as never, names, t),
    hidden: false,
    loadRenderer: () => import("./dog-eat-dog/index").then((m) => m.game),
  },
  frontline: {
    id: "frontline",
    seatColours: [...FRONTLINE_COLOURS],
    describe: (events, names) => describeFrontline(events as never, names, t),
    hidden: false,
    loadRenderer: () => import("./frontline/index").then((m) => m.game),
  },
};

export function clientGame(id: string): ClientGame | null {
  return Object.hasOwn(clientGames, id) ? clientGames[id as GameId] : null;
}
