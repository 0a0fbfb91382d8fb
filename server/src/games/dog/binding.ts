import { Dog } from "@tablee/shared";
import { z } from "zod";
import type { GameBinding } from "../../table/binding.js";
import { syncArray } from "../../table/sync.js";
import { dogAction } from "./actions.js";
import { DogBoard, DogPrivate, DogTableState } from "./schema.js";

/** DOG on the generic table: the engine's views mapped onto DogBoard and DogPrivate. */
export const dogBinding: GameBinding<Dog.DogState, Dog.DogAction, Dog.DogView, DogBoard, DogPrivate> = {
  rules: Dog.dog,
  action: dogAction,
  // DogOptions is empty: nothing a host could set yet.
  options: z.object({}).strict(),
  createState: () => new DogTableState(),
  newBoard: () => new DogBoard(),
  newPrivate: (seat) => new DogPrivate({ seat }),

  syncBoard(board, view) {
    board.phase = view.phase;
    board.turn = view.turn;
    board.dealer = view.dealer;
    board.firstPlayer = view.firstPlayer;
    board.deal = view.deal;
    board.dealSize = view.dealSize;
    syncArray(board.marbles, view.marbles);
    syncArray(board.fresh, view.fresh);
    syncArray(board.handCounts, view.handCounts);
    syncArray(board.folded, view.folded);
    syncArray(board.exchangeChosen, view.exchangeChosen);
    syncArray(board.discard, view.discard);
    board.sevenCard = view.seven?.card ?? "";
    board.sevenRemaining = view.seven?.remaining ?? 0;
    board.winner = view.winner ?? -1;
  },

  syncPrivate(part, view) {
    syncArray(part.hand, view.hand ?? []);
    part.myExchange = view.myExchange ?? "";
    part.received = view.received ?? "";
  },
};
