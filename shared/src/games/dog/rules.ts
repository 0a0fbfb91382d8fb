import type { Outcome } from "../../engine/contract.js";
import { defineRules } from "../../engine/views.js";
import { setupOptions } from "../../engine/facts.js";
import { RuleError } from "../../engine/errors.js";
import { seedRng, withRng } from "../../engine/random.js";
import { dogFacts } from "./facts.js";
import { nextSeat, team, teamHome, teammates } from "./board.js";
import { nextDeal, resolveTeamExchange } from "./deal.js";
import { canPlay, cardActions, handActions } from "./legal.js";
import { moveMarbles, type Work } from "./moves.js";
import { partAllowed, sevenParts } from "./seven.js";
import { KENNEL, type Card, type DogAction, type DogEvent, type DogOptions, type DogPrivateView, type DogPublicView, type DogState } from "./types.js";
import { layoutOf } from "./layout.js";
import { checkShape, sameAction } from "./validate.js";
import { dogCandidates } from "./candidates.js";
import { dogPublicAction, dogPublicView, dogSecrets } from "./view.js";

const DEFAULT_OPTIONS: DogOptions = { houseTeamsOfThree: false };

const readOptions = (options: Partial<DogOptions> | undefined): DogOptions => setupOptions(dogFacts, DEFAULT_OPTIONS, options);

/** DOG-15: four or six seats (defineRules refuses any other count); DOG-20 seats six in two teams of three. */
function setup(players: number, seed: string, options?: Partial<DogOptions>): DogState {
  const layout = layoutOf(players, readOptions(options));
  const [dealer, rng] = withRng(seedRng(seed), (r) => r.int(players));
  const blank: DogState = {
    rng,
    layout,
    dealer,
    deals: 0,
    firstPlayer: dealer,
    deck: [],
    hands: Array.from({ length: players }, () => []),
    discard: [],
    phase: "exchange",
    exchange: Array.from({ length: players }, () => null),
    received: Array.from({ length: players }, () => null),
    turn: dealer,
    folded: Array.from({ length: players }, () => false),
    marbles: Array.from({ length: 4 * players }, () => KENNEL),
    fresh: Array.from({ length: 4 * players }, () => false),
    seven: null,
    events: [],
    winner: null,
  };
  const { event, ...deal } = nextDeal(blank);
  return { ...blank, ...deal, events: [event] };
}

function activeSeats(state: DogState): number[] {
  if (state.phase === "over") return [];
  if (state.phase === "exchange") return state.exchange.flatMap((card, seat) => (card === null ? [seat] : []));
  return [state.turn];
}

function legalActions(state: DogState, seat: number): DogAction[] {
  if (state.phase === "over" || !(seat >= 0 && seat < state.layout.seats)) return [];
  if (state.phase === "exchange") {
    if (state.exchange[seat] !== null || !state.hands[seat]) return [];
    return [...new Set(state.hands[seat])].map((card) => ({ type: "exchange", card }));
  }
  if (seat !== state.turn) return [];
  if (state.seven) {
    const out: DogAction[] = [];
    sevenParts(state.layout, state.marbles, state.fresh, seat, state.seven.remaining, undefined, out);
    return out;
  }
  return handActions(state.layout, state.marbles, state.fresh, seat, state.hands[seat]);
}

function apply(state: DogState, seat: number, action: DogAction): DogState {
  checkShape(action, state.marbles.length);
  if (state.phase === "over") throw new RuleError("game-over", "The game is over.");
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.layout.seats) throw new RuleError("not-your-turn", "There is no such seat.");
  if (state.phase === "exchange") return chooseExchange(state, seat, action);
  if (seat !== state.turn) throw new RuleError("not-your-turn", "It is not your turn.");
  if (action.type === "exchange") throw new RuleError("illegal-action", "The exchange is over for this deal.");
  return play(state, seat, action);
}

function chooseExchange(state: DogState, seat: number, action: DogAction): DogState {
  if (state.exchange[seat] !== null) throw new RuleError("exchange-done", "You have already chosen the card for your partner.");
  if (action.type !== "exchange") throw new RuleError("illegal-action", "First choose a card for your partner.");
  if (!state.hands[seat].includes(action.card)) throw new RuleError("not-in-hand", "That card is not in your hand.");
  const exchange = state.exchange.slice();
  exchange[seat] = action.card;
  if (teammates(state.layout, seat).some((mate) => exchange[mate] === null)) return { ...state, exchange, events: [] };
  const { hands, received } = resolveTeamExchange({ ...state, exchange }, seat);
  const next: DogState = { ...state, exchange, hands, received, events: [{ type: "exchanged", team: team(state.layout, seat) }] };
  // Play starts once every team has exchanged.
  if (exchange.includes(null)) return next;
  return passTurn({ ...next, phase: "play" }, next.firstPlayer);
}

function play(state: DogState, seat: number, action: DogAction): DogState {
  const work: Work = { marbles: state.marbles.slice(), fresh: state.fresh.slice(), events: [] };
  const events = work.events as DogEvent[];
  let hands = state.hands;
  let discard = state.discard;
  let seven = state.seven;

  if (seven) {
    if (action.type !== "seven" || action.card !== undefined) {
      throw new RuleError("illegal-action", `Finish your 7 first: ${seven.remaining} steps are left.`);
    }
  } else {
    if (action.type === "seven" && action.card === undefined) throw new RuleError("illegal-action", "Name the card of your 7.");
    const card = action.card as Card;
    const hand = state.hands[seat];
    const at = hand.indexOf(card);
    if (at < 0) throw new RuleError("not-in-hand", "That card is not in your hand.");
    // Only the uses of this one card are generated to check the action.
    if (action.type !== "seven" && !cardActions(state.layout, state.marbles, state.fresh, seat, card).some((legal) => sameAction(legal, action))) {
      throw new RuleError("illegal-action", "That card cannot be played that way now.");
    }
    const rest = hand.slice();
    rest.splice(at, 1);
    hands = state.hands.slice();
    hands[seat] = rest;
    discard = [...state.discard, card];
    const as = action.type === "seven" ? (card === "Joker" ? "7" : undefined) : "as" in action ? action.as : undefined;
    events.push(as === undefined ? { type: "played", seat, card } : { type: "played", seat, card, as });
    // The 7 goes to the discard as it starts: the pending steps live in `seven`.
    if (action.type === "seven") seven = { card: action.card as "7" | "Joker", remaining: 7 };
  }

  if (action.type === "seven") {
    const remaining = (seven as { remaining: number }).remaining;
    if (!partAllowed(state.layout, state.marbles, state.fresh, seat, remaining, action.marble, action.steps, action.finish)) {
      throw new RuleError("illegal-action", "That part of the 7 is not possible, or leaves steps that cannot be used.");
    }
    seven = action.steps === remaining ? null : { card: (seven as { card: "7" | "Joker" }).card, remaining: remaining - action.steps };
  }
  moveMarbles(work, state.marbles, state.fresh, action);

  const next: DogState = { ...state, marbles: work.marbles, fresh: work.fresh, hands, discard, seven, events };
  // DOG-14: only the acting team's marbles can have come home.
  if (teamHome(state.layout, next.marbles, seat)) {
    const winner = team(state.layout, seat);
    events.push({ type: "won", team: winner });
    return { ...next, phase: "over", winner, seven: null };
  }
  return seven ? next : passTurn(next, nextSeat(state.layout, seat));
}

/**
 * DOG-5: hands the turn to the next seat, from `from` on, that can play. A seat holding cards
 * with no use for any folds on the spot (face up). When every hand is empty, the next deal.
 */
function passTurn(state: DogState, from: number): DogState {
  let hands = state.hands;
  let folded = state.folded;
  let discard = state.discard;
  const events = state.events;
  const seats = state.layout.seats;
  for (let k = 0; k < seats; k++) {
    const seat = (from + k) % seats;
    const hand = hands[seat];
    if (hand.length === 0) continue;
    if (canPlay(state.layout, state.marbles, state.fresh, seat, hand)) return { ...state, hands, folded, discard, turn: seat };
    hands = hands.slice();
    hands[seat] = [];
    folded = folded.slice();
    folded[seat] = true;
    discard = [...discard, ...hand];
    events.push({ type: "folded", seat, cards: hand.slice() });
  }
  const { event, ...deal } = nextDeal({ ...state, discard });
  events.push(event);
  return { ...state, ...deal, events };
}

/** DOG-14, DOG-19: the winning team's seats win, every other seat loses. */
function outcome(state: DogState): Outcome | null {
  if (state.winner === null) return null;
  return { winners: teammates(state.layout, state.winner) };
}

export const dog = /* @__PURE__ */ defineRules<DogState, DogAction, DogPublicView, DogPrivateView, DogOptions>(dogFacts, {
  defaultOptions: DEFAULT_OPTIONS,
  setup,
  activeSeats,
  legalActions,
  candidates: dogCandidates,
  apply,
  publicView: dogPublicView,
  secrets: dogSecrets,
  publicAction: dogPublicAction,
  outcome,
});
