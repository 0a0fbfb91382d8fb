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

/**
 * Until a game splits its view (issue 11), its one view stands for both parts: the
 * spectator's view is the public part, a seat's whole view its private part.
 * TODO(issue 11): remove once every game has its own public and private views.
 */
export function wholeViews<State, Action, View extends object>(game: {
  activeSeats(state: State): number[];
  legalActions(state: State, seat: number): Action[];
  view(state: State, seat: number | null): View;
}) {
  return {
    publicView: (state: State) => ({ ...game.view(state, null), active: game.activeSeats(state) }) as View & PublicView,
    privateView: (state: State, seat: number) =>
      ({
        ...game.view(state, seat),
        seat,
        legal: game.activeSeats(state).includes(seat) ? game.legalActions(state, seat) : [],
      }) as View & PrivateView<Action>,
    view: game.view as (state: State, seat: number | null) => View & PublicView & Partial<PrivateView<Action>>,
  };
}
