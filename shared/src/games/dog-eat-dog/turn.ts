import { hasAttack } from "./legal.js";
import { PER_PLAYER } from "./pieces.js";
import { finalResult } from "./scoring.js";
import type { DedState } from "./types.js";

/*
 * The turn cycle on a fresh copy owned by setup/apply: events are pushed onto next.events,
 * which that copy owns too.
 */

/** DED-3: cleanup stands the player's pyramids up; DED-8: no legal attack then ends the game. */
export function startTurn(next: DedState, seat: number): void {
  next.turn = seat;
  next.turnNumber += 1;
  next.attacked = false;
  next.events.push({ type: "turn", seat, turn: next.turnNumber });
  const stood: number[] = [];
  for (let id = seat * PER_PLAYER; id < (seat + 1) * PER_PLAYER; id++) if (next.tipped[id]) stood.push(id);
  if (stood.length > 0) {
    const tipped = next.tipped.slice();
    for (const id of stood) tipped[id] = false;
    next.tipped = tipped;
    next.events.push({ type: "cleanup", seat, pyramids: stood });
  }
  if (hasAttack(next, seat)) next.step = { kind: "attack" };
  else finish(next, "no-attack");
}

/** DED-8 stall guard: a turn without any attack is a pass; a full round of them ends the game. */
export function endTurn(next: DedState): void {
  next.passes = next.attacked ? 0 : next.passes + 1;
  if (next.passes >= next.players) finish(next, "stall");
  else startTurn(next, (next.turn + 1) % next.players);
}

export function finish(next: DedState, reason: "no-attack" | "stall"): void {
  next.step = { kind: "over", reason };
  next.result = finalResult(next);
  next.events.push({ type: "game-over", reason, ...next.result });
}
