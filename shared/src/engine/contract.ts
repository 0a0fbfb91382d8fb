import type { RngState } from "./random.js";

/** The ids rooms, links and the registry use for the four games. */
export type GameId = "dog" | "deathtrap" | "dog-eat-dog" | "frontline";

export interface Outcome {
  winners: number[];
  scores?: number[];
}

/**
 * The one shape every game implements. Rooms, bots, fuzzers, benchmarks and replays are
 * written once against it. State and Action are plain JSON values; a game is reproduced by
 * (seed, options, list of (seat, action)).
 */
export interface GameRules<State, Action, View, Options> {
  id: GameId;
  minPlayers: number;
  maxPlayers: number;
  defaultOptions: Options;
  setup(players: number, seed: string, options?: Partial<Options>): State;
  /** Who may act now; several seats when choices are simultaneous; [] once over. */
  activeSeats(state: State): number[];
  legalActions(state: State, seat: number): Action[];
  /** Pure: returns a new state, never touches its input; throws RuleError. */
  apply(state: State, seat: number, action: Action): State;
  /** The only way information leaves the engine; null is a spectator. */
  view(state: State, seat: number | null): View;
  outcome(state: State): Outcome | null;
}

/** Every state carries its generator, so the registry's tools can check no view leaks it. */
export interface SeededState {
  rng: RngState;
}

// The registry holds games of different types; callers that need the precise types import
// the game module itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameRules = GameRules<any, any, any, any>;

/**
 * A computer player: picks one of `legalActions(state, seat)`. Cheap heuristics, with the
 * generator breaking ties so bot games differ from seed to seed.
 */
export type Bot<State, Action> = (state: State, seat: number, rng: import("./random.js").Rng) => Action;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBot = Bot<any, any>;
