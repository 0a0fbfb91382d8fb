import type { StrongPlayer } from "../../engine/contract.js";
import type { Rng } from "../../engine/random.js";
import { searchPlayer, unseenRng, type SearchGame } from "../../engine/search.js";
import { controlledSeat, giver, owner, partner, startField, team, trackStep } from "./board.js";
import { fullDeck } from "./cards.js";
import { forwardPath, moveMarbles, rankActions, type Work } from "./moves.js";
import { dog } from "./rules.js";
import type { Layout } from "./layout.js";
import { layoutOfView, tableFromView } from "./table.js";
import { KENNEL, type Card, type DogAction, type DogState, type DogView, type Place, type Rank } from "./types.js";

/**
 * DOG's strong level: the generic search (engine/search.ts) over deals the seat's view could
 * come from, with a greedy playout on the sampled board and a judge of unfinished races. A
 * tree of 200 iterations: a sample deals the unseen cards at random, the partner holding the
 * card given in the exchange; every seat plays out greedily (its team's best progress); an
 * unfinished race is judged by the teams' progress (at six seats, DOG-15, each team's against
 * the mean of the two others'), capped below a win.
 */

/**
 * The cards of this deal that are already on the discard pile: the newest ones. A deal hands
 * out seats·size cards; those not in a hand now were played or folded since.
 */
function playedThisDeal(view: DogView): Card[] {
  const held = view.handCounts.reduce((a, b) => a + b, 0);
  const gone = Math.max(0, view.handCounts.length * view.dealSize - held);
  return view.discard.slice(Math.max(0, view.discard.length - gone));
}

/**
 * Fisher–Yates with a small generator (mulberry32) seeded from the search's: a sample
 * shuffles about a hundred cards, and drawing each from ChaCha20 cost a tenth of the search.
 */
function shuffleQuickly<T>(items: T[], seed: number): void {
  let a = seed >>> 0;
  for (let i = items.length - 1; i > 0; i--) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const j = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (i + 1));
    const swap = items[i];
    items[i] = items[j];
    items[j] = swap;
  }
}

/**
 * A whole state the seat's view could come from. The seat knows its hand, the discard pile,
 * every hand's size, and its side of the exchange: once its team has exchanged, the partner
 * (DOG-20: the next teammate) received `myExchange` and still holds it unless a card of that
 * rank was played this deal (which may have been it: then it stays with the partner with the
 * chance that a uniformly chosen card of the partner's original hand is still held).
 * Everything else (the other hands and the deck) is the rest of the 110 cards dealt at
 * random; the generator is fresh, so the next reshuffles are drawn anew.
 */
export function sampleDog(view: DogView, rng: Rng): DogState {
  const seat = view.seat ?? 0;
  const layout = layoutOfView(view);
  const seats = layout.seats;
  const mate = partner(layout, seat);
  const from = giver(layout, seat);
  const hand = (view.hand ?? []).slice();
  const pool = fullDeck();
  const take = (card: Card) => {
    const at = pool.indexOf(card);
    if (at >= 0) {
      pool[at] = pool[pool.length - 1];
      pool.pop();
    }
  };
  for (const card of view.discard) take(card);
  for (const card of hand) take(card);

  const counts = view.handCounts.slice();
  const hands: Card[][] = Array.from({ length: seats }, () => []);
  hands[seat] = hand;
  const teamExchanged = view.received !== undefined;
  const given = view.myExchange;
  if (teamExchanged && given !== undefined && counts[mate] > 0) {
    const keeps = !playedThisDeal(view).includes(given) || rng.int(view.dealSize) < counts[mate];
    // Every copy of that rank in sight (the discard pile and the seat's hand) means the partner
    // played it: likely at six seats, whose pile holds up to 108 cards before a reshuffle.
    if (keeps && pool.includes(given)) {
      take(given);
      hands[mate].push(given);
    }
  }
  shuffleQuickly(pool, rng.uint32());
  let next = 0;
  for (let s = 0; s < seats; s++) {
    if (s === seat) continue;
    while (hands[s].length < counts[s]) hands[s].push(pool[next++]);
  }
  const deck = pool.slice(next);

  // The exchange's bookkeeping: which seats have chosen, and for a team that has exchanged,
  // what each received (only the seat's own cards are known; the others' do not matter).
  const exchange: (Card | null)[] = Array.from({ length: seats }, () => null);
  const received: (Card | null)[] = Array.from({ length: seats }, () => null);
  for (let s = 0; s < seats; s++) {
    if (!view.exchangeChosen[s]) continue;
    if (s === seat) exchange[s] = given ?? hand[0];
    else if (s === from && teamExchanged) exchange[s] = view.received ?? null;
    else exchange[s] = hands[s].length > 0 ? hands[s][rng.int(hands[s].length)] : "A";
  }
  for (let s = 0; s < seats; s++) {
    if (teamChosen(layout, exchange, s)) received[s] = exchange[giver(layout, s)];
  }

  return tableFromView(view, { rng: unseenRng(rng), deck, hands, exchange, received });
}

/** Whether every member of `seat`'s team has chosen its exchange card. */
function teamChosen(layout: Layout, exchange: readonly (Card | null)[], seat: number): boolean {
  for (let k = 0, s = seat; k < layout.seats / layout.teams; k++, s = (s + layout.teams) % layout.seats) if (exchange[s] === null) return false;
  return true;
}

/** How far one marble has come, in fields: the kennel 0, out on the track 8 + distance, home most. */
function progress(track: number, place: Place, marble: number): number {
  if (place === KENNEL) return 0;
  if (place >= track) return 80 + 2 * (place - track);
  return 8 + trackStep(track, place, -startField(owner(marble)));
}

/** Team 0's progress minus team 1's, at a table of two teams. */
function balance(marbles: readonly Place[]): number {
  const track = marbles.length << 2;
  let total = 0;
  for (let m = 0; m < marbles.length; m++) total += ((m >> 2) & 1 ? -1 : 1) * progress(track, marbles[m], m);
  return total;
}

/**
 * A team's lead at a table of three teams (DOG-15): its progress less the mean of the two
 * others'. With two teams this would be team 0's `balance` or its opposite.
 */
function lead(layout: Layout, marbles: readonly Place[], ours: number): number {
  const track = marbles.length << 2;
  let mine = 0;
  let all = 0;
  for (let m = 0; m < marbles.length; m++) {
    const done = progress(track, marbles[m], m);
    if (team(layout, m >> 2) === ours) mine += done;
    all += done;
  }
  return mine - (all - mine) / (layout.teams - 1);
}

/** The scale of the judge: a lead of this many fields gets about three quarters of its reach. */
const SCALE = 120;
/** How far from an even race the judge of an unfinished game may go: never as far as a won
 *  game, so the search still tells the winning move from one that nearly wins. */
const REACH = 0.4;

/** A won game is worth 1 to every winner; an unfinished one by the progress balance. */
export function valueDog(state: DogState): number[] {
  const { layout } = state;
  const seats = state.hands.map((_, s) => s);
  if (state.winner !== null) return seats.map((s) => (team(layout, s) === state.winner ? 1 : 0));
  if (layout.teams === 2) {
    const zero = 0.5 + REACH * Math.tanh(balance(state.marbles) / SCALE);
    return seats.map((s) => (s & 1 ? 1 - zero : zero));
  }
  const judged = Array.from({ length: layout.teams }, (_, t) => 0.5 + REACH * Math.tanh(lead(layout, state.marbles, t) / SCALE));
  return seats.map((s) => judged[team(layout, s)]);
}

/** What a card is worth keeping (for the playout's exchange): start cards and the flexible ones most. */
const KEEP: Partial<Record<Card, number>> = { Joker: 10, A: 8, K: 7, "7": 6, "4": 5, J: 4 };

/**
 * The playout's move, read off the sampled state: in the exchange the least useful card; in
 * play the action leaving the best progress balance for the seat's team, ties at random.
 */
export function playoutDog(state: DogState, seat: number, rng: Rng): DogAction {
  const legal = state.phase === "play" && !state.seven ? quickActions(state, seat) : dog.legalActions(state, seat);
  if (state.phase === "exchange") {
    let least = Infinity;
    let choice = legal[0];
    for (const action of legal) {
      const keep = (KEEP[(action as { card: Card }).card] ?? 1) + rng.int(2) * 0.5;
      if (keep < least) [least, choice] = [keep, action];
    }
    return choice;
  }
  const { layout } = state;
  const mine = team(layout, seat);
  const sign = mine === 0 ? 1 : -1;
  let best = -Infinity;
  let ties = 0;
  let choice = legal[0];
  const work: Work = { marbles: [], fresh: [], events: null };
  for (const action of legal) {
    work.marbles = state.marbles.slice();
    work.fresh = state.fresh.slice();
    moveMarbles(work, state.marbles, state.fresh, action);
    const value = layout.teams === 2 ? sign * balance(work.marbles) : lead(layout, work.marbles, mine);
    if (value > best) {
      best = value;
      choice = action;
      ties = 1;
    } else if (value === best && rng.int(++ties) === 0) choice = action;
  }
  return choice;
}

/** The Joker's ranks the playout considers: not the J (dozens of swaps) nor the 7 (its
 *  parts are costly to list); a Joker played as those is left to the tree. */
const QUICK_JOKER: readonly Rank[] = ["A", "2", "3", "4", "5", "6", "8", "9", "10", "Q", "K"];

/**
 * Most of the seat's legal actions, cheaply, for the playout: a 7 only as one marble's
 * seven steps and a Joker without its J and 7. When none of these is possible, all of them.
 */
function quickActions(state: DogState, seat: number): DogAction[] {
  const { marbles, fresh } = state;
  const out: DogAction[] = [];
  const seen = new Set<Card>();
  for (const card of state.hands[seat]) {
    if (seen.has(card)) continue;
    seen.add(card);
    if (card === "Joker") for (const rank of QUICK_JOKER) rankActions(state.layout, marbles, fresh, seat, card, rank, rank, out);
    else if (card === "7") {
      const first = controlledSeat(state.layout, marbles, seat) * 4;
      for (let m = first; m < first + 4; m++) {
        for (const finish of [false, true]) {
          if (forwardPath(marbles, fresh, m, 7, finish)) out.push({ type: "seven", card, marble: m, steps: 7, finish });
        }
      }
    } else rankActions(state.layout, marbles, fresh, seat, card, undefined, card, out);
  }
  return out.length > 0 ? out : dog.legalActions(state, seat);
}

export const dogSearch: SearchGame<DogState, DogView, DogAction> = {
  rules: dog,
  sample: sampleDog,
  playout: playoutDog,
  value: valueDog,
  // Three rounds of play before the judge: deeper was no stronger, shallower clearly weaker.
  depth: 12,
  // The judge's values stay near the middle (REACH), so a smaller constant than √2 lets the
  // visits follow the better moves; 0.7 was at least as strong over 30 games.
  exploration: 0.7,
};

/** The table's strong DOG player. */
export const dogStrong: StrongPlayer<DogView, DogAction> = {
  decide: /* @__PURE__ */ searchPlayer(dogSearch),
  budget: { iterations: 200, ms: 250 },
};
