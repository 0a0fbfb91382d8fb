import type { RngState } from "./random.js";

import type { GameId } from "../facts.js";

export type { GameId };

export interface Outcome {
  winners: number[];
  scores?: number[];
}

/**
 * What everybody at the table may know, spectators included. Every game's public view has
 * these two fields besides its own: the seats the table is seen waiting for (a game whose
 * other active seats are secret leaves them out, DD-6) and the events of the last action.
 *
 * A view is also the wire format (see ./wire.ts): plain JSON where "nothing" is an absent
 * field, never null, and arrays hold values or objects, never arrays or nulls.
 */
export interface PublicView<Event = unknown> {
  active: number[];
  events: Event[];
}

/** What only one seat may know: whose it is, besides its secrets (a hand). */
export interface PrivateView {
  seat: number;
}

/**
 * What one seat knows: the public view with its private view over it, and what it may do now
 * (`legal`, empty unless it may act); a spectator: the public view. The legal actions follow
 * from the rest (`legalFromView`), so they never travel: a client lists them from its view.
 */
export type SeatView<Public, Private, Action = unknown> = Public & Partial<Private> & { legal?: Action[] };

/**
 * The one shape every game implements. Rooms, bots, fuzzers, benchmarks and replays are
 * written once against it. State and Action are plain JSON values; a game is reproduced by
 * (seed, options, list of (seat, action)).
 */
export interface GameRules<
  State,
  Action,
  Public extends PublicView,
  Private extends PrivateView,
  Options,
> {
  id: GameId;
  minPlayers: number;
  maxPlayers: number;
  /** The seat counts it is played by, smallest first (the facts' `seatCounts`, else the whole range). */
  seatCounts: readonly number[];
  defaultOptions: Options;
  setup(players: number, seed: string, options?: Partial<Options>): State;
  /** Who may act now; several seats when choices are simultaneous; [] once over. */
  activeSeats(state: State): number[];
  /**
   * The active seats the table waits for: all of them but a seat whose only move is one it
   * may make or not (Deathtrap's Killing Machine out of turn, DD-6). Clocks run for these
   * seats only, and a bot takes an optional move only when `botWants` says so.
   */
  awaitedSeats(state: State): number[];
  legalActions(state: State, seat: number): Action[];
  /**
   * Every well-formed action `seat` could send in `state`, legal now or not: the game's
   * action shapes filled in over a bounded grid (each card, piece, square or count a field
   * may name at this table), spelled as `legalActions` spells them, so it holds every legal
   * action. The registry's tests try each against `apply`, which must accept exactly the
   * legal ones, as OpenSpiel games enumerate their action space.
   */
  candidates(state: State, seat: number): Action[];
  /** Pure: returns a new state, never touches its input; throws RuleError, also for a malformed action. */
  apply(state: State, seat: number, action: Action): State;
  /** The table as a spectator sees it. */
  publicView(state: State): Public;
  /** One seat's own part: whose it is and its secrets. */
  privateView(state: State, seat: number): Private;
  /**
   * The two together with the seat's legal actions, for one seat; null is a spectator. The
   * only way information leaves the engine.
   */
  view(state: State, seat: number | null): SeatView<Public, Private, Action>;
  /**
   * `action`, taken by `seat` in `state`, as a spectator learns of it: the action less its
   * hidden fields (DOG's exchange pick is `{ type: "exchange" }`); the action itself when all
   * of it is public. A replay of a game in progress shows this form.
   */
  publicAction(state: State, seat: number, action: Action): Partial<Action>;
  outcome(state: State): Outcome | null;
}

/** Every state carries its generator, so the registry's tools can check no view leaks it. */
export interface SeededState {
  rng: RngState;
}

// The registry holds games of different types; callers that need the precise types import
// the game module itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameRules = GameRules<any, any, any, any, any>;

/**
 * A computer player: picks one of its seat's legal actions from what that seat may know,
 * its view (`rules.view(state, seat)`: the public view with the seat's private view over it),
 * never from the state, so a bot cannot read other hands, the deck or the generator. The
 * view carries the seat's legal actions (`legal`), so they are not passed again. Cheap
 * heuristics, with the generator breaking ties so bot games differ from seed to seed.
 */
export type Bot<View, Action> = (view: View, rng: import("./random.js").Rng) => Action;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBot = Bot<any, any>;

/**
 * How long a strong bot may think: it stops at whichever comes first. The iteration count
 * makes its play reproducible (tests and the strength bench); the time cap keeps a decision
 * within its budget on a busy machine.
 */
export interface SearchBudget {
  iterations: number;
  ms: number;
}

/**
 * A search player: like `Bot`, it sees only its seat's view. What the view hides (the other
 * hands, the deck, future dice) it samples consistently with what the seat has seen, and
 * searches over those samples. CPU-heavy: servers run it in worker threads.
 */
export type StrongBot<View, Action> = (view: View, rng: import("./random.js").Rng, budget: SearchBudget) => Action;

/** A game's strong level: its search and the budget a table gives it per decision. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface StrongPlayer<View = any, Action = any> {
  decide: StrongBot<View, Action>;
  budget: SearchBudget;
}

/** The levels a bot seat plays at. */
export const botLevels = ["easy", "strong"] as const;
export type BotLevel = (typeof botLevels)[number];

