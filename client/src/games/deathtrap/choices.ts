/**
 * What the player is putting together before sending it, as pure functions of the legal
 * actions (no Pixi): a set to play, the cards a Master gives back, the Pig's discard and
 * leader. The server's `legal` list decides what is possible; a choice is sendable only
 * when it is exactly one of its entries.
 */
import type { Deathtrap } from "@tablee/shared";
import { kept, narrow, ofType, options } from "../kit/narrow.js";

type Action = Deathtrap.DeathtrapAction;
export type CardKind = Deathtrap.CardKind;

export const WILDS: readonly CardKind[] = ["red-lotus", "chaindog"];
export const isWild = (card: string): boolean => card === "red-lotus" || card === "chaindog";

export interface Choice {
  /** The creature of the set, or the Pig's discard. */
  kind: CardKind | null;
  naturals: number;
  wilds: number;
  /** The cards a Master gives back, in hand order. */
  returned: CardKind[];
  /** The Pig's leader (option "holder-chooses"). */
  leader: number | null;
}

export const NO_CHOICE: Choice = { kind: null, naturals: 0, wilds: 0, returned: [], leader: null };

export type Mode = "play" | "pig" | "return" | "none";

export function modeOf(legal: readonly Action[]): Mode {
  if (legal.some((a) => a.type === "play" || a.type === "pass")) return "play";
  if (legal.some((a) => a.type === "pig")) return "pig";
  if (legal.some((a) => a.type === "return")) return "return";
  return "none";
}

const plays = (legal: readonly Action[]) => ofType(legal, "play");
const pigs = (legal: readonly Action[]) => ofType(legal, "pig");
const returns = (legal: readonly Action[]) => ofType(legal, "return");

/** The hand's kinds a click can do something with now. */
export function clickableKinds(legal: readonly Action[], hand: readonly CardKind[]): Set<CardKind> {
  const kinds = new Set<CardKind>();
  switch (modeOf(legal)) {
    case "play":
      for (const a of plays(legal)) {
        if (a.kind !== null) kinds.add(a.kind);
        if (a.wilds > 0) for (const w of WILDS) if (hand.includes(w)) kinds.add(w);
      }
      break;
    case "pig":
      for (const a of pigs(legal)) if (a.discard !== null) kinds.add(a.discard);
      break;
    case "return":
      for (const card of hand) kinds.add(card);
      break;
  }
  return kinds;
}

/** A click on a kind of the hand: what the choice becomes. */
export function clickKind(choice: Choice, card: CardKind, legal: readonly Action[], hand: readonly CardKind[]): Choice {
  const inHand = (k: CardKind) => hand.filter((c) => c === k).length;
  switch (modeOf(legal)) {
    case "play": {
      const wildsHeld = WILDS.reduce((n, w) => n + inHand(w), 0);
      if (isWild(card)) {
        // Wild cards are interchangeable: a click adds one more, round to none.
        const wilds = (choice.wilds + 1) % (wildsHeld + 1);
        if (!isLeading(legal) && choice.kind !== null) {
          // Following: the set keeps its size, the naturals make room for the wilds.
          const size = choice.naturals + choice.wilds;
          return { ...choice, wilds: Math.min(wilds, size), naturals: size - Math.min(wilds, size) };
        }
        return { ...choice, wilds };
      }
      if (choice.kind === card) return NO_CHOICE;
      const sets = narrow(plays(legal), (a) => a.kind, card);
      if (sets.length === 0) return choice;
      // The fewest wilds, then the most cards of the kind: the set a player means by a click.
      const best = sets.reduce((a, b) => (b.wilds < a.wilds || (b.wilds === a.wilds && b.naturals > a.naturals) ? b : a));
      return { ...NO_CHOICE, kind: card, naturals: best.naturals, wilds: best.wilds };
    }
    case "pig": {
      if (choice.kind === card) return { ...choice, kind: null };
      const leaders = options(narrow(pigs(legal), (a) => a.discard, card), (a) => a.leader);
      const leader = kept(leaders, choice.leader) ?? leaders[0] ?? null;
      return { ...choice, kind: card, leader };
    }
    case "return": {
      const size = returns(legal)[0]?.cards.length ?? 0;
      const taken = choice.returned.filter((c) => c === card).length;
      let returned = [...choice.returned];
      if (taken < inHand(card) && returned.length < size) returned.push(card);
      else if (taken > 0) returned.splice(returned.indexOf(card), 1);
      else if (returned.length >= size) returned = [...returned.slice(1), card];
      returned.sort((a, b) => hand.indexOf(a) - hand.indexOf(b));
      return { ...choice, returned };
    }
    default:
      return choice;
  }
}

/** With no set on the table the size is free: the leader may add or take away cards. */
export function isLeading(legal: readonly Action[]): boolean {
  return modeOf(legal) === "play" && !legal.some((a) => a.type === "pass");
}

/** The naturals count a leader may step to, within what the legal plays allow. */
export function stepNaturals(choice: Choice, delta: number, legal: readonly Action[]): Choice | null {
  if (choice.kind === null || !isLeading(legal)) return null;
  const naturals = choice.naturals + delta;
  const ok = plays(legal).some((a) => a.kind === choice.kind && a.naturals === naturals && a.wilds === choice.wilds);
  return ok ? { ...choice, naturals } : null;
}

/** The legal action the choice amounts to, or null while it is not one. */
export function actionOf(choice: Choice, legal: readonly Action[]): Action | null {
  switch (modeOf(legal)) {
    case "play": {
      const kind = choice.kind;
      return (
        plays(legal).find((a) => a.kind === kind && a.naturals === (kind === null ? 0 : choice.naturals) && a.wilds === choice.wilds && (kind !== null || choice.wilds > 0)) ??
        null
      );
    }
    case "pig": {
      const options = pigs(legal);
      // The Pig alone (nothing else in hand) needs no choice.
      const alone = options.find((a) => a.discard === null && (a.leader === undefined || a.leader === choice.leader));
      if (alone) return alone;
      return options.find((a) => a.discard === choice.kind && (a.leader === undefined || a.leader === choice.leader)) ?? null;
    }
    case "return":
      return returns(legal).find((a) => a.cards.join() === choice.returned.join()) ?? null;
    default:
      return null;
  }
}

/** The leaders the holder may name with the chosen discard (option "holder-chooses"). */
export function leadersFor(choice: Choice, legal: readonly Action[]): number[] {
  return pigs(legal)
    .filter((a) => a.leader !== undefined && (a.discard === choice.kind || a.discard === null))
    .map((a) => a.leader!);
}

export function canPass(legal: readonly Action[]): boolean {
  return legal.some((a) => a.type === "pass");
}

export function canStrike(legal: readonly Action[]): boolean {
  return legal.some((a) => a.type === "killing-machine");
}

/** How many cards of each kind the choice takes from the hand (for raising them). */
export function chosenCounts(choice: Choice, mode: Mode, hand: readonly CardKind[]): Map<CardKind, number> {
  const counts = new Map<CardKind, number>();
  if (mode === "return") {
    for (const c of choice.returned) counts.set(c, (counts.get(c) ?? 0) + 1);
    return counts;
  }
  if (choice.kind !== null) counts.set(choice.kind, mode === "pig" ? 1 : choice.naturals);
  if (mode === "play" && choice.wilds > 0) {
    // The engine lays the Red Lotus first.
    let left = choice.wilds;
    for (const w of WILDS) {
      if (left > 0 && hand.includes(w)) {
        counts.set(w, 1);
        left--;
      }
    }
  }
  return counts;
}
