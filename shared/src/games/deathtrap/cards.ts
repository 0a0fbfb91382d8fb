import type { CardKind, CreatureKind, Hand, WildKind } from "./types.js";

/** Kind indices: 0..11 the creatures by value (value = index + 1), then the four specials. */
export const KINDS: readonly CardKind[] = [
  "rat-man",
  "orc",
  "skeleton",
  "zombie",
  "warrior",
  "snake-girl",
  "priestess",
  "dwarf",
  "ninja",
  "bloodbeast",
  "manticore",
  "red-dragon",
  "exploding-pig",
  "killing-machine",
  "red-lotus",
  "chaindog",
];
export const CREATURES = 12;
export const PIG = 12;
export const KILLING_MACHINE = 13;
export const RED_LOTUS = 14;
export const CHAINDOG = 15;
export const KIND_COUNT = 16;
export const DECK_SIZE = 82;

const INDEX = new Map<string, number>(KINDS.map((kind, i) => [kind, i]));

/** The kind index of a name, or -1 for anything that is not a card kind. */
export function kindIndex(name: unknown): number {
  return typeof name === "string" ? (INDEX.get(name) ?? -1) : -1;
}

export function isCreature(name: unknown): name is CreatureKind {
  const i = kindIndex(name);
  return i >= 0 && i < CREATURES;
}

/** DD-1: value v has 13 − v copies; one of each special. */
export function copies(kind: number): number {
  return kind < CREATURES ? 12 - kind : 1;
}

/** DD-1: the 82 cards as kind indices. */
export function fullDeck(): number[] {
  const deck: number[] = [];
  for (let kind = 0; kind < KIND_COUNT; kind++) for (let c = copies(kind); c > 0; c--) deck.push(kind);
  return deck;
}

export function emptyHand(): Hand {
  return new Array<number>(KIND_COUNT).fill(0);
}

export function handSize(hand: Hand): number {
  let n = 0;
  for (let k = 0; k < KIND_COUNT; k++) n += hand[k];
  return n;
}

export function wildCount(hand: Hand): number {
  return hand[RED_LOTUS] + hand[CHAINDOG];
}

/** The wilds a set of `n` wilds takes from `hand`: the Red Lotus first (they are equivalent). */
export function pickWilds(hand: Hand, n: number): number[] {
  if (n === 0) return [];
  if (n === 2) return [RED_LOTUS, CHAINDOG];
  return [hand[RED_LOTUS] > 0 ? RED_LOTUS : CHAINDOG];
}

/** A hand as card names, weakest creature first, specials last. */
export function handCards(hand: Hand): CardKind[] {
  const cards: CardKind[] = [];
  for (let k = 0; k < KIND_COUNT; k++) for (let c = hand[k]; c > 0; c--) cards.push(KINDS[k]);
  return cards;
}

export function names(kinds: readonly number[]): CardKind[] {
  return kinds.map((k) => KINDS[k]);
}

export function wildNames(kinds: readonly number[]): WildKind[] {
  return kinds.map((k) => KINDS[k] as WildKind);
}
