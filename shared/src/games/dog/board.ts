import { FINISH, KENNEL, TRACK_FIELDS, type MarbleId, type Place } from "./types.js";

/** DOG-1: seat s's start field, where its marbles come out and from where they enter the finish. */
export function startField(seat: number): number {
  return 16 * seat;
}

export function owner(marble: MarbleId): number {
  return marble >> 2;
}

export function partner(seat: number): number {
  return (seat + 2) % 4;
}

/** Team 0 is seats 0 and 2, team 1 seats 1 and 3. */
export function team(seat: number): number {
  return seat % 2;
}

export function nextSeat(seat: number): number {
  return (seat + 1) % 4;
}

/** Forward is the direction of play: +1 round the 64 fields. */
export function trackStep(field: number, by: number): number {
  return (((field + by) % TRACK_FIELDS) + TRACK_FIELDS) % TRACK_FIELDS;
}

export function onTrack(place: Place): boolean {
  return place >= 0 && place < TRACK_FIELDS;
}

export function inFinish(place: Place): boolean {
  return place >= FINISH;
}

export function allInFinish(marbles: readonly Place[], seat: number): boolean {
  const first = seat * 4;
  for (let m = first; m < first + 4; m++) if (marbles[m] < FINISH) return false;
  return true;
}

/** DOG-14: both partners' eight marbles home. */
export function teamHome(marbles: readonly Place[], seat: number): boolean {
  return allInFinish(marbles, seat) && allInFinish(marbles, partner(seat));
}

/**
 * DOG-13: whose marbles a seat plays with. Once its own four are home it plays the partner's
 * as if they were its own; recomputed at every step so a 7 can hand over mid-card.
 */
export function controlledSeat(marbles: readonly Place[], seat: number): number {
  return allInFinish(marbles, seat) ? partner(seat) : seat;
}

/** The marble standing on a track field, or -1. */
export function occupant(marbles: readonly Place[], field: number): MarbleId {
  for (let m = 0; m < 16; m++) if (marbles[m] === field) return m;
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
  const first = seat * 4;
  for (let m = first; m < first + 4; m++) if (marbles[m] === FINISH + index) return true;
  return false;
}

/** The lowest-numbered marble of a seat still in its kennel (kennel marbles are interchangeable). */
export function kennelMarble(marbles: readonly Place[], seat: number): MarbleId {
  const first = seat * 4;
  for (let m = first; m < first + 4; m++) if (marbles[m] === KENNEL) return m;
  return -1;
}
