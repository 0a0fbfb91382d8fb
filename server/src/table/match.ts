import { RuleError, type AnyGameRules, type Outcome, type PrivateView } from "@tablee/shared";
import type { StoredGame } from "../store/store.js";
import { digestDue, gameViews, replayGame, viewsDigest, type GameViews } from "./views.js";

/** A game's start, worked out but not yet stored. */
export interface NewGame {
  game: unknown;
  views: GameViews;
  gameNo: number;
  seed: string;
  /** The seats the game awaits first. */
  first: number[];
}

/** A decision, worked out but not yet stored: the game after it and what every seat sees then. */
export interface Decision {
  game: unknown;
  views: GameViews;
  /** The views' digest when this action carries one (views.ts, `digestDue`), else "". */
  digest: string;
  outcome: Outcome | null;
  /** The seats awaited before the decision, and after it (none once the game is over). */
  before: number[];
  after: number[];
}

/**
 * The table's game: the engine's state, the game's number and its seed. Each change is worked
 * out first (`open`, `decide`), stored by the table, then taken (`begin`, `take`), so a write
 * that fails leaves the game as its players saw it. No schema, no store, no timer.
 */
export class Match {
  /** The engine's state: holds the deck and the generator, so it never enters the schema. */
  private game: unknown = null;
  private number = 0;
  /** The current game's seed: the bots' generators are drawn from it, out of the players' reach. */
  private seed = "";

  constructor(
    private readonly rules: AnyGameRules,
    readonly options: Record<string, unknown>,
  ) {}

  /** A game is set up (under way or over) and not yet put away by a rematch. */
  get running(): boolean {
    return this.game !== null;
  }

  get gameNo(): number {
    return this.number;
  }

  /**
   * The stored game as it was, replayed from seed and actions and checked against the digests
   * of the views its players had. Returns its views now.
   */
  restore(table: string, seatCount: number, stored: StoredGame): GameViews {
    const game = replayGame(this.rules, seatCount, this.options, stored);
    if (game === null) throw new Error(`table ${table}: game ${stored.gameNo} replays to another state than the one its players saw`);
    const views = gameViews(this.rules, game, seatCount);
    this.game = game;
    this.number = stored.gameNo;
    this.seed = stored.seed;
    return views;
  }

  /** The number of the table's last game, when none is under way (a table restored before its next start). */
  numbered(gameNo: number): void {
    this.number = gameNo;
  }

  /** The next game, dealt from `seed`. */
  open(seatCount: number, seed: string): NewGame {
    const game = this.rules.setup(seatCount, seed, this.options);
    return { game, views: gameViews(this.rules, game, seatCount), gameNo: this.number + 1, seed, first: this.rules.awaitedSeats(game) };
  }

  begin(next: NewGame): void {
    this.game = next.game;
    this.seed = next.seed;
    this.number = next.gameNo;
  }

  /** `seat`'s action, the game's `index`-th, through the engine's checks (whose turn, legality, shape). */
  decide(seat: number, action: unknown, seatCount: number, index: number): Decision {
    const rules = this.rules;
    if (!rules.activeSeats(this.game).includes(seat)) throw new RuleError("not-your-turn", "it is not your turn");
    const before: number[] = rules.awaitedSeats(this.game);
    const game = rules.apply(this.game, seat, action);
    const views = gameViews(rules, game, seatCount);
    const outcome = rules.outcome(game) as Outcome | null;
    const digest = digestDue(index, outcome !== null) ? viewsDigest(views) : "";
    return { game, views, digest, outcome, before, after: outcome === null ? rules.awaitedSeats(game) : [] };
  }

  take(decision: Decision): void {
    this.game = decision.game;
  }

  /** A rematch puts the game away; the next start deals a new one. */
  end(): void {
    this.game = null;
  }

  /** The seats that may act now (an optional move included), and those the table waits for. */
  active(): number[] {
    return this.game === null ? [] : this.rules.activeSeats(this.game);
  }

  awaited(): number[] {
    return this.game === null ? [] : this.rules.awaitedSeats(this.game);
  }

  /** What a seat knows: the public view with its private view over it (what its bot decides from). */
  view(seat: number): unknown {
    return this.rules.view(this.game, seat);
  }

  privateView(seat: number): PrivateView | undefined {
    return this.game === null ? undefined : this.rules.privateView(this.game, seat);
  }

  /** A bot's generator for one decision: from the game's secret seed, so no player can foresee it. */
  botSeed(moves: number, seat: number): string {
    return `${this.seed}/bot/${this.number}/${moves}/${seat}`;
  }
}
