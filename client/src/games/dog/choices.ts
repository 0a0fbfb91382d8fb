/**
 * What lights up when the player picks things: a pure function of the legal actions the
 * server sent and what is selected so far. Legality is never computed here; this only sorts
 * the server's list into "card → (Joker rank) → marble → target" steps.
 */
import type { Dog } from "@tablee/shared";
import { KENNEL } from "./geometry";
import { kept, narrow, ofType, options } from "../kit/narrow.js";

type DogAction = Dog.DogAction;
type Card = Dog.Card;
type Rank = Dog.Rank;
type Place = Dog.Place;

const RANK_ORDER: readonly Rank[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

export interface Selection {
  /** The chosen hand card (by rank: cards of one rank are interchangeable), or null. */
  card: Card | null;
  /** For a Joker: the rank it stands for, once chosen. */
  as: Rank | null;
  /** The marble picked to move (or to swap from). */
  marble: number | null;
}

export const NOTHING: Selection = { card: null, as: null, marble: null };

/** One lit-up destination: clicking it sends `action`. */
export interface Target {
  marble: number;
  /** Where the marble ends (for a swap: where the other marble stands). */
  place: Place;
  action: DogAction;
}

export type Stage =
  /** Nothing to do (not this seat's turn, or watching). */
  | { kind: "idle" }
  /** DOG-4: pick the card for the partner; `chosen` is the picked one awaiting confirmation. */
  | { kind: "exchange"; cards: Card[]; chosen: Card | null; action: DogAction | null }
  /** Pick a hand card. */
  | { kind: "card"; cards: Card[] }
  /** A Joker was picked: say which rank it plays as. */
  | { kind: "rank"; ranks: Rank[] }
  /** Pick one of these marbles. */
  | { kind: "marble"; marbles: number[] }
  /** A marble was picked: pick its destination. */
  | { kind: "target"; marble: number; targets: Target[] };

/** The rank an action plays: a Joker's declared rank, a 7 part's "7". */
export function rankOf(action: DogAction): Rank | null {
  if (action.type === "exchange") return null;
  if (action.type === "seven") return "7";
  if (action.as) return action.as;
  return action.card === "Joker" ? null : action.card;
}

/** The hand card an action uses; undefined for the later parts of a 7. */
export function cardOf(action: DogAction): Card | undefined {
  return action.card;
}

/** The later parts of a pending 7 name no card: the hand is not involved any more. */
export function sevenParts(legal: readonly DogAction[]): DogAction[] {
  return legal.filter((a) => a.type === "seven" && a.card === undefined);
}

/** The ranks a Joker may stand for now, in rank order (only those with a legal use). */
export function jokerRanks(legal: readonly DogAction[]): Rank[] {
  const ranks = options(narrow(legal, cardOf, "Joker"), rankOf);
  return RANK_ORDER.filter((r) => ranks.includes(r));
}

/** The legal actions that match the card (and Joker rank) selected so far. */
export function actionsFor(legal: readonly DogAction[], sel: Selection): DogAction[] {
  const parts = sevenParts(legal);
  if (parts.length > 0) return parts;
  if (sel.card === null) return [];
  const ofCard = narrow(legal, cardOf, sel.card);
  return sel.card === "Joker" ? narrow(ofCard, rankOf, sel.as) : ofCard;
}

/** The marble an action picks first (the one that moves, or the own one of a swap). */
function actingMarble(action: DogAction): number | null {
  return action.type === "exchange" ? null : action.marble;
}

/** The marbles that some of these actions move, in id order. */
export function movableMarbles(actions: readonly DogAction[]): number[] {
  return options(actions, actingMarble).sort((x, y) => x - y);
}

/**
 * Where a marble ends after an action, by counting fields as the engine does (DOG-10: the
 * start field is the last track step before finish field 0), round a track of 16 fields for
 * each seat's four marbles (64 at four seats, 96 at six).
 */
export function destination(marbles: readonly Place[], action: DogAction): Place {
  const track = marbles.length * 4;
  switch (action.type) {
    case "exchange":
      return KENNEL;
    case "start":
      return 16 * (action.marble >> 2);
    case "swap":
      return marbles[action.other];
    case "move":
    case "seven": {
      const from = marbles[action.marble];
      if (from >= track) return from + action.steps;
      if (action.finish) {
        const start = 16 * (action.marble >> 2);
        const toStart = (((start - from) % track) + track) % track;
        return track + action.steps - toStart - 1;
      }
      return (((from + action.steps) % track) + track) % track;
    }
  }
}

export function targetsOf(marbles: readonly Place[], actions: readonly DogAction[], marble: number): Target[] {
  const targets: Target[] = [];
  for (const a of narrow(actions, actingMarble, marble)) {
    const place = destination(marbles, a);
    // Two actions never share a destination today; keep the first should one ever repeat.
    if (!targets.some((t) => t.place === place)) targets.push({ marble, place, action: a });
  }
  return targets;
}

/**
 * The step the player is at. A selection that no longer fits the legal list (a new view
 * arrived) falls back to the earliest step that still makes sense.
 */
export function stage(legal: readonly DogAction[], marbles: readonly Place[], sel: Selection): Stage {
  if (legal.length === 0) return { kind: "idle" };
  const exchange = ofType(legal, "exchange");
  if (exchange.length > 0) {
    const action = exchange.find((a) => a.card === sel.card) ?? null;
    return { kind: "exchange", cards: options(exchange, cardOf), chosen: action ? sel.card : null, action };
  }
  const cards = options(legal, cardOf);
  const pending = sevenParts(legal).length > 0;
  if (!pending) {
    if (sel.card === null || !cards.includes(sel.card)) return { kind: "card", cards };
    if (sel.card === "Joker") {
      const ranks = jokerRanks(legal);
      if (sel.as === null || !ranks.includes(sel.as)) return { kind: "rank", ranks };
    }
  }
  const actions = actionsFor(legal, sel);
  const movable = movableMarbles(actions);
  const marble = kept(movable, sel.marble) ?? (movable.length === 1 ? movable[0] : null);
  if (marble === null) return { kind: "marble", marbles: movable };
  return { kind: "target", marble, targets: targetsOf(marbles, actions, marble) };
}
