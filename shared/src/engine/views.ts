import type { GameRules, PrivateView, PublicView, SeatView } from "./contract.js";

type Parts<State, Action, Public, Private> = {
  activeSeats(state: State): number[];
  legalActions(state: State, seat: number): Action[];
  publicView(state: State): Public;
  /** The seat's secrets only: `seat` and `legal` are added here. */
  secrets(state: State, seat: number): Omit<Private, "seat" | "legal">;
};

/**
 * The three view functions of the contract from a game's public view and its secrets, so
 * every game fills `legal` and combines the parts the same way.
 */
export function views<State, Action, Public extends PublicView, Private extends PrivateView<Action>>(
  game: Parts<State, Action, Public, Private>,
): Pick<GameRules<State, Action, Public, Private, unknown>, "publicView" | "privateView" | "view"> {
  const privateView = (state: State, seat: number): Private =>
    ({
      seat,
      ...game.secrets(state, seat),
      legal: game.activeSeats(state).includes(seat) ? game.legalActions(state, seat) : [],
    }) as Private;
  return {
    publicView: game.publicView,
    privateView,
    view(state: State, seat: number | null): SeatView<Public, Private> {
      const table = game.publicView(state);
      return (seat === null ? table : { ...table, ...privateView(state, seat) }) as SeatView<Public, Private>;
    },
  };
}
