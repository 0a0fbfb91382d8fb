import type { GameId } from "@tablee/shared";
import type { GameRules } from "../rules/game-rules";
import type { GameModule } from "./renderer";
import { SEAT_CSS as DOG_COLOURS } from "./dog/colours";
import { describeDog } from "./dog/log";
import { dogPicture } from "./dog/picture";
import { SEAT_CSS as DEATHTRAP_COLOURS } from "./deathtrap/colours";
import { describeDeathtrap } from "./deathtrap/log";
import { deathtrapPicture } from "./deathtrap/picture";
import { dedLogWords, describeDed } from "./dog-eat-dog/log";
import { dogEatDogPicture } from "./dog-eat-dog/picture";
import { SEAT_CSS as FRONTLINE_COLOURS } from "./frontline/colours";
import { describeFrontline, frontlineLogWords } from "./frontline/log";
import { frontlinePicture } from "./frontline/picture";
import { SEAT_PALETTE } from "./pyramids/geometry";
import { addDictionaries, t } from "../i18n/index";

/**
 * What the client needs from a game besides its facts (shared) and its views (the synced
 * parts, read by ./wire.ts): its lobby card's picture and usual length, its seat colours, its
 * events in words, and where its renderer and its "How to play" live. The renderer (and Pixi
 * with it) and the rules are chunks of their own, fetched when first needed.
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
  /**
   * Its "How to play": one chunk (its texts in every language and its figures), fetched when
   * its panel first opens. The texts import nothing but types, so tests read them without a page.
   */
  loadRules(): Promise<GameRules>;
  /** The lobby card's picture: SVG shapes in a 120 × 80 box (./svg.ts). */
  picture(): SVGElement[];
  /** A usual game from the deal to the end, in minutes: what people plan an evening by. */
  minutes: [number, number];
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
    loadRules: () => import("../rules/dog/index").then((m) => m.rules),
    picture: dogPicture,
    minutes: [60, 90],
  },
  deathtrap: {
    id: "deathtrap",
    seatColours: [...DEATHTRAP_COLOURS],
    describe: (events, names) => describeDeathtrap(events as never, names),
    hidden: true,
    loadRenderer: () => import("./deathtrap/index").then((m) => m.game),
    loadRules: () => import("../rules/deathtrap/index").then((m) => m.rules),
    picture: deathtrapPicture,
    minutes: [30, 45],
  },
  "dog-eat-dog": {
    id: "dog-eat-dog",
    seatColours: [...SEAT_PALETTE],
    describe: (events, names) => describeDed(events as never, names, t),
    hidden: false,
    loadRenderer: () => import("./dog-eat-dog/index").then((m) => m.game),
    loadRules: () => import("../rules/dog-eat-dog/index").then((m) => m.rules),
    picture: dogEatDogPicture,
    minutes: [20, 40],
  },
  frontline: {
    id: "frontline",
    seatColours: [...FRONTLINE_COLOURS],
    describe: (events, names) => describeFrontline(events as never, names, t),
    hidden: false,
    loadRenderer: () => import("./frontline/index").then((m) => m.game),
    loadRules: () => import("../rules/frontline/index").then((m) => m.rules),
    picture: frontlinePicture,
    minutes: [20, 30],
  },
};

export function clientGame(id: string): ClientGame | null {
  return Object.hasOwn(clientGames, id) ? clientGames[id as GameId] : null;
}
