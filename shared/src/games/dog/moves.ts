import {
  blocked,
  controlledSeat,
  finishTaken,
  kennelMarble,
  occupant,
  onTrack,
  owner,
  startField,
  trackStep,
} from "./board.js";
import { FORWARD } from "./cards.js";
import type { Layout } from "./layout.js";
import { FINISH_FIELDS, KENNEL, type Card, type DogAction, type DogEvent, type MarbleId, type Place, type Rank } from "./types.js";

/**
 * The fields a forward move of `steps` passes through, destination last, or null when the
 * move is not allowed. `finish` asks for the way into the finish (DOG-10) instead of the
 * track; for a marble already in its finish only `finish = true` exists.
 */
export function forwardPath(
  marbles: readonly Place[],
  fresh: readonly boolean[],
  marble: MarbleId,
  steps: number,
  finish: boolean,
): Place[] | null {
  const from = marbles[marble];
  if (from === KENNEL) return null;
  const seat = owner(marble);
  // The track's length, where the finish places start (DOG-1, DOG-15).
  const track = marbles.length << 2;
  if (from >= track) {
    // Inside the finish: exact count, no passing, never backward.
    if (!finish) return null;
    const index = from - track;
    if (index + steps >= FINISH_FIELDS) return null;
    const path: Place[] = [];
    for (let i = index + 1; i <= index + steps; i++) {
      if (finishTaken(marbles, seat, i)) return null;
      path.push(track + i);
    }
    return path;
  }
  if (!finish) {
    const path: Place[] = new Array(steps);
    for (let k = 1; k <= steps; k++) {
      const field = trackStep(track, from, k);
      if (blocked(marbles, fresh, field)) return null;
      path[k - 1] = field;
    }
    return path;
  }
  // DOG-10: only a marble that has left its start since coming out, crossing that start
  // (which counts as a step) and going on into free finish fields.
  if (fresh[marble]) return null;
  const start = startField(seat);
  const toStart = trackStep(track, start, -from);
  const deepest = steps - toStart - 1;
  if (deepest < 0 || deepest >= FINISH_FIELDS) return null;
  const path: Place[] = [];
  for (let k = 1; k <= toStart; k++) {
    const field = trackStep(track, from, k);
    if (blocked(marbles, fresh, field)) return null;
    path.push(field);
  }
  for (let i = 0; i <= deepest; i++) {
    if (finishTaken(marbles, seat, i)) return null;
    path.push(track + i);
  }
  return path;
}

/** DOG-6: the 4 backward, on the track only, blocked by fresh marbles, never into the finish. */
export function backwardPath(marbles: readonly Place[], fresh: readonly boolean[], marble: MarbleId): Place[] | null {
  const from = marbles[marble];
  if (!onTrack(marbles, from)) return null;
  const track = marbles.length << 2;
  const path: Place[] = new Array(4);
  for (let k = 1; k <= 4; k++) {
    const field = trackStep(track, from, -k);
    if (blocked(marbles, fresh, field)) return null;
    path[k - 1] = field;
  }
  return path;
}

/** A position being changed by one apply: copies made once, then changed in place. */
export interface Work {
  marbles: Place[];
  fresh: boolean[];
  events: DogEvent[] | null;
}

function sendHome(work: Work, marble: MarbleId): void {
  const from = work.marbles[marble];
  work.marbles[marble] = KENNEL;
  work.fresh[marble] = false;
  work.events?.push({ type: "sent-home", marble, from });
}

/**
 * Carries a checked path out. DOG-9: whoever stands on the last track field goes home; with
 * a 7 (`capturePassing`) so does everyone passed on the track.
 */
export function walk(work: Work, marble: MarbleId, path: readonly Place[], capturePassing: boolean): void {
  const from = work.marbles[marble];
  const finish = work.marbles.length << 2;
  const last = path.length - 1;
  for (let k = 0; k <= last; k++) {
    const field = path[k];
    if (field >= finish || (k < last && !capturePassing)) continue;
    const other = occupant(work.marbles, field);
    if (other >= 0 && other !== marble) sendHome(work, other);
  }
  work.marbles[marble] = path[last];
  work.fresh[marble] = false;
  work.events?.push({ type: "moved", marble, from, to: path[last], path: path.slice() });
}

/** DOG-7: the marble that a start would bring out for `seat`, or -1 when none may. */
export function startableMarble(marbles: readonly Place[], seat: number): MarbleId {
  const start = startField(seat);
  const first = seat * 4;
  for (let m = first; m < first + 4; m++) if (marbles[m] === start) return -1;
  return kennelMarble(marbles, seat);
}

export function start(work: Work, marble: MarbleId): void {
  const field = startField(owner(marble));
  const other = occupant(work.marbles, field);
  if (other >= 0) sendHome(work, other);
  work.marbles[marble] = field;
  work.fresh[marble] = true;
  work.events?.push({ type: "moved", marble, from: KENNEL, to: field, path: [field] });
}

/** DOG-12: marbles a J may take part in a swap: on the track and not fresh. */
export function swappable(marbles: readonly Place[], fresh: readonly boolean[], marble: MarbleId): boolean {
  return onTrack(marbles, marbles[marble]) && !fresh[marble];
}

export function swap(work: Work, marble: MarbleId, other: MarbleId): void {
  const here = work.marbles[marble];
  work.marbles[marble] = work.marbles[other];
  work.marbles[other] = here;
  work.events?.push({ type: "swapped", marble, other });
}

/**
 * The legal actions of one rank other than 7 (DOG-6), for the seat's controlled marbles
 * (DOG-13). `card`/`as` are what the actions carry ("Joker" + declared rank, or the rank).
 */
export function rankActions(
  layout: Layout,
  marbles: readonly Place[],
  fresh: readonly boolean[],
  seat: number,
  card: Card,
  as: Rank | undefined,
  rank: Rank,
  out: DogAction[],
): void {
  const mover = controlledSeat(layout, marbles, seat);
  const first = mover * 4;
  const tag = as === undefined ? {} : { as };
  if ((rank === "A" || (rank === "K" && as === undefined))) {
    const marble = startableMarble(marbles, mover);
    if (marble >= 0) out.push({ type: "start", card, ...tag, marble });
  }
  if (rank === "J") {
    for (let m = first; m < first + 4; m++) {
      if (!swappable(marbles, fresh, m)) continue;
      for (let o = 0; o < marbles.length; o++) {
        if (owner(o) !== mover && swappable(marbles, fresh, o)) out.push({ type: "swap", card, ...tag, marble: m, other: o });
      }
    }
    return;
  }
  for (const steps of FORWARD[rank]) {
    for (let m = first; m < first + 4; m++) {
      if (forwardPath(marbles, fresh, m, steps, false)) out.push({ type: "move", card, ...tag, marble: m, steps, finish: false });
      if (forwardPath(marbles, fresh, m, steps, true)) out.push({ type: "move", card, ...tag, marble: m, steps, finish: true });
    }
  }
  if (rank === "4") {
    for (let m = first; m < first + 4; m++) {
      if (backwardPath(marbles, fresh, m)) out.push({ type: "move", card, ...tag, marble: m, steps: -4, finish: false });
    }
  }
}

/** The marbles' part of an action (the card's part aside), carried out on `work`. */
export function moveMarbles(work: Work, marbles: readonly Place[], fresh: readonly boolean[], action: DogAction): void {
  switch (action.type) {
    case "start":
      return start(work, action.marble);
    case "swap":
      return swap(work, action.marble, action.other);
    case "move": {
      const path =
        action.steps < 0 ? backwardPath(marbles, fresh, action.marble) : forwardPath(marbles, fresh, action.marble, action.steps, action.finish);
      return walk(work, action.marble, path!, false);
    }
    case "seven":
      // DOG-11: every marble a part of a 7 passes goes home.
      return walk(work, action.marble, forwardPath(marbles, fresh, action.marble, action.steps, action.finish)!, true);
    case "exchange":
      return;
  }
}
