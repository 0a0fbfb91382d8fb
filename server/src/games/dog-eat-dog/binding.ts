import type { ArraySchema } from "@colyseus/schema";
import { DogEatDog } from "@tablee/shared";
import { z } from "zod";
import type { GameBinding } from "../../table/legacy.js";
import { syncArray } from "../../table/sync.js";
import { dedAction } from "./actions.js";
import { DedBoard, DedPile, DedPrivate, DedPyramid, DedTableState } from "./schema.js";

/** Lists of ids (piles by spot, captures by seat) into DedPile entries, touching only changes. */
function syncPiles(target: ArraySchema<DedPile>, lists: readonly (readonly number[])[]): void {
  if (target.length > lists.length) target.splice(lists.length, target.length - lists.length);
  lists.forEach((list, i) => {
    if (i >= target.length) target.push(new DedPile());
    syncArray(target[i].pieces, list);
  });
}

/** Dog Eat Dog on the generic table: its one public view mapped onto DedBoard. */
export const dedBinding: GameBinding<DedBoard, DedPrivate> = {
  rules: DogEatDog.dogEatDog,
  action: dedAction,
  // DED-10: the Treehouse die; the seat count (2..8) is the generic `seats` option. The
  // lobby's form sends option values as text, so "true"/"false" are read as the booleans.
  options: z
    .object({ treehouse: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional() })
    .strict(),
  State: DedTableState as unknown as GameBinding<DedBoard, DedPrivate>["State"],
  Board: DedBoard,
  Private: DedPrivate,

  syncBoard(board, view: DogEatDog.DedView) {
    board.players = view.players;
    board.treehouse = view.options.treehouse;
    // The layout never changes: written once, so later patches never carry it again.
    if (board.pyramids.length !== view.pyramids.length) {
      board.pyramids.clear();
      for (const p of view.pyramids) board.pyramids.push(new DedPyramid({ id: p.id, owner: p.owner, size: p.size, x: p.x, y: p.y }));
    }
    syncPiles(board.piles, view.piles);
    syncArray(board.tipped, view.tipped);
    syncPiles(board.captured, view.captured);
    board.rollOff = JSON.stringify(view.rollOff);
    board.firstPlayer = view.firstPlayer;
    board.turn = view.turn;
    board.turnNumber = view.turnNumber;
    board.step = view.step.kind;
    board.face = view.step.kind === "follow-up" ? view.step.face : "";
    board.overReason = view.step.kind === "over" ? view.step.reason : "";
    board.passes = view.passes;
    board.lastAttack = view.lastAttack === null ? "" : JSON.stringify(view.lastAttack);
    syncArray(
      board.hoards,
      view.hoards.map((h) => JSON.stringify(h)),
    );
    syncArray(board.scores, view.result?.scores ?? []);
    syncArray(board.winners, view.result?.winners ?? []);
  },

  // Nothing is private: the room fills `legal`, the only thing a seat's part carries.
  syncPrivate() {},
};
