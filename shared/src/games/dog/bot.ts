import type { Bot } from "../../engine/contract.js";
import type { Rng } from "../../engine/random.js";
import { controlledSeat, onTrack, owner, partner, startField, team, trackStep } from "./board.js";
import { moveMarbles, type Work } from "./moves.js";
import type { Layout } from "./layout.js";
import { layoutOfView } from "./table.js";
import { KENNEL, type Card, type DogAction, type DogView, type Place } from "./types.js";

/** How far a marble has come: kennel 0, the track by distance from its start, the finish most. */
function progress(track: number, place: Place, marble: number): number {
  if (place === KENNEL) return 0;
  if (place >= track) return 100 + 2 * (place - track);
  return 20 + trackStep(track, place, -startField(owner(marble)));
}

/** The team's progress minus every other team's. */
function score(layout: Layout, marbles: readonly Place[], seat: number): number {
  const mine = team(layout, seat);
  const track = marbles.length << 2;
  let total = 0;
  for (let m = 0; m < marbles.length; m++) total += (team(layout, owner(m)) === mine ? 1 : -1) * progress(track, marbles[m], m);
  return total;
}

/** The marbles after an action, computed the way apply carries it out (the board is public). */
function after(view: DogView, action: DogAction): Place[] {
  const work: Work = { marbles: view.marbles.slice(), fresh: view.fresh.slice(), events: null };
  moveMarbles(work, view.marbles, view.fresh, action);
  return work.marbles;
}

/** What a card is worth keeping: start cards and the flexible ones most. */
const KEEP: Partial<Record<Card, number>> = { Joker: 10, A: 8, K: 7, "7": 6, "4": 5, J: 4 };

function pickExchange(view: DogView, layout: Layout, seat: number, hand: readonly Card[], rng: Rng): DogAction {
  const mate = partner(layout, seat);
  const mateOut = view.marbles.some((place, m) => owner(m) === mate && onTrack(view.marbles, place));
  const mineOut = view.marbles.some((place, m) => owner(m) === controlledSeat(layout, view.marbles, seat) && onTrack(view.marbles, place));
  const starters = hand.filter((card) => card === "A" || card === "K");
  // A partner stuck in the kennel needs a start card more than we do once we are out.
  if (!mateOut && starters.length > 0 && (mineOut || starters.length > 1)) {
    return { type: "exchange", card: starters[rng.int(starters.length)] };
  }
  let least = Infinity;
  let choices: Card[] = [];
  for (const card of hand) {
    const keep = KEEP[card] ?? 1;
    if (keep < least) [least, choices] = [keep, [card]];
    else if (keep === least) choices.push(card);
  }
  return { type: "exchange", card: choices[rng.int(choices.length)] };
}

/**
 * Greedy: the action leaving the best progress balance (which rewards finishing, starting,
 * capturing opponents and punishes sending our own marbles home; at six every other team is
 * an opponent); ties broken at random.
 * Reads the seat's view only: its hand, its legal actions and the public board.
 */
export const dogBot: Bot<DogView, DogAction> = (view, rng) => {
  const seat = view.seat;
  const legal = view.legal ?? [];
  if (seat === undefined || legal.length === 0) throw new Error("the bot was asked to act with nothing to do");
  const layout = layoutOfView(view);
  if (view.phase === "exchange") return pickExchange(view, layout, seat, view.hand ?? [], rng);
  let best = -Infinity;
  let ties: DogAction[] = [];
  for (const action of legal) {
    const value = score(layout, after(view, action), seat);
    if (value > best) [best, ties] = [value, [action]];
    else if (value === best) ties.push(action);
  }
  return ties[rng.int(ties.length)];
};
