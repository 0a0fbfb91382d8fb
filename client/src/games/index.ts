import type { GameRenderer, RendererContext } from "./renderer";
import { describeDog } from "./dog/log";
import { eventsOf, legalOf, seatView } from "./wire";
import { SEAT_CSS as DEATHTRAP_COLOURS } from "./deathtrap/colours";
import { describeDeathtrap } from "./deathtrap/log";
import { dedLogWords, describeDed } from "./dog-eat-dog/log";
import { SEAT_CSS as FRONTLINE_COLOURS } from "./frontline/colours";
import { describeFrontline, frontlineLogWords } from "./frontline/log";
import { SEAT_PALETTE } from "./pyramids/geometry";
import { addDictionaries, t, type Dictionary, type Locale } from "../i18n/index";

/**
 * What the shell needs to know about a game: how to turn the synced parts into the
 * renderer's view, how to tell its events in words, and where its renderer lives. The
 * renderer (and Pixi with it) is a separate chunk fetched only at a table.
 */
/** A choice the host makes when creating a table (the lobby's form); labels are i18n keys. */
export interface OptionField {
  /** Its name in the create options (the engine's option). */
  id: string;
  label: string;
  choices: { value: string; label: string }[];
  /** The engine's default. */
  value: string;
}

export interface ClientGame {
  id: string;
  seats: number;
  /** Games played by a range of players: the lobby asks how many seats (default: the maximum). */
  seatRange?: [number, number];
  /** Table options the lobby offers at creation (their words must be loaded with the log's). */
  options?: OptionField[];
  /** Teams of seats, for colours and the winners' line; [] when every seat plays alone. */
  teams: number[][];
  /** CSS colours by seat, matching the canvas. */
  seatColours: string[];
  view(board: Record<string, unknown>, mine: Record<string, unknown> | null, seat: number | null, log: string[]): unknown;
  legal(mine: Record<string, unknown> | null): unknown[];
  describe(log: string[], names: readonly string[]): string[];
  loadRenderer(): Promise<{
    create(context: RendererContext<unknown>): GameRenderer<unknown, unknown>;
    dictionaries: Partial<Record<Locale, Dictionary>>;
  }>;
}

const dog: ClientGame = {
  id: "dog",
  seats: 4,
  teams: [
    [0, 2],
    [1, 3],
  ],
  seatColours: ["#1d4fa8", "#b8322a", "#5fb0f2", "#f08a4b"],
  view: (board, mine, _seat, log) => seatView(board, mine, log),
  legal: (mine) => legalOf(mine),
  describe: (log, names) => describeDog(eventsOf(log), names),
  async loadRenderer() {
    const [{ createDogRenderer }, { dogMessages }] = await Promise.all([import("./dog/index"), import("./dog/i18n")]);
    return {
      create: createDogRenderer as unknown as (context: RendererContext<unknown>) => GameRenderer<unknown, unknown>,
      dictionaries: dogMessages,
    };
  },
};

// The log's words are needed before the renderer (and its dictionary) loads.
addDictionaries(dedLogWords);

const dogEatDog: ClientGame = {
  id: "dog-eat-dog",
  seats: 8,
  seatRange: [2, 8],
  options: [
    {
      id: "treehouse",
      label: "ded.option.treehouse",
      value: "false",
      choices: [
        { value: "false", label: "ded.option.treehouse.off" },
        { value: "true", label: "ded.option.treehouse.on" },
      ],
    },
  ],
  teams: [],
  seatColours: [...SEAT_PALETTE],
  view: (board, mine, _seat, log) => seatView(board, mine, log),
  legal: (mine) => legalOf(mine),
  describe: (log, names) => describeDed(eventsOf(log), names, t),
  async loadRenderer() {
    const { createDedRenderer, dedMessages } = await import("./dog-eat-dog/index");
    return {
      create: createDedRenderer as unknown as (context: RendererContext<unknown>) => GameRenderer<unknown, unknown>,
      dictionaries: dedMessages,
    };
  },
};

const deathtrap: ClientGame = {
  id: "deathtrap",
  seats: 8,
  seatRange: [4, 8],
  options: [
    {
      id: "pigLeader",
      label: "dt.option.pigLeader",
      value: "left-of-holder",
      choices: [
        { value: "left-of-holder", label: "dt.option.pigLeader.left" },
        { value: "holder-chooses", label: "dt.option.pigLeader.holder" },
      ],
    },
  ],
  teams: [],
  seatColours: [...DEATHTRAP_COLOURS],
  view: (board, mine, _seat, log) => seatView(board, mine, log),
  legal: (mine) => legalOf(mine),
  describe: (log, names) => describeDeathtrap(eventsOf(log), names),
  async loadRenderer() {
    const { createDeathtrapRenderer, deathtrapMessages } = await import("./deathtrap/index");
    return {
      create: createDeathtrapRenderer as unknown as (context: RendererContext<unknown>) => GameRenderer<unknown, unknown>,
      dictionaries: deathtrapMessages,
    };
  },
};

// The log's and the create form's words are needed before the renderer loads.
addDictionaries(frontlineLogWords);

const frontline: ClientGame = {
  id: "frontline",
  seats: 2,
  options: [
    {
      id: "firstPlayer",
      label: "fl.option.firstPlayer",
      value: "random",
      choices: ["random", "0", "1"].map((value) => ({ value, label: `fl.option.firstPlayer.${value}` })),
    },
    {
      id: "turnLimit",
      label: "fl.option.turnLimit",
      value: "none",
      choices: ["none", "60", "100", "200"].map((value) => ({ value, label: `fl.option.turnLimit.${value}` })),
    },
  ],
  teams: [],
  seatColours: [...FRONTLINE_COLOURS],
  view: (board, mine, _seat, log) => seatView(board, mine, log),
  legal: (mine) => legalOf(mine),
  describe: (log, names) => describeFrontline(eventsOf(log), names, t),
  async loadRenderer() {
    const { createFrontlineRenderer, frontlineMessages } = await import("./frontline/index");
    return {
      create: createFrontlineRenderer as unknown as (context: RendererContext<unknown>) => GameRenderer<unknown, unknown>,
      dictionaries: frontlineMessages,
    };
  },
};

export const clientGames: Record<string, ClientGame> = { dog, deathtrap, "dog-eat-dog": dogEatDog, frontline };

export function clientGame(id: string): ClientGame | null {
  return clientGames[id] ?? null;
}
