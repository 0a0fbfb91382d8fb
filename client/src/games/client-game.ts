import type { GameFacts, GameId, SeatRules } from "@tablee/shared";
import type { GameRules } from "../rules/game-rules";
import type { GameModule } from "./renderer";
import { addDictionaries } from "../i18n/index";
import type { WordTables } from "../i18n/words";

/**
 * What the client needs from a game besides its facts (shared) and its views (the synced
 * parts, read by ./wire.ts): its name and lobby line, its lobby card's picture and usual
 * length, its seat colours, its events in words, and where its renderer and its "How to play"
 * live. The renderer (and Pixi with it) and the rules are chunks of their own, fetched when
 * first needed. Each game's folder makes its own (`entry.ts`); ./index.ts lists them.
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
   * Its rules and its sampler, with which the page lists its seat's legal actions from its view
   * (./wire.ts): a chunk of their own, fetched once, on the first table of the game.
   */
  loadSeatRules(): Promise<SeatRules>;
  /**
   * Its "How to play": one chunk (its texts in every language and its figures), fetched when
   * its panel first opens. The texts import nothing but types, so tests read them without a page.
   */
  loadRules(): Promise<GameRules>;
  /** The lobby card's picture: SVG shapes in a 120 × 80 box (./svg.ts). */
  picture(): SVGElement[];
  /** A usual game from the deal to the end, in minutes: what people plan an evening by. */
  minutes: [number, number];
  /**
   * The teams a game's board says it plays in, when its facts cannot tell them without the
   * options the host chose (DOG at six: two seats a team, or three in the house variant);
   * null when the board does not say.
   */
  teamsOnBoard?(board: Record<string, unknown>): number[][] | null;
}

/** What a game's folder says of itself; its name and lobby line (`game.<id>`, `lobby.about.<id>`) are in its names.json. */
export type GameParts = Omit<ClientGame, "id" | "loadRenderer" | "loadRules" | "loadSeatRules"> & { names: WordTables<string> };

/**
 * A game's entry: its words join the shell's at once (the lobby shows them before any
 * renderer loads), its renderer, rules and seat rules load on demand. `seatRules` is the
 * game's `seat-rules.ts`: its engine's rules and `sample`, as its registry entry has them.
 */
export function defineClientGame(
  id: GameId,
  { names, ...parts }: GameParts,
  renderer: () => Promise<{ game: GameModule }>,
  rules: () => Promise<{ rules: GameRules }>,
  seatRules: () => Promise<{ seatRules: SeatRules }>,
): ClientGame {
  addDictionaries(names);
  let seat: Promise<SeatRules> | null = null;
  const loadSeatRules = (): Promise<SeatRules> => {
    if (seat === null) {
      const loading = seatRules().then((m) => m.seatRules);
      // A fetch that fails (the server restarting under the page) is tried again next time.
      loading.catch(() => {
        if (seat === loading) seat = null;
      });
      seat = loading;
    }
    return seat;
  };
  return { id, ...parts, loadRenderer: () => renderer().then((m) => m.game), loadRules: () => rules().then((m) => m.rules), loadSeatRules };
}

/**
 * A game the client's build adds to the shipped ones (./added.ts): its entry, and its facts,
 * which the shipped list does not hold.
 */
export interface AddedGame {
  facts: GameFacts;
  entry: ClientGame;
}
