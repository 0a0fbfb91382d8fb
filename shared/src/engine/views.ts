import type { GameRules, PrivateView, PublicView, SeatView } from "./contract.js";
import { RuleError } from "./errors.js";
import { seatCountsOf, seatCountsText, type GameFacts } from "./facts.js";

/** A seat's legal actions as its view says them: none unless it may act now. */
export function legalOf<State, Action>(rules: { activeSeats(state: State): number[]; legalActions(state: State, seat: number): Action[] }, state: State, seat: number): Action[] {
  return rules.activeSeats(state).includes(seat) ? rules.legalActions(state, seat) : [];
}

/** What a game writes; `defineRules` makes the contract's object of it. */
export interface GameParts<State, Action, Public, Private, Options> {
  defaultOptions: Options;
  setup(players: number, seed: string, options?: Partial<Options>): State;
  activeSeats(state: State): number[];
  /** Absent: every active seat is awaited. */
  awaitedSeats?(state: State): number[];
  legalActions(state: State, seat: number): Action[];
  /** The contract's `candidates`: in the game's own `candidates.ts`. */
  candidates(state: State, seat: number): Action[];
  apply(state: State, seat: number, action: Action): State;
  /** The table as a spectator sees it; `active` are the seats that may act now. */
  publicView(state: State, active: number[]): Public;
  /** One seat's secrets only: `seat` is added for every game the same way. */
  secrets(state: State, seat: number): Omit<Private, "seat">;
  publicAction: GameRules<State, Action, PublicView, PrivateView, Options>["publicAction"];
  outcome: GameRules<State, Action, PublicView, PrivateView, Options>["outcome"];
}

/**
 * A game's `GameRules` from its facts and its parts: every game takes its id and seat counts
 * from its facts (a setup with another count is `bad-players`), combines its two views and
 * adds a seat's `legal` the same way.
 */
export function defineRules<State, Action, Public extends PublicView, Private extends PrivateView, Options>(
  facts: GameFacts,
  parts: GameParts<State, Action, Public, Private, Options>,
): GameRules<State, Action, Public, Private, Options> {
  const { publicView: tableView, secrets, setup, ...rules } = parts;
  const publicView = (state: State): Public => tableView(state, parts.activeSeats(state));
  const privateView = (state: State, seat: number): Private => ({ seat, ...secrets(state, seat) }) as Private;
  return {
    id: facts.id,
    minPlayers: facts.minPlayers,
    maxPlayers: facts.maxPlayers,
    seatCounts: seatCountsOf(facts),
    ...rules,
    setup(players: number, seed: string, options?: Partial<Options>): State {
      if (!seatCountsOf(facts).includes(players)) {
        throw new RuleError("bad-players", `${facts.id} is played by ${seatCountsText(facts)} players.`);
      }
      return setup(players, seed, options);
    },
    awaitedSeats: parts.awaitedSeats ?? parts.activeSeats,
    publicView,
    privateView,
    view(state: State, seat: number | null): SeatView<Public, Private, Action> {
      const table = publicView(state);
      if (seat === null) return table as SeatView<Public, Private, Action>;
      return { ...table, ...privateView(state, seat), legal: legalOf(parts, state, seat) } as SeatView<Public, Private, Action>;
    },
  };
}
