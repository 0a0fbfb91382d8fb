import { Rng, seedRng, type AnyGameRules, type GameFacts, type OptionValue } from "@tablee/shared";

/** One accepted move of a game record: who did what. */
export interface Move {
  seat: number;
  action: unknown;
}

/** A legal move at random (`pick(n)` chooses an index in [0, n)), or null once the game is over. */
export function randomMove(game: AnyGameRules, state: unknown, pick: (n: number) => number): Move | null {
  const active = game.activeSeats(state);
  if (active.length === 0) return null;
  const seat = active[pick(active.length)];
  const legal = game.legalActions(state, seat);
  return { seat, action: legal[pick(legal.length)] };
}

/** Plays random legal moves; `pick(n)` chooses an index in [0, n). Stops when over or after `limit`. */
export function playRandomly(
  game: AnyGameRules,
  state: unknown,
  limit: number,
  pick: (n: number) => number,
  onMove?: (before: unknown, move: Move, after: unknown) => void,
): { state: unknown; moves: Move[] } {
  const moves: Move[] = [];
  for (let i = 0; i < limit; i++) {
    const move = randomMove(game, state, pick);
    if (move === null) break;
    const { seat, action } = move;
    const next = game.apply(state, seat, action);
    onMove?.(state, { seat, action }, next);
    moves.push({ seat, action });
    state = next;
  }
  return { state, moves };
}

/** A picker drawing from its own seeded stream, so a failing game can be replayed. */
export function seededPicker(seed: string): (n: number) => number {
  const rng = new Rng(seedRng(`picker:${seed}`));
  return (n) => rng.int(n);
}

/** Freezes a value and everything reachable from it, so any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Replays a record from its seed and options. */
export function replay(game: AnyGameRules, players: number, seed: string, options: unknown, moves: Move[]): unknown {
  let state = game.setup(players, seed, options as object);
  for (const { seat, action } of moves) state = game.apply(state, seat, action);
  return state;
}

/** Each of a game's options at its last choice: tables that try what a default game leaves out. */
export function lastChoices(facts: GameFacts): Record<string, OptionValue> {
  return Object.fromEntries(facts.options.map((option) => [option.id, option.choices.at(-1)!.value]));
}
