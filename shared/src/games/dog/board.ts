import type { Layout } from "./layout.js";
import { KENNEL, type MarbleId, type Place } from "./types.js";

/** DOG-1, DOG-15: 16 fields a seat; the finish places start right after the track's. */
export function trackFields(layout: Layout): number {
  return layout.seats << 4;
}

/** DOG-1: seat s's start field, where its marbles come out and from where they enter the finish. */
export function startField(seat: number): number {
  return 16 * seat;
}

export function owner(marble: MarbleId): number {
  return marble >> 2;
}

/**
 * The teammate a seat gives its exchange card to: its partner (opposite at four, three seats
 * on at six), or in teams of three the next teammate in turn order (DOG-20).
 */
export function partner(layout: Layout, seat: number): number {
  return (seat + layout.teams) % layout.seats;
}

/** The teammate a seat receives its exchange card from: the partner, or the previous teammate (DOG-20). */
export function giver(layout: Layout, seat: number): number {
  return (seat - layout.teams + layout.seats) % layout.seats;
}

/** At four, team 0 is seats 0 and 2, team 1 seats 1 and 3; at six, seat s plays in team s mod 3 (DOG-15), or s mod 2 (DOG-20). */
export function team(layout: Layout, seat: number): number {
  return seat % layout.teams;
}

/** The seat's team in turn order from the seat itself. */
export function teammates(layout: Layout, seat: number): number[] {
  const out: number[] = [];
  for (let mate = seat, k = 0; k < layout.seats / layout.teams; k++, mate = (mate + layout.teams) % layout.seats) out.push(mate);
  return out;
}

export function nextSeat(layout: Layout, seat: number): number {
  return (seat + 1) % layout.seats;
}

/** Forward is the direction of play: +1 round the track's `track` fields. */
export function trackStep(track: number, field: number, by: number): number {
  return (((field + by) % track) + track) % track;
}

/** Whether a place is on the track of a table whose marbles are `marbles` (16 fields for each seat's 4). */
export function onTrack(marbles: readonly Place[], place: Place): boolean {
  return place >= 0 && place < marbles.length << 2;
}

export function allInFinish(marbles: readonly Place[], seat: number): boolean {
  const finish = marbles.length << 2;
  const first = seat * 4;
  for (let m = first; m < first + 4; m++) if (marbles[m] < finish) return false;
  return true;
}

/** DOG-14: every marble of the seat's team home. */
export function teamHome(layout: Layout, marbles: readonly Place[], seat: number): boolean {
  for (let k = 0, mate = seat; k < layout.seats / layout.teams; k++, mate = (mate + layout.teams) % layout.seats) {
    if (!allInFinish(marbles, mate)) return false;
  }
  return true;
}

/**
 * DOG-13: whose marbles a seat plays with. Once its own four are home it plays its partner's
 * as if they were its own (DOG-20: the next teammate in turn order who still has marbles
 * out); recomputed at every step so a 7 can hand over mid-card.
 */
export function controlledSeat(layout: Layout, marbles: readonly Place[], seat: number): number {
  if (!allInFinish(marbles, seat)) return seat;
  const { seats, teams } = layout;
  for (let mate = (seat + teams) % seats; mate !== seat; mate = (mate + teams) % seats) {
    if (!allInFinish(marbles, mate)) return mate;
  }
  return (seat + teams) % seats;
}

/** The marble standing on a track field, or -1. */
export function occupant(marbles: readonly Place[], field: number): MarbleId {
  for (let m = 0; m < marbles.length; m++) if (marbles[m] === field) return m;
  return -1;
}

/**
 * DOG-8: a fresh marble always stands on its own start field, so only start fields can be
 * blocked; checking the four marbles of that seat is enough.
 */
export function blocked(marbles: readonly Place[], fresh: readonly boolean[], field: number): boolean {
  if ((field & 15) !== 0) return false;
  const first = (field >> 4) * 4;
  for (let m = first; m < first + 4; m++) if (fresh[m] && marbles[m] === field) return true;
  return false;
}

export function finishTaken(marbles: readonly Place[], seat: number, index: number): boolean {
  const place = (marbles.length << 2) + index;
  const first = seat * 4;
  for (let m = first; m < first + 4; m++) if (marbles[m] === place) return true;
  return false;
}

/** The lowest-numbered marble of a seat still in its kennel (kennel marbles are interchangeable). */
export function kennelMarble(marbles: readonly Place[], seat: number): MarbleId {
  const first = seat * 4;
  for (let m = first; m < first + 4; m++) if (marbles[m] === KENNEL) return m;
  return -1;
}
