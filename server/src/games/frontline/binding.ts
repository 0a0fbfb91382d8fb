import type { ArraySchema } from "@colyseus/schema";
import { Frontline } from "@tablee/shared";
import type { GameBinding } from "../../table/legacy.js";
import { syncArray } from "../../table/sync.js";
import { frontlineAction, frontlineOptions } from "./actions.js";
import {
  FrontlineBoard,
  FrontlineDie,
  FrontlinePiece,
  FrontlinePile,
  FrontlinePrivate,
  FrontlineSquare,
  FrontlineTableState,
  type FrontlineStep,
} from "./schema.js";

type View = Frontline.FrontlineView;

/** Grows or shrinks a synced array of schema objects to `length`, then lets `fill` set each one. */
function syncObjects<T, V>(target: ArraySchema<T>, values: readonly V[], make: () => T, fill: (item: T, value: V) => void): void {
  if (target.length > values.length) target.splice(values.length, target.length - values.length);
  while (target.length < values.length) target.push(make());
  values.forEach((value, i) => fill(target[i], value));
}

function syncStep(step: FrontlineStep, s: Frontline.Step): void {
  step.kind = s.kind;
  step.die = "die" in s ? s.die : -1;
  step.action = s.kind === "target" ? s.action : "";
  step.colour = s.kind === "target" ? (s.colour ?? "") : "";
  step.from = s.kind === "destination" || s.kind === "carry-to" ? s.from : -1;
  const carrying = s.kind === "carry" || s.kind === "carry-to";
  step.centre = carrying ? s.centre : -1;
  step.pips = carrying ? s.pips : 0;
  step.left = carrying ? s.left : 0;
  syncArray(step.carry, carrying ? s.carry : []);
}

/** Frontline on the generic table: everything is public, so the board is the whole view. */
export const frontlineBinding: GameBinding<FrontlineBoard, FrontlinePrivate> = {
  rules: Frontline.frontline,
  action: frontlineAction,
  options: frontlineOptions,
  State: FrontlineTableState as unknown as GameBinding<FrontlineBoard, FrontlinePrivate>["State"],
  Board: FrontlineBoard,
  Private: FrontlinePrivate,

  syncBoard(board, view: View) {
    syncObjects(board.squares, view.board, () => new FrontlineSquare(), (sq, p) => {
      sq.colour = p?.colour ?? "";
      sq.size = p?.size ?? 0;
      sq.owner = p?.owner ?? -1;
    });
    syncArray(board.supply, Frontline.COLOURS.flatMap((c) => view.supply[c]));
    syncObjects(board.crossed, view.crossed, () => new FrontlinePile(), (pile, pieces) => {
      syncObjects(pile.pieces, pieces, () => new FrontlinePiece(), (piece, p) => {
        piece.colour = p.colour;
        piece.size = p.size;
      });
    });
    board.firstPlayer = view.firstPlayer;
    board.turn = view.turn;
    board.turnsPlayed = view.turnsPlayed;
    board.turnLimit = view.turnLimit ?? 0;
    board.quietTurns = view.quietTurns;
    board.drawClaimable = view.drawClaimable;
    syncObjects(board.dice, view.dice, () => new FrontlineDie(), (die, d) => {
      die.face = d.face;
      die.status = d.status;
    });
    syncStep(board.step, view.step);
    const result = view.result;
    board.result = result?.kind ?? "";
    board.winner = result?.kind === "win" ? result.winner : -1;
    board.drawReason = result?.kind === "draw" ? result.reason : "";
    board.drawBy = result?.kind === "draw" ? (result.by ?? -1) : -1;
  },

  // Nothing is secret: the private part is only `seat` and `legal` (filled by the room).
  syncPrivate() {},
};
