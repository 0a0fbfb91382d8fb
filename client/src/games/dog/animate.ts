/**
 * The DOG table's motions without Pixi: the plan that turns a view's events into tweens for
 * the kit's timeline (marbles walking and flying, cards to the discard).
 */
import type { Dog } from "@tablee/shared";

type DogEvent = Dog.DogEvent;
type Place = Dog.Place;

export type Motion =
  /** A marble walking field by field (`path` excludes the start place). */
  | { kind: "walk"; marble: number; from: Place; path: Place[]; start: number; perField: number }
  /** A marble flying straight to a place (back to the kennel, or a swap). */
  | { kind: "fly"; marble: number; from: Place; to: Place; start: number; duration: number }
  /** A card flying from a seat to the discard pile. */
  | { kind: "card"; seat: number; card: Dog.Card; start: number; duration: number };

export const FIELD_MS = 90;
export const MAX_TOTAL_MS = 1800;
const FLY_MS = 320;
const CARD_MS = 260;

/**
 * Events in order, one after the other; the walking speed shrinks so a long turn (a 7 in
 * several parts, a 13) stays under MAX_TOTAL_MS.
 */
export function planMotions(events: readonly DogEvent[], marblesBefore: readonly Place[]): Motion[] {
  let fields = 0;
  let flights = 0;
  for (const e of events) {
    if (e.type === "moved") fields += e.path.length;
    if (e.type === "sent-home" || e.type === "swapped") flights++;
  }
  const budget = Math.max(0, MAX_TOTAL_MS - flights * FLY_MS);
  const perField = fields === 0 ? FIELD_MS : Math.max(35, Math.min(FIELD_MS, budget / fields));
  const where = [...marblesBefore];
  const motions: Motion[] = [];
  let t = 0;
  for (const e of events) {
    switch (e.type) {
      case "played":
        motions.push({ kind: "card", seat: e.seat, card: e.card, start: t, duration: CARD_MS });
        t += CARD_MS * 0.5;
        break;
      case "folded":
        for (const card of e.cards) motions.push({ kind: "card", seat: e.seat, card, start: t, duration: CARD_MS });
        t += CARD_MS;
        break;
      case "moved":
        motions.push({ kind: "walk", marble: e.marble, from: e.from, path: e.path, start: t, perField });
        t += perField * e.path.length;
        where[e.marble] = e.to;
        break;
      case "sent-home":
        motions.push({ kind: "fly", marble: e.marble, from: e.from, to: -1, start: t, duration: FLY_MS });
        t += FLY_MS * 0.6;
        where[e.marble] = -1;
        break;
      case "swapped": {
        const a = where[e.marble];
        const b = where[e.other];
        motions.push({ kind: "fly", marble: e.marble, from: a, to: b, start: t, duration: FLY_MS });
        motions.push({ kind: "fly", marble: e.other, from: b, to: a, start: t, duration: FLY_MS });
        where[e.marble] = b;
        where[e.other] = a;
        t += FLY_MS;
        break;
      }
      default:
        break;
    }
  }
  return motions;
}
