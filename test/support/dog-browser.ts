/**
 * How the DOG browser test plays its two page seats. A page plays what a fixed policy
 * chooses among the seat's legal actions (computed by the engine from the public board and
 * the cards the page offers to click), then clicks through the labels that lead to that
 * action: card, Joker's rank, marble, target. The policy first takes what the interface has
 * not yet shown (a 7 split, a Joker, a swap, a start, a choice between marbles), so with a
 * suitable seed every kind of choice is clicked within a few turns.
 *
 * The server deals from a fixed seed and the other two seats are the engine's bot over the
 * protocol (`botChooser`, seeds "bot 1" and "bot 3"): the whole game is
 * determined, and `dogSeedPlan` replays it with the engine alone, so the test can say at
 * once whether its seed still deals what it needs (rules or bot changes may change that;
 * then pick another seed whose plan covers every kind).
 */
import { Dog, Rng, seedRng } from "@tablee/shared";
import type { Chooser } from "./table-play.ts";

type DogAction = Dog.DogAction;
type DogState = Dog.DogState;
type Card = Dog.Card;

/**
 * What one DOG seat can rebuild from its view (the public view and the cards it holds):
 * other hands and the deck are unknown and stay empty; the other seats' exchange picks are
 * unknown too, only whether they picked (a placeholder card marks it).
 */
export function dogStateFromView(view: Dog.DogPublicView, seat: number, hand: readonly Card[], own: Partial<Dog.DogPrivateView> = {}): DogState {
  const hands: Card[][] = [[], [], [], []];
  hands[seat] = [...hand];
  const exchange: (Card | null)[] = view.exchangeChosen.map((chosen) => (chosen ? "2" : null));
  exchange[seat] = own.myExchange ?? null;
  const received: (Card | null)[] = [null, null, null, null];
  received[seat] = own.received ?? null;
  return Dog.tableFromView(view, { rng: seedRng("a seat never has the generator"), deck: [], hands, exchange, received });
}

/** The engine's bot at `seat`, deciding from that seat's view as the protocol brings it (autoPlay's chooser). */
export function botChooser(seat: number): Chooser {
  return (legal, view, rng) => Dog.dogBot({ ...(view as unknown as Dog.DogView), seat, legal: legal as DogAction[] }, rng);
}

/** The page seats (host and partner); the bots sit at 1 and 3. */
export const PAGE_SEATS = [0, 2];
export const BOT_SEED = (seat: number): string => `bot ${seat}`;

/** What a click path shows of the interface. */
export type Kind = "exchange" | "joker" | "seven-split" | "swap" | "start" | "marble-pick";
export const WANTED: readonly Kind[] = ["exchange", "seven-split", "joker", "swap", "start", "marble-pick"];

/** The card given to the partner: the first of these the hand holds (the precious ones last). */
const GIVE: readonly Card[] = ["2", "3", "5", "6", "8", "9", "10", "Q", "4", "J", "K", "A", "7", "Joker"];
const TYPE_RANK: Record<string, number> = { start: 4, seven: 3, move: 2, swap: 1 };
const key = (a: DogAction): string => JSON.stringify(a);

/** The rank an action plays (a Joker's declared rank; "7" for a 7's part). */
function rankOf(action: DogAction): string | undefined {
  if (action.type === "exchange") return undefined;
  if (action.type === "seven") return "7";
  return action.as ?? action.card;
}

/** The kinds of choice clicking this action goes through. */
export function kindsOf(action: DogAction, legal: readonly DogAction[]): Kind[] {
  if (action.type === "exchange") return ["exchange"];
  const kinds: Kind[] = [];
  if (action.card === "Joker") kinds.push("joker");
  if (action.type === "seven" && action.card !== undefined && action.steps < 7) kinds.push("seven-split");
  if (action.type === "swap") kinds.push("swap");
  if (action.type === "start") kinds.push("start");
  // The marbles this card (at this rank) could move: more than one, and the page asks which.
  const same = legal.filter((a) => a.type !== "exchange" && a.card === action.card && rankOf(a) === rankOf(action));
  if (action.card !== undefined && new Set(same.map((a) => (a as { marble: number }).marble)).size > 1) kinds.push("marble-pick");
  return kinds;
}

/** The policy: a kind not shown yet first (a 7 split as short as it goes), else a start, the longest step forward. */
export function pageChoice(state: DogState, legal: readonly DogAction[], covered: ReadonlySet<Kind>): DogAction {
  const sorted = [...legal].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  if (state.phase === "exchange") {
    const card = GIVE.find((c) => sorted.some((a) => a.card === c))!;
    return sorted.find((a) => a.card === card)!;
  }
  for (const kind of WANTED) {
    if (covered.has(kind)) continue;
    const fits = sorted.filter((a) => kindsOf(a, legal).includes(kind));
    if (fits.length === 0) continue;
    if (kind === "seven-split") return fits.reduce((x, y) => ((y as { steps: number }).steps < (x as { steps: number }).steps ? y : x));
    return fits[0];
  }
  const score = (a: DogAction): number => (TYPE_RANK[a.type] ?? 0) * 100 + ("steps" in a ? a.steps : 0) + ("finish" in a && a.finish ? 50 : 0);
  return sorted.reduce((x, y) => (score(y) > score(x) ? y : x));
}

/**
 * Where the moving marble ends, as the page labels its target (the renderer's rule,
 * client/src/games/dog/choices.ts `destination`: DOG-10 finish fields count on from the
 * start field).
 */
function destination(marbles: readonly number[], action: Extract<DogAction, { type: "move" | "seven" }>): number {
  const from = marbles[action.marble];
  if (from >= Dog.FINISH) return from + action.steps;
  if (action.finish) {
    const start = 16 * (action.marble >> 2);
    const toStart = (((start - from) % 64) + 64) % 64;
    return Dog.FINISH + action.steps - toStart - 1;
  }
  return (((from + action.steps) % 64) + 64) % 64;
}

/** The labels a player clicks for `action`, in order (a marble label only when the page asks for one). */
export function clickPath(action: DogAction, marbles: readonly number[]): { card?: string; rank?: string; marble?: string; target: string } {
  if (action.type === "exchange") return { card: `Card ${action.card} #1`, target: `Give card ${action.card}` };
  const m = action.marble;
  let target: string;
  if (action.type === "start") target = `Marble ${m} to start`;
  else if (action.type === "swap") target = `Marble ${m} swap with marble ${action.other}`;
  else {
    const place = destination(marbles, action);
    target = place >= Dog.FINISH ? `Marble ${m} to finish ${place - Dog.FINISH}` : `Marble ${m} to field ${place}`;
  }
  return {
    card: action.card === undefined ? undefined : `Card ${action.card} #1`,
    rank: action.card === "Joker" ? `Joker as ${rankOf(action)}` : undefined,
    marble: `Marble ${m}`,
    target,
  };
}

export interface SeedPlan {
  /** When each kind is first clicked (the page action's index, counted over both pages). */
  firstAt: Partial<Record<Kind, number>>;
  missing: Kind[];
  /** Page actions before the end of deal 2. */
  pageActions: number;
  /** Cards played (parts of a 7 included) by each seat's page; 0 at the bots' seats. */
  plays: number[];
}

/** Replays the test's game with the engine: the page policy at 0 and 2, the bots at 1 and 3. */
export function dogSeedPlan(seed: string, deals = 2): SeedPlan {
  let state = Dog.dog.setup(4, seed, {});
  const rngs = [0, 1, 2, 3].map((seat) => new Rng(seedRng(BOT_SEED(seat))));
  const covered = new Set<Kind>();
  const firstAt: Partial<Record<Kind, number>> = {};
  let pageActions = 0;
  const plays = [0, 0, 0, 0];
  while (state.phase !== "over" && state.deals <= deals) {
    const seat = Dog.dog.activeSeats(state)[0];
    const legal = Dog.dog.legalActions(state, seat);
    let action: DogAction;
    if (PAGE_SEATS.includes(seat)) {
      action = pageChoice(state, legal, covered);
      for (const kind of kindsOf(action, legal)) if (!covered.has(kind)) {
        covered.add(kind);
        firstAt[kind] = pageActions;
      }
      pageActions++;
      if (action.type !== "exchange") plays[seat]++;
    } else {
      action = Dog.dogBot(Dog.dog.view(state, seat), rngs[seat]);
    }
    state = Dog.dog.apply(state, seat, action);
  }
  return { firstAt, missing: WANTED.filter((kind) => !covered.has(kind)), pageActions, plays };
}
