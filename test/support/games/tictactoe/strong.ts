import { diceOnlySample, searchPlayer, winValues, type StrongPlayer } from "@tablee/shared";
import { easyBot } from "./bot.ts";
import { tictactoe } from "./rules.ts";
import type { TttState } from "./types.ts";
import type { TttView } from "./view-shape.ts";

/** Nothing is hidden: a sample is the table itself; playouts play the easy level's habits. */
export const sample = diceOnlySample<TttView, TttState>((view) => ({
  cells: view.cells.slice(),
  turn: view.turn,
  first: view.first,
  result: view.result === undefined ? null : view.result.kind === "win" ? view.result.winner : -1,
  events: [],
}));

export const strong: StrongPlayer<TttView> = {
  decide: searchPlayer({
    rules: tictactoe,
    sample,
    playout: (state, seat, rng) => easyBot({ ...tictactoe.view(state, seat) }, rng),
    value: (state) => {
      const outcome = tictactoe.outcome(state);
      return outcome === null ? [0.5, 0.5] : outcome.winners.length === 0 ? [0.5, 0.5] : winValues(outcome.winners, 2);
    },
    depth: 9,
  }),
  budget: { iterations: 100, ms: 100 },
};
