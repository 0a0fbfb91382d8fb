import type { GameRules, PrivateView, PublicView, SeatView } from "./contract.js";
import { RuleError } from "./errors.js";
import { seatCountsOf, seatCountsText, type GameFacts } from "./facts.js";

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
  /** One seat's secrets only: `seat` and `legal` are added for every game the same way. */
  secrets(state: State, seat: number): Omit<Private, "seat" | "legal">;
  publicAction: GameRules<State, Action, PublicView, PrivateView<Action>, Options>["publicAction"];
  outcome: GameRules<State, Action, PublicView, PrivateView<Action>, Options>["outcome"];
}

/**
 * A game's `GameRules` from its facts and its parts: every game takes its id and seat counts
 * from its facts (a setup with another count is `bad-players`), fills `legal` and combines
 * its two views the same way.
 */
export function defineRules<State, Action, Public extends PublicView, Private extends PrivateView<Action>, Options>(
  facts: GameFacts,
  parts: GameParts<State, Action, Public, Private, Options>,
): GameRules<State, Action, Public, Private, Options> {
  const { publicView: tableView, secrets, setup, ...rules } = parts;
  const publicView = (state: State): Public => tableView(state, parts.activeSeats(state));
  const privateView = (state: State, seat: number): Private =>
    ({
      seat,
      ...secrets(state, seat),
      legal: parts.activeSeats(state).includes(seat) ? parts.legalActions(state, seat) : [],
    }) as Private;
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
    view(state: State, seat: number | null): SeatView<Public, Private> {
      const table = publicView(state);
      return (seat === null ? table : { ...table, ...privateView(state, seat) }) as SeatView<Public, Private>;
    },
  };
}
