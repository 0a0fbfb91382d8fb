import { controlledSeat, teamHome } from "./board.js";
import { forwardPath, walk, type Work } from "./moves.js";
import type { Layout } from "./layout.js";
import type { DogAction, MarbleId, Place } from "./types.js";

const FINISH_CHOICES = [false, true] as const;

/**
 * DOG-11/13: can `remaining` steps still be spent in full, in parts of forward moves of the
 * marbles the seat controls (its partner's once its own are home)? Failed positions are
 * remembered, so the search stays small even when nothing fits.
 */
export function canComplete(
  layout: Layout,
  marbles: readonly Place[],
  fresh: readonly boolean[],
  seat: number,
  remaining: number,
  failed: Set<string> = new Set(),
): boolean {
  if (remaining === 0 || teamHome(layout, marbles, seat)) return true;
  const first = controlledSeat(layout, marbles, seat) * 4;
  // The common case first: one marble takes all the remaining steps.
  for (let m = first; m < first + 4; m++) {
    for (const finish of FINISH_CHOICES) if (forwardPath(marbles, fresh, m, remaining, finish)) return true;
  }
  if (remaining === 1) return false;
  let key = remaining + ":" + marbles.join(",");
  for (let m = first; m < first + 4; m++) if (fresh[m]) key += "f" + m;
  if (failed.has(key)) return false;
  for (let m = first; m < first + 4; m++) {
    for (let steps = remaining - 1; steps >= 1; steps--) {
      for (const finish of FINISH_CHOICES) {
        const after = tryPart(marbles, fresh, m, steps, finish);
        if (after && canComplete(layout, after.marbles, after.fresh, seat, remaining - steps, failed)) return true;
      }
    }
  }
  failed.add(key);
  return false;
}

/** The position after one part, or null when the part's path is not allowed. */
function tryPart(marbles: readonly Place[], fresh: readonly boolean[], marble: MarbleId, steps: number, finish: boolean): Work | null {
  const path = forwardPath(marbles, fresh, marble, steps, finish);
  if (!path) return null;
  const work: Work = { marbles: marbles.slice(), fresh: fresh.slice(), events: null };
  walk(work, marble, path, true);
  return work;
}

/** Whether one part may be played now: its path is free and the rest can still be spent. */
export function partAllowed(
  layout: Layout,
  marbles: readonly Place[],
  fresh: readonly boolean[],
  seat: number,
  remaining: number,
  marble: MarbleId,
  steps: number,
  finish: boolean,
  failed: Set<string> = new Set(),
): boolean {
  if (!Number.isInteger(steps) || steps < 1 || steps > remaining) return false;
  const mover = controlledSeat(layout, marbles, seat);
  if (marble >> 2 !== mover) return false;
  const after = tryPart(marbles, fresh, marble, steps, finish);
  return after !== null && canComplete(layout, after.marbles, after.fresh, seat, remaining - steps, failed);
}

/** Every allowed part of a 7 with `remaining` steps left; the first part names its card. */
export function sevenParts(
  layout: Layout,
  marbles: readonly Place[],
  fresh: readonly boolean[],
  seat: number,
  remaining: number,
  card: "7" | "Joker" | undefined,
  out: DogAction[],
): void {
  const first = controlledSeat(layout, marbles, seat) * 4;
  const failed = new Set<string>();
  for (let m = first; m < first + 4; m++) {
    for (let steps = 1; steps <= remaining; steps++) {
      for (const finish of FINISH_CHOICES) {
        if (!partAllowed(layout, marbles, fresh, seat, remaining, m, steps, finish, failed)) continue;
        out.push(card === undefined ? { type: "seven", marble: m, steps, finish } : { type: "seven", card, marble: m, steps, finish });
      }
    }
  }
}
