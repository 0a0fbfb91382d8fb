import { RuleError } from "../../engine/errors.js";
import { seedRng, withRng } from "../../engine/random.js";
import { Draft } from "./draft.js";
import { roll } from "./turn.js";
import { SQUARES, type FrontlineOptions, type FrontlineState, type Seat } from "./types.js";

export const defaultOptions: FrontlineOptions = { firstPlayer: "random", turnLimit: null };

/** Options come from the table form: refuse anything that is not one of their values. */
function checkOptions(options: Partial<FrontlineOptions> | undefined): FrontlineOptions {
  const o = { ...defaultOptions, ...options };
  if (o.firstPlayer !== "random" && o.firstPlayer !== 0 && o.firstPlayer !== 1) {
    throw new RuleError("bad-options", "The first player is random, 0 or 1.");
  }
  if (o.turnLimit !== null && !(Number.isInteger(o.turnLimit) && o.turnLimit >= 1)) {
    throw new RuleError("bad-options", "The turn limit is a whole number of turns, or none.");
  }
  return { firstPlayer: o.firstPlayer, turnLimit: o.turnLimit };
}

/** FL-1: an empty board, everything in the supply; FL-3: the first player; FL-4: the first roll. */
export function setup(players: number, seed: string, options?: Partial<FrontlineOptions>): FrontlineState {
  const opts = checkOptions(options);
  let rng = seedRng(seed);
  let first: Seat;
  if (opts.firstPlayer === "random") [first, rng] = withRng(rng, (r) => r.int(2) as Seat);
  else first = opts.firstPlayer;
  const blank: FrontlineState = {
    rng,
    options: opts,
    board: Array.from({ length: SQUARES }, () => null),
    supply: { red: [3, 3, 3], blue: [3, 3, 3], green: [3, 3, 3], yellow: [3, 3, 3], black: [3, 3, 3] },
    crossed: [[], []],
    firstPlayer: first,
    turn: first,
    turnsPlayed: 0,
    quietTurns: 0,
    crossedThisTurn: false,
    dice: [],
    step: { kind: "die" },
    result: null,
    events: [],
  };
  const d = new Draft(blank);
  d.event({ type: "first-player", seat: first, by: opts.firstPlayer === "random" ? "draw" : "table" });
  roll(d);
  return d.s;
}
