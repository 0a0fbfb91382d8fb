import { Deathtrap } from "@tablee/shared";
import type { GameBinding } from "../../table/legacy.js";
import { syncArray } from "../../table/sync.js";
import { deathtrapAction, deathtrapOptions } from "./actions.js";
import { DeathtrapBoard, DeathtrapPrivate, DeathtrapScoreRow, DeathtrapSwap, DeathtrapTableState } from "./schema.js";

type State = Deathtrap.DeathtrapState;
type View = Deathtrap.DeathtrapView;

/** Deathtrap Dungeon on the generic table: the engine's views mapped onto the board and privates. */
export const deathtrapBinding: GameBinding<DeathtrapBoard, DeathtrapPrivate> = {
  rules: Deathtrap.deathtrap,
  action: deathtrapAction,
  options: deathtrapOptions,
  State: DeathtrapTableState as unknown as GameBinding<DeathtrapBoard, DeathtrapPrivate>["State"],
  Board: DeathtrapBoard,
  Private: DeathtrapPrivate,
  // DD-6: the Killing Machine's holder is active during every trick, but who holds it is
  // secret: the table is only seen waiting for the turn player (both Masters during swaps).
  publicActive: (state: State) => {
    const active = Deathtrap.deathtrap.activeSeats(state);
    return state.phase === "play" ? active.slice(0, 1) : active;
  },

  syncBoard(board, view: View) {
    board.phase = view.phase;
    board.round = view.round;
    board.rounds = view.rounds;
    board.dealer = view.dealer;
    board.turn = view.turn;
    board.pigLeaderOption = view.options.pigLeader;
    syncArray(board.handCounts, view.handCounts);
    const trick = view.trick;
    board.trickCount = trick?.count ?? 0;
    board.trickKind = trick?.kind ?? "";
    board.trickNaturals = trick?.naturals ?? 0;
    syncArray(board.trickWilds, trick?.wilds ?? []);
    board.trickValue = trick?.value ?? 0;
    board.trickBy = trick?.by ?? -1;
    syncArray(board.passed, view.passed);
    syncArray(board.finished, view.finished);
    syncArray(board.previousOrder, view.previousOrder ?? []);
    syncArray(
      board.titles,
      view.titles.map((title) => title ?? ""),
    );
    view.scoreSheet.forEach((points, i) => {
      if (i >= board.scoreSheet.length) board.scoreSheet.push(new DeathtrapScoreRow());
      syncArray(board.scoreSheet[i].points, points);
    });
    if (board.scoreSheet.length > view.scoreSheet.length) board.scoreSheet.splice(view.scoreSheet.length);
    syncArray(board.totals, view.totals);
    view.swaps.forEach((swap, i) => {
      if (i >= board.swaps.length) board.swaps.push(new DeathtrapSwap());
      const row = board.swaps[i];
      row.giver = swap.giver;
      row.master = swap.master;
      row.count = swap.count;
      row.chosen = swap.chosen;
      row.done = swap.done;
    });
    if (board.swaps.length > view.swaps.length) board.swaps.splice(view.swaps.length);
    board.pigHolder = view.pig.holder;
    board.pigDone = view.pig.done;
    board.pigDiscard = view.pig.discard ?? "";
    board.pigLeader = view.pig.leader ?? -1;
  },

  syncPrivate(part, view: View) {
    syncArray(part.hand, view.hand ?? []);
    part.canStrike = view.canStrike;
    // The view gives a swap's cards to its two players only: at most one swap is this seat's.
    const own = view.swaps.find((swap) => swap.gift !== null);
    part.swapWith = own ? (own.giver === view.seat ? own.master : own.giver) : -1;
    syncArray(part.swapGift, own?.gift ?? []);
    syncArray(part.swapReturned, own?.returned ?? []);
  },
};
