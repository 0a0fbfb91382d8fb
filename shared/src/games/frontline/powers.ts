import { range, readingOrder } from "./board.js";
import type { Draft } from "./draft.js";
import type { Colour, Pyramid, Seat, Size } from "./types.js";

/**
 * FL-6: the power of `colour` from the pyramid on `centre` with `pips` (its size after any
 * shrink). Acts on every pyramid in range, both seats' and upright ones. Yellow only lists
 * what may be carried: it returns those squares and the caller opens the Transport steps.
 */
export function usePower(d: Draft, seat: Seat, colour: Colour, centre: number, pips: Size): number[] {
  const affected: number[] = [];
  const removed: number[] = [];
  const occupied = range(centre, pips).filter((sq) => d.s.board[sq] !== null);
  switch (colour) {
    case "red":
      for (const sq of occupied) {
        d.removeToSupply(sq);
        affected.push(sq);
      }
      break;
    case "blue":
    case "black": {
      // Control and Immobilisation are one move: every pyramid in range gets one controller,
      // the activating seat (blue) or nobody, standing upright (black).
      const owner = colour === "blue" ? seat : null;
      for (const sq of occupied) {
        const p = d.s.board[sq] as Pyramid;
        if (p.owner !== owner) d.put(sq, { colour: p.colour, size: p.size, owner });
        affected.push(sq);
      }
      break;
    }
    case "green":
      // The order matters: a grown pyramid's old size returns to the supply, where a later
      // one may find its next size.
      for (const sq of readingOrder(centre, pips, seat)) {
        const p = d.s.board[sq];
        if (p === null) continue;
        if (p.size < 3 && d.s.supply[p.colour][p.size] > 0) {
          const size = (p.size + 1) as Size;
          d.fromSupply(p.colour, size);
          d.toSupply(p.colour, p.size);
          d.put(sq, { colour: p.colour, size, owner: p.owner });
          affected.push(sq);
        } else {
          d.removeToSupply(sq);
          removed.push(sq);
        }
      }
      break;
    case "yellow":
      affected.push(...occupied);
      break;
  }
  d.event({ type: "power", seat, colour, centre, pips, affected, removed });
  return colour === "yellow" ? affected : [];
}

/** FL-6 Transport: the empty squares in range where a carried pyramid may go. */
export function carrySquares(board: readonly (Pyramid | null)[], centre: number, pips: Size): number[] {
  return range(centre, pips).filter((sq) => board[sq] === null);
}
