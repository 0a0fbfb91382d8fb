/**
 * Hand-built Dog Eat Dog positions with dice made certain: `position` lays out piles,
 * tipped pyramids and captures, and `dice` lists the next six-sided draws the engine will
 * make (the attacker's dice, the Treehouse face as `face("HOP")`, then each defender's dice
 * top down). The generator is placed at a point of its keystream where exactly those values
 * come next, so the engine rolls them itself.
 */
import { DogEatDog, Rng, seedRng, type RngState } from "@tablee/shared";

type DedState = DogEatDog.DedState;
type DedStep = DogEatDog.DedStep;

export interface PositionSpec {
  players: number;
  /** Stacks, bottom to top; every other pyramid not captured stands alone. */
  stacks?: number[][];
  tipped?: number[];
  /** Captures by seat. */
  captured?: Record<number, number[]>;
  turn?: number;
  step?: DedStep;
  treehouse?: boolean;
  passes?: number;
  attacked?: boolean;
  /** The next values of the generator's draws of six, each 1..6. */
  dice?: number[];
}

/** A pyramid's id from its seat, size (1..3) and copy (0..2). */
export const pyr = (seat: number, size: 1 | 2 | 3, copy = 0): number => seat * 9 + (size - 1) * 3 + copy;

/** The draw that shows a Treehouse face (faces are drawn like a die, in TREEHOUSE_FACES order). */
export const face = (name: DogEatDog.TreehouseFace): number => DogEatDog.TREEHOUSE_FACES.indexOf(name) + 1;

const LIMIT = 0x1_0000_0000 - (0x1_0000_0000 % 6);
const KEY = seedRng("dog-eat-dog test dice").key;
let words: number[] = [];

function keystream(length: number): number[] {
  if (words.length < length) {
    const rng = new Rng({ key: KEY, used: 0 });
    words = Array.from({ length }, () => rng.uint32());
  }
  return words;
}

/** A generator state whose next die() draws are `values` (searched in one keystream). */
export function rngFor(values: number[]): RngState {
  if (values.length === 0) return { key: KEY, used: 0 };
  const stream = keystream(Math.max(200_000, 6 ** values.length * 12));
  for (let used = 0; used < stream.length - 4 * values.length; used++) {
    let at = used;
    let ok = true;
    for (const value of values) {
      while (stream[at] >= LIMIT) at++;
      if ((stream[at++] % 6) + 1 !== value) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    const state = { key: KEY, used };
    const check = new Rng(state);
    if (values.every((value) => check.die() === value)) return state;
  }
  throw new Error(`no place in the test keystream draws ${values.join(",")}`);
}

export function position(spec: PositionSpec): DedState {
  const { dogEatDog } = DogEatDog;
  const base = dogEatDog.setup(spec.players, "hand-built", { treehouse: spec.treehouse ?? false });
  const count = spec.players * 9;
  const piles = Array.from({ length: count }, (_, id) => [id]);
  for (const stack of spec.stacks ?? []) {
    for (const id of stack) piles[id] = [];
    piles[stack[0]] = stack.slice();
  }
  const captured: number[][] = Array.from({ length: spec.players }, () => []);
  for (const [seat, ids] of Object.entries(spec.captured ?? {})) {
    for (const id of ids) piles[id] = [];
    captured[Number(seat)] = ids.slice();
  }
  const tipped = new Array<boolean>(count).fill(false);
  for (const id of spec.tipped ?? []) tipped[id] = true;
  return {
    ...base,
    rng: rngFor(spec.dice ?? []),
    piles,
    tipped,
    captured,
    turn: spec.turn ?? 0,
    step: spec.step ?? { kind: "attack" },
    passes: spec.passes ?? 0,
    attacked: spec.attacked ?? false,
    lastAttack: null,
    events: [],
    result: null,
  };
}

/** The one attack event of an apply (its dice and result). */
export function attackOf(state: DedState): DogEatDog.AttackRecord {
  const attacks = state.events.filter((event) => event.type === "attack");
  if (attacks.length !== 1) throw new Error(`expected one attack, saw ${attacks.length}`);
  return (attacks[0] as { type: "attack"; attack: DogEatDog.AttackRecord }).attack;
}
