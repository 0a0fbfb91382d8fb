import { ownerOf, PER_PLAYER, sizeOf, topOf } from "./pieces.js";
import type { DedAction, DedState, FollowUpFace } from "./types.js";

/** The parts of the state the rules about legality read. */
export type Table = Pick<DedState, "piles" | "tipped" | "options">;

/** DED-4: one of your own pyramids, upright and alone. */
export function canAttackWith(table: Table, seat: number, id: number): boolean {
  return ownerOf(id) === seat && table.piles[id].length === 1 && !table.tipped[id];
}

/**
 * DED-4: an upright lone pyramid of another player, or a stack whose top is another
 * player's and that holds none of yours (stacks are never tipped).
 */
export function isTargetPile(table: Table, seat: number, pile: readonly number[]): boolean {
  if (pile.length === 0) return false;
  const top = topOf(pile);
  if (ownerOf(top) === seat) return false;
  if (pile.length === 1) return !table.tipped[top];
  for (const id of pile) if (ownerOf(id) === seat) return false;
  return true;
}

/** The spot of the pile whose top is `top`, or -1 when `top` tops no pile. */
export function pileTopped(table: Table, top: number): number {
  const piles = table.piles;
  for (let b = 0; b < piles.length; b++) {
    const pile = piles[b];
    if (pile.length > 0 && pile[pile.length - 1] === top) return b;
  }
  return -1;
}

/** The spot of the pile holding `id`, or -1 when it has been captured. */
export function pileHolding(table: Table, id: number): number {
  const piles = table.piles;
  for (let b = 0; b < piles.length; b++) if (piles[b].includes(id)) return b;
  return -1;
}

/** DED-10: the Treehouse die replaces one die, and at least one six-sided die stays. */
export function mayUseTreehouse(table: Table, attacker: number): boolean {
  return table.options.treehouse && sizeOf(attacker) >= 2;
}

function attackers(table: Table, seat: number): number[] {
  const out: number[] = [];
  for (let id = seat * PER_PLAYER; id < (seat + 1) * PER_PLAYER; id++) if (canAttackWith(table, seat, id)) out.push(id);
  return out;
}

function targets(table: Table, seat: number): number[] {
  const out: number[] = [];
  for (const pile of table.piles) if (isTargetPile(table, seat, pile)) out.push(topOf(pile));
  return out;
}

/** DED-8 asks this at every turn start: any attacker can attack any target. */
export function hasAttack(table: Table, seat: number): boolean {
  let armed = false;
  for (let id = seat * PER_PLAYER; id < (seat + 1) * PER_PLAYER && !armed; id++) armed = canAttackWith(table, seat, id);
  if (!armed) return false;
  for (const pile of table.piles) if (isTargetPile(table, seat, pile)) return true;
  return false;
}

export function attackActions(table: Table, seat: number, out: DedAction[]): void {
  const tops = targets(table, seat);
  for (const attacker of attackers(table, seat)) {
    const treehouse = mayUseTreehouse(table, attacker);
    for (const target of tops) {
      out.push({ type: "attack", attacker, target, treehouse: false });
      if (treehouse) out.push({ type: "attack", attacker, target, treehouse: true });
    }
  }
}

/**
 * DED-10 SWAP: two different stacks (piles of two or more), named by their tops, the smaller
 * id first: the same swap has one spelling, the one `followUpActions` lists.
 */
export function isSwap(table: Table, a: number, b: number): boolean {
  if (!(a < b)) return false;
  const pa = pileTopped(table, a);
  const pb = pileTopped(table, b);
  return pa >= 0 && pb >= 0 && table.piles[pa].length >= 2 && table.piles[pb].length >= 2;
}

/** DED-10 DIG: one of your pyramids inside a stack but not already its top. */
export function isDig(table: Table, seat: number, id: number): boolean {
  if (ownerOf(id) !== seat) return false;
  const b = pileHolding(table, id);
  return b >= 0 && topOf(table.piles[b]) !== id;
}

/** DED-10 AIM: any lone pyramid, whoever owns it. */
export function isAim(table: Table, id: number): boolean {
  return table.piles[id].length === 1;
}

/** The face's possible actions, without "decline"; empty means the face has no effect. */
export function followUpActions(table: Table, seat: number, face: FollowUpFace): DedAction[] {
  const out: DedAction[] = [];
  const piles = table.piles;
  switch (face) {
    case "SWAP": {
      const tops: number[] = [];
      for (const pile of piles) if (pile.length >= 2) tops.push(topOf(pile));
      tops.sort((x, y) => x - y);
      for (let i = 0; i < tops.length; i++) for (let j = i + 1; j < tops.length; j++) out.push({ type: "swap", a: tops[i], b: tops[j] });
      break;
    }
    case "DIG":
      for (let id = seat * PER_PLAYER; id < (seat + 1) * PER_PLAYER; id++) if (isDig(table, seat, id)) out.push({ type: "dig", pyramid: id });
      break;
    case "AIM":
      for (let id = 0; id < piles.length; id++) if (isAim(table, id)) out.push({ type: "aim", pyramid: id });
      break;
    case "WILD":
      attackActions(table, seat, out);
      break;
  }
  return out;
}

export function hasFollowUp(table: Table, seat: number, face: FollowUpFace): boolean {
  if (face === "WILD") return hasAttack(table, seat);
  return followUpActions(table, seat, face).length > 0;
}
