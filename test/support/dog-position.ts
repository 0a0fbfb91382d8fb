/**
 * Builds DOG positions by hand for the ruling tests: say where the marbles that matter stand,
 * which are fresh, who holds what and whose turn it is; everything else gets a sensible
 * default (marbles in their kennels, a play phase of deal 1, the rest of the deck undealt).
 */
import { Dog, seedRng } from "@tablee/shared";

type Card = Dog.Card;
type DogState = Dog.DogState;

export const { FINISH, KENNEL } = Dog;

/** Finish field `i` (0 nearest the start) of the marble's owner, on a table of `seats` (DOG-15: the finish places follow the track's 16 fields a seat). */
export function fin(i: number, seats = 4): number {
  return 16 * seats + i;
}

export interface PositionSpec {
  /** Marble id -> place; unnamed marbles are in their kennels. */
  at?: Record<number, number>;
  /** Marbles that just came out (DOG-8): each must stand on its own start field. */
  fresh?: number[];
  /** Seat -> hand; unnamed seats hold nothing. */
  hands?: Partial<Record<number, Card[]>>;
  turn?: number;
  seven?: Dog.PendingSeven | null;
  folded?: number[];
  discard?: Card[];
  deals?: number;
  seed?: string;
  /** 4 (the default) or 6 (DOG-15). */
  seats?: number;
  /** DOG-20: at six seats, two teams of three. */
  houseTeamsOfThree?: boolean;
}

export function position(spec: PositionSpec = {}): DogState {
  const turn = spec.turn ?? 0;
  const seats = spec.seats ?? 4;
  const everySeat = Array.from({ length: seats }, (_, seat) => seat);
  const marbles = Array.from({ length: 4 * seats }, () => KENNEL);
  for (const [marble, place] of Object.entries(spec.at ?? {})) marbles[Number(marble)] = place;
  const fresh = Array.from({ length: 4 * seats }, () => false);
  for (const marble of spec.fresh ?? []) {
    if (marbles[marble] !== Dog.startField(marble >> 2)) throw new Error(`fresh marble ${marble} must stand on its start field`);
    fresh[marble] = true;
  }
  const hands: Card[][] = everySeat.map((seat) => [...(spec.hands?.[seat] ?? [])]);
  const discard = [...(spec.discard ?? [])];
  const deck = Dog.fullDeck();
  for (const card of [...hands.flat(), ...discard]) deck.splice(deck.indexOf(card), 1);
  const folded = everySeat.map((seat) => (spec.folded ?? []).includes(seat));
  return {
    rng: seedRng(spec.seed ?? "position"),
    layout: Dog.layoutOf(seats, { houseTeamsOfThree: spec.houseTeamsOfThree }),
    dealer: (turn + seats - 1) % seats,
    deals: spec.deals ?? 1,
    firstPlayer: turn,
    deck,
    hands,
    discard,
    phase: "play",
    exchange: everySeat.map(() => null),
    received: everySeat.map(() => null),
    turn,
    folded,
    marbles,
    fresh,
    seven: spec.seven ?? null,
    events: [],
    winner: null,
  };
}

/** Actions in a stable order, so lists can be compared exactly whatever order they came in. */
export function sorted<T extends object>(actions: T[]): T[] {
  const key = (a: T) => JSON.stringify(Object.entries(a).sort(([x], [y]) => (x < y ? -1 : 1)));
  return [...actions].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
