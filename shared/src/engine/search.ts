import type { GameRules, SearchBudget, StrongBot } from "./contract.js";
import { Rng, type RngState } from "./random.js";

/**
 * What a game lends the search: the one strong player (`searchPlayer`) serves all four games.
 *
 * The search never sees the true state. Each iteration it draws a state the seat's view could
 * come from (`sample`): in the card games the hidden cards dealt at random consistently with
 * what the seat has seen, in every game a fresh generator, so future dice and deals are drawn
 * anew each time. Over many such samples the tree's statistics weigh every possibility by how
 * often it comes up: determinized, single-observer information-set MCTS (Cowling, Powley and
 * Whitehouse, 2012). For the dice games, a fresh generator per iteration makes it open-loop
 * MCTS with chance: the same line of choices meets different rolls.
 */
export interface SearchGame<State, View, Action> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rules: GameRules<State, Action, any, any, any>;
  /** A whole state the view could come from, what it hides drawn with `rng`. */
  sample(view: View, rng: Rng): State;
  /** A quick move for the playouts. It may read the sampled state: a sample has no secrets. */
  playout(state: State, seat: number, rng: Rng): Action;
  /**
   * Each seat's worth of a state, between 0 and 1 (its win, its share of the points). `from`
   * is the iteration's sample, for a game that judges what changed since (e.g. this deal's points).
   */
  value(state: State, from: State): number[];
  /** Decisions played out after the tree before `value` judges the state. */
  depth: number;
  /**
   * Optional: instead of the tree, judge the seat's own choices only, flat, with common random
   * numbers (see `pairedChoice`). Suits a game whose rewards are noisy (the deal decides much)
   * and whose playouts are long: every choice meets the same samples, so their difference
   * shows with far fewer playouts than independent ones would need.
   */
  paired?: boolean;
  /**
   * The share of the other seats' playout moves drawn at random among the moves the search
   * weighs (`actions`) rather than by `playout` (0 by default). `playout` is the easy level's
   * habits: a search that played every opponent by them would learn to beat that one player,
   * and misjudge a person, or anyone, who plays otherwise.
   */
  loose?: number;
  /** The exploration constant of UCB1 (√2 by default, for rewards between 0 and 1). */
  exploration?: number;
  /**
   * The actions the search weighs at a decision, out of the legal ones (all of them by
   * default), at the root too. `legal()` lists them all; a game may instead build its few
   * candidates itself when listing every legal action would cost too much. It leaves out
   * steps that only undo a choice (Frontline's `back`), which would send the tree round in
   * circles, or weak or redundant choices (Dog Eat Dog's attacks, Deathtrap's returns and
   * leads). Never empty when there are legal actions. The seat still returns one of its
   * view's legal actions.
   */
  actions?(state: State, seat: number, legal: () => Action[], root: boolean): Action[];
  /**
   * Who acts in the tree and the playouts when several seats may (the first active seat,
   * and a random one in the playouts, by default): a game whose second active seat may only
   * claim a draw (Frontline) lets the seat on turn play on.
   */
  actor?(state: State): number;
  /**
   * Whether a playout stops here, before `depth` decisions, for `value` to judge: e.g. at the
   * end of the turn the search began in (`first` is this iteration's sample), where the
   * dice of the next turn have not been rolled yet (Frontline), or at the end of the round,
   * which `value` judges exactly (Deathtrap). Checked after the tree and every playout move.
   */
  until?(state: State, first: State): boolean;
}

interface Node {
  seat: number;
  action: unknown;
  parent: Node | null;
  children: Map<string, Node>;
  visits: number;
  /** Times this node's action was legal when its parent was reached (the ISMCTS count). */
  available: number;
  /** The sum of the rewards of `seat`, who chose this action. */
  reward: number;
}

const now = (): number => (globalThis as { performance?: { now(): number } }).performance?.now() ?? Date.now();

/** A generator nobody has seen, for a sampled state: its dice and deals are drawn anew. */
export function unseenRng(rng: Rng): RngState {
  let key = "";
  for (let i = 0; i < 8; i++) key += rng.uint32().toString(16).padStart(8, "0");
  return { key, used: 0 };
}

/**
 * A quick generator for the paired playouts (xorshift128 seeded from a fresh key): they draw
 * a great many small numbers, and need them reproducible and unseen, not a cipher's quality.
 */
class PlayoutRng extends Rng {
  private x: number;
  private y: number;
  private z: number;
  private w: number;

  constructor(state: RngState) {
    super(state);
    const word = (i: number): number => parseInt(state.key.slice(i * 8, i * 8 + 8), 16) | 0;
    this.x = word(0) || 1;
    this.y = word(1);
    this.z = word(2);
    this.w = word(3);
  }

  override uint32(): number {
    const t = this.x ^ (this.x << 11);
    this.x = this.y;
    this.y = this.z;
    this.z = this.w;
    this.w = this.w ^ (this.w >>> 19) ^ (t ^ (t >>> 8));
    return this.w >>> 0;
  }
}

/**
 * The sample of a game that hides nothing but the dice to come: the table itself, rebuilt from
 * the view once per decision (every iteration of one decision reads the same view), with a
 * fresh generator each time.
 */
export function diceOnlySample<View extends object, State extends { rng: RngState }>(tableOf: (view: View) => Omit<State, "rng">): (view: View, rng: Rng) => State {
  const tables = new WeakMap<View, Omit<State, "rng">>();
  return (view, rng) => {
    let table = tables.get(view);
    if (table === undefined) {
      table = tableOf(view);
      tables.set(view, table);
    }
    return { ...table, rng: unseenRng(rng) } as State;
  };
}

const keyOf = (seat: number, action: unknown): string => `${seat}|${JSON.stringify(action)}`;

/**
 * The strong level for a game. It returns one of the view's legal actions, the one its
 * iterations visited most; with a single legal action it does not think at all.
 */
export function searchPlayer<State, View extends { seat?: number; legal?: Action[] }, Action>(
  game: SearchGame<State, View, Action>,
): StrongBot<View, Action> {
  const { rules } = game;
  const c = game.exploration ?? Math.SQRT2;
  return (view, rng, budget: SearchBudget) => {
    let legal = view.legal ?? [];
    if (legal.length === 0) throw new Error("the seat has nothing to decide");
    if (legal.length === 1) return legal[0];
    const me = view.seat ?? -1;
    // The root's choices, from a sample of its own (the same table as every iteration's).
    if (game.actions) {
      const all = legal;
      legal = game.actions(game.sample(view, rng), me, () => all, true);
    }
    if (legal.length === 1) return legal[0];
    if (game.paired) return pairedChoice(game, view, rng, budget, me, legal);
    const root: Node = { seat: -1, action: null, parent: null, children: new Map(), visits: 0, available: 0, reward: 0 };
    const start = now();
    for (let iteration = 0; iteration < budget.iterations; iteration++) {
      if (iteration % 8 === 7 && now() - start > budget.ms) break;
      const first = game.sample(view, rng);
      let state = first;
      let node = root;
      // Down the tree while every action legal in this sample has been tried.
      for (;;) {
        if (rules.outcome(state) !== null) break;
        // At the root the deciding seat acts, even among simultaneous choices.
        const seat = node === root ? me : game.actor ? game.actor(state) : rules.activeSeats(state)[0];
        const here = state;
        // At the root the choices are the view's (narrowed by the game's `actions` once, above):
        // they depend only on what the seat sees, so every sample gives the same list.
        const actions: Action[] =
          node === root ? legal : game.actions ? game.actions(here, seat, () => rules.legalActions(here, seat), false) : rules.legalActions(state, seat);
        const untried: [string, Action][] = [];
        let best: Node | null = null;
        let bestScore = -Infinity;
        for (const action of actions) {
          const key = keyOf(seat, action);
          const child = node.children.get(key);
          if (child === undefined) {
            untried.push([key, action]);
            continue;
          }
          child.available++;
          const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
          if (score > bestScore) {
            bestScore = score;
            best = child;
          }
        }
        if (untried.length > 0) {
          const [key, action] = untried[rng.int(untried.length)];
          const child: Node = { seat, action, parent: node, children: new Map(), visits: 0, available: 1, reward: 0 };
          node.children.set(key, child);
          state = rules.apply(state, seat, action);
          node = child;
          break;
        }
        node = best!;
        state = rules.apply(state, seat, node.action as Action);
      }
      state = playOut(game, state, first, rng, me);
      const values = game.value(state, first);
      for (let n: Node | null = node; n !== null; n = n.parent) {
        n.visits++;
        if (n.seat >= 0) n.reward += values[n.seat];
      }
    }
    return mostVisited(root, me, legal);
  };
}

/**
 * Flat Monte Carlo at the root with common random numbers and successive halving. Each
 * sample (a state drawn from the view, and one generator for its playouts) is played out
 * after every choice still in the running, so the choices are compared on the same deals
 * and the same future draws; after each round of samples the worse half drops out. The
 * budget's iterations count playouts. Returns the choice with the best mean.
 */
function pairedChoice<State, View, Action>(
  game: SearchGame<State, View, Action>,
  view: View,
  rng: Rng,
  budget: SearchBudget,
  me: number,
  legal: Action[],
): Action {
  const { rules } = game;
  const start = now();
  let alive = legal.map((action) => ({ action, sum: 0, n: 0 }));
  let left = budget.iterations;
  let rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  let out = false;
  while (alive.length > 1 && left > 0 && !out) {
    const samples = Math.max(1, Math.floor(left / rounds / alive.length));
    for (let i = 0; i < samples && !out; i++) {
      const from = game.sample(view, rng);
      const future = unseenRng(rng);
      for (const entry of alive) {
        const playRng = new PlayoutRng(future);
        const state = playOut(game, rules.apply(from, me, entry.action), from, playRng, me);
        entry.sum += game.value(state, from)[me];
        entry.n++;
        left--;
      }
      if (now() - start > budget.ms) out = true;
    }
    // Every choice still in has met the same samples: the means compare directly.
    alive.sort((a, b) => b.sum / b.n - a.sum / a.n);
    alive = alive.slice(0, Math.ceil(alive.length / 2));
    rounds = Math.max(1, rounds - 1);
  }
  return alive[0].action;
}

/**
 * A playout from `state`: the game's quick moves for up to `depth` decisions, until the game
 * ends or the game says to stop (`until`, against the iteration's sample `first`); the seats
 * other than `me` play loose (`loose`) now and then.
 */
function playOut<State, View, Action>(game: SearchGame<State, View, Action>, state: State, first: State, rng: Rng, me: number): State {
  const { rules } = game;
  const loose = game.loose ?? 0;
  for (let d = 0; d < game.depth && rules.outcome(state) === null && !(game.until?.(state, first) ?? false); d++) {
    let seat: number;
    if (game.actor) seat = game.actor(state);
    else {
      const active = rules.activeSeats(state);
      seat = active[rng.int(active.length)];
    }
    let action: Action;
    if (seat !== me && loose > 0 && rng.uint32() < loose * 0x1_0000_0000) {
      const here = state;
      const all = () => rules.legalActions(here, seat) as Action[];
      const moves = game.actions ? game.actions(here, seat, all, false) : all();
      action = moves[rng.int(moves.length)];
    } else action = game.playout(state, seat, rng);
    state = rules.apply(state, seat, action);
  }
  return state;
}

/** The legal action whose node was visited most (ties: the first legal one). */
function mostVisited<Action>(root: Node, seat: number, legal: Action[]): Action {
  let chosen = legal[0];
  let most = -1;
  for (const action of legal) {
    const visits = root.children.get(keyOf(seat, action))?.visits ?? 0;
    if (visits > most) {
      most = visits;
      chosen = action;
    }
  }
  return chosen;
}

/** Each seat's worth of an ended game: a share of the win among its winners (teams win together). */
export function winValues(winners: readonly number[], players: number): number[] {
  return Array.from({ length: players }, (_, seat) => (winners.includes(seat) ? 1 : 0));
}
