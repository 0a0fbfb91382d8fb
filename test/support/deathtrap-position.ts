import { Deathtrap, seedRng } from "@tablee/shared";

type State = Deathtrap.DeathtrapState;
type CardKind = Deathtrap.CardKind;

/** Hands written as card names: `["orc", "orc", "red-lotus"]`. */
export function hand(cards: readonly CardKind[]): number[] {
  const counts = new Array<number>(16).fill(0);
  for (const card of cards) {
    const k = Deathtrap.kindIndex(card);
    if (k < 0) throw new Error(`no such card: ${card}`);
    counts[k]++;
  }
  return counts;
}

export interface TrickSpec {
  kind: Deathtrap.CreatureKind | null;
  naturals: number;
  wilds?: Deathtrap.WildKind[];
  by: number;
}

export interface PositionSpec {
  hands: CardKind[][];
  phase?: Deathtrap.Phase;
  turn?: number;
  trick?: TrickSpec | null;
  passes?: number;
  passed?: boolean[];
  round?: number;
  dealer?: number;
  finished?: number[];
  previousOrder?: number[] | null;
  scoreSheet?: number[][];
  swaps?: Deathtrap.Swap[];
  pigHolder?: number;
  options?: Partial<Deathtrap.DeathtrapOptions>;
  seed?: string;
}

/**
 * A hand-built position: by default round 1 in play, the Pig already gone, nobody out. Only
 * what a test names differs from that. The hands need not add up to a deck: the rules only
 * look at what is there.
 */
export function position(spec: PositionSpec): State {
  const players = spec.hands.length;
  const trick = spec.trick
    ? {
        kind: spec.trick.kind === null ? -1 : Deathtrap.kindIndex(spec.trick.kind),
        naturals: spec.trick.naturals,
        wilds: (spec.trick.wilds ?? []).map(Deathtrap.kindIndex),
        value: spec.trick.kind === null ? 0 : Deathtrap.kindIndex(spec.trick.kind) + 1,
        by: spec.trick.by,
      }
    : null;
  const phase = spec.phase ?? "play";
  const pigHolder = spec.pigHolder ?? 0;
  return {
    rng: seedRng(spec.seed ?? "position"),
    options: { pigLeader: "left-of-holder", ...spec.options },
    players,
    round: spec.round ?? 1,
    dealer: spec.dealer ?? players - 1,
    phase,
    hands: spec.hands.map(hand),
    swaps: spec.swaps ?? [],
    pig:
      phase === "swap"
        ? { holder: -1, done: false, discard: null, leader: null }
        : phase === "pig"
        ? { holder: pigHolder, done: false, discard: null, leader: null }
        : { holder: pigHolder, done: true, discard: 0, leader: (pigHolder + 1) % players },
    turn: phase === "play" ? (spec.turn ?? 0) : -1,
    trick,
    passes: spec.passes ?? 0,
    passed: spec.passed ?? new Array<boolean>(players).fill(false),
    finished: spec.finished ?? [],
    previousOrder: spec.previousOrder ?? null,
    scoreSheet: spec.scoreSheet ?? [],
    events: [],
  };
}

/** The hand of a seat as card names, in hand order. */
export function cardsOf(state: State, seat: number): CardKind[] {
  return Deathtrap.handCards(state.hands[seat]);
}

/**
 * For the registry's secrecy property: trades one card between two seats other than the
 * viewer (never the Pig, whose holder is public while it is to be played), so every count
 * stays the same; null when no such trade exists.
 */
export function deathtrapVariant(state: State, viewer: number | null): State | null {
  const seats = state.hands.map((_, s) => s).filter((s) => s !== viewer);
  for (const a of seats) {
    for (const b of seats) {
      if (b <= a) continue;
      for (let x = 0; x < 16; x++) {
        if (x === 12 || state.hands[a][x] === 0) continue;
        for (let y = 0; y < 16; y++) {
          if (y === 12 || y === x || state.hands[b][y] === 0) continue;
          const hands = state.hands.map((h) => h.slice());
          hands[a][x]--;
          hands[a][y]++;
          hands[b][y]--;
          hands[b][x]++;
          return { ...state, hands };
        }
      }
    }
  }
  return null;
}
