import type { DogEatDog } from "@tablee/shared";
import { kept, narrow, ofType, options } from "../kit/narrow.js";

type DedAction = DogEatDog.DedAction;

/*
 * What the player may click now, worked out from the server's legal list only (the client
 * never judges legality). Pure, so it can be tested without a canvas.
 *
 * Attack (and WILD's extra attack): first one of the lit attackers, then one of its lit
 * targets; the Treehouse switch picks the variant with the die when the list has one.
 * SWAP: the top of one stack, then the top of another. DIG and AIM: one pyramid.
 */

export interface Selection {
  attacker: number | null;
  /** SWAP: the first stack top picked. */
  swapFirst: number | null;
  /** DED-10: roll the Treehouse die in place of one six-sided die. */
  treehouse: boolean;
}

export const NOTHING: Selection = { attacker: null, swapFirst: null, treehouse: false };

export type PickKind = "attacker" | "target" | "swap" | "dig" | "aim";

export interface Pick {
  /** The pyramid to click. */
  id: number;
  kind: PickKind;
  /** Sent at once when clicked; null when the click only selects. */
  action: DedAction | null;
  /** Already selected (clicking it again unselects). */
  selected: boolean;
}

export interface Choices {
  picks: Pick[];
  pass: DedAction | null;
  decline: DedAction | null;
  /** The selected attacker may roll the Treehouse die (the switch is shown). */
  treehouseAllowed: boolean;
  /** What the player is asked for, for the status line. */
  ask: "attacker" | "target" | "swap-first" | "swap-second" | "dig" | "aim" | "none";
}

export function choices(legal: readonly DedAction[], sel: Selection): Choices {
  const pass = legal.find((a) => a.type === "pass") ?? null;
  const decline = legal.find((a) => a.type === "decline") ?? null;
  const base = { pass, decline, treehouseAllowed: false };
  const attacks = ofType(legal, "attack");
  if (attacks.length > 0) {
    const attackers = options(attacks, (a) => a.attacker);
    const chosen = kept(attackers, sel.attacker);
    if (chosen === null) {
      return { ...base, ask: "attacker", picks: attackers.map((id) => ({ id, kind: "attacker", action: null, selected: false })) };
    }
    const mine = narrow(attacks, (a) => a.attacker, chosen);
    const treehouseAllowed = mine.some((a) => a.treehouse === true);
    const useTree = treehouseAllowed && sel.treehouse;
    const targets = options(mine, (a) => a.target);
    const picks: Pick[] = attackers.map((id) => ({ id, kind: "attacker", action: null, selected: id === chosen }));
    for (const target of targets) {
      const action = mine.find((a) => a.target === target && (a.treehouse === true) === useTree) ?? mine.find((a) => a.target === target)!;
      picks.push({ id: target, kind: "target", action, selected: false });
    }
    return { ...base, treehouseAllowed, ask: "target", picks };
  }
  const swaps = ofType(legal, "swap");
  if (swaps.length > 0) {
    const ends = [...new Set(swaps.flatMap((a) => [a.a, a.b]))];
    const first = kept(ends, sel.swapFirst);
    if (first === null) return { ...base, ask: "swap-first", picks: ends.map((id) => ({ id, kind: "swap", action: null, selected: false })) };
    const picks: Pick[] = [{ id: first, kind: "swap", action: null, selected: true }];
    for (const a of swaps) {
      if (a.a === first) picks.push({ id: a.b, kind: "swap", action: a, selected: false });
      else if (a.b === first) picks.push({ id: a.a, kind: "swap", action: a, selected: false });
    }
    return { ...base, ask: "swap-second", picks };
  }
  const digs = ofType(legal, "dig");
  if (digs.length > 0) return { ...base, ask: "dig", picks: digs.map((a) => ({ id: a.pyramid, kind: "dig", action: a, selected: false })) };
  const aims = ofType(legal, "aim");
  if (aims.length > 0) return { ...base, ask: "aim", picks: aims.map((a) => ({ id: a.pyramid, kind: "aim", action: a, selected: false })) };
  return { ...base, ask: "none", picks: [] };
}

/** Clicking a pick: the new selection, and the action to send if the click completes one. */
export function click(sel: Selection, pick: Pick): { sel: Selection; send: DedAction | null } {
  // The Treehouse switch stays as the player left it, from one attack to the next.
  if (pick.action) return { sel: { ...NOTHING, treehouse: sel.treehouse }, send: pick.action };
  if (pick.kind === "attacker") return { sel: { ...sel, attacker: pick.selected ? null : pick.id }, send: null };
  if (pick.kind === "swap") return { sel: { ...sel, swapFirst: pick.selected ? null : pick.id }, send: null };
  return { sel, send: null };
}
