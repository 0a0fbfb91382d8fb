import type { Room } from "@colyseus/sdk";
import fc from "fast-check";
import { Rng, seedRng, type GameId } from "@tablee/shared";
import { describeFrame, fuzzFrame, refusalCodes, type FuzzFrame, type FuzzRole } from "./fuzz-frames.ts";
import { roundTrip } from "./server-harness.ts";
import { viewsOf, type Chooser } from "./table-play.ts";

/**
 * Clients that send fuzz frames (./fuzz-frames.ts) to a table in batches and check, after
 * each batch, that every frame got the answer the protocol promises and that the connection
 * is still open.
 */

/** Frames per batch: sent at once, then checked. */
const BATCH = 40;

/** The frames every fuzzer of a test sends together, up to `target`. */
export class FrameBudget {
  sent = 0;
  /** Errors received, by code. */
  readonly answers = new Map<string, number>();
  constructor(
    readonly target: number,
    readonly seed: number,
  ) {}
  get done(): boolean {
    return this.sent >= this.target;
  }
}

/** Every `error` a room receives, in order (registered at once, so none is missed). */
export function errorsOf(room: Room): { code: string; message: string }[] {
  const errors: { code: string; message: string }[] = [];
  room.onMessage("error", (error: { code: string; message: string }) => errors.push(error));
  return errors;
}

/**
 * Waits until every answer to what was sent before has arrived. A ping's reply leaves as the
 * server reads it, while a refusal that went through the table's queue of changes leaves a
 * moment later, in the same turn of the server's event loop: the second ping is read after
 * that turn, so its reply comes after every such answer.
 */
async function answered(room: Room): Promise<void> {
  for (let i = 0; i < 2; i++) {
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no reply to a ping within 20 s: the server stopped reading this socket")), 20_000);
    });
    try {
      await Promise.race([roundTrip(room), silence]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Matches the errors a batch got with its frames: each frame that must be refused takes one
 * error of its codes, each frame the table may accept takes at most one, and no error is left
 * over. Returns what is wrong, or undefined.
 */
export function mismatch(frames: readonly FuzzFrame[], errors: readonly { code: string; message: string }[]): string | undefined {
  const foreign = errors.find((e) => !refusalCodes.has(e.code));
  if (foreign) return `an error the protocol does not give: ${foreign.code} (${foreign.message})`;
  const left = new Map<string, number>();
  for (const { code } of errors) left.set(code, (left.get(code) ?? 0) + 1);
  const take = (code: string): boolean => {
    const n = left.get(code) ?? 0;
    if (n === 0) return false;
    left.set(code, n - 1);
    return true;
  };
  // Frames with a single possible code first, then those any refusal answers.
  const must = frames.filter((f) => f.expected.kind === "error").sort((a, b) => (a.expected as { codes: ReadonlySet<string> }).codes.size - (b.expected as { codes: ReadonlySet<string> }).codes.size);
  for (const frame of must) {
    const codes = [...(frame.expected as { codes: ReadonlySet<string> }).codes];
    if (!codes.some(take)) return `no answer for ${describeFrame(frame)} (answers: ${errors.map((e) => e.code).join(", ")})`;
  }
  const extra = [...left.values()].reduce((a, b) => a + b, 0);
  const either = frames.filter((f) => f.expected.kind === "either").length;
  if (extra > either) return `${extra - either} answers too many (answers: ${errors.map((e) => e.code).join(", ")})`;
  return undefined;
}

export interface Fuzzer {
  role: FuzzRole;
  room: Room;
  /** Honest moves this fuzzer made at its seat (a guest keeps its table going). */
  honestMoves: number;
  /** Resolves when the budget is spent (and, for a guest, its table's game is over). */
  done: Promise<void>;
}

export interface FuzzerOptions {
  game: GameId;
  role: FuzzRole;
  /** Names this fuzzer in a failure, with the seed and batch: they replay its frames. */
  name: string;
  budget: FrameBudget;
  /** A guest's seat and how it plays it honestly between batches (from its own view). */
  seat?: number;
  honest?: Chooser;
  /** A guest plays its seat until this resolves (its table's last game is over). */
  until?: Promise<unknown>;
}

/**
 * Sends batches of fuzz frames until the budget is spent. A guest also plays its seat
 * honestly whenever it may act, and goes on doing so after the budget is spent until its
 * table's game is over; its honest moves must never be refused.
 */
export function fuzz(room: Room, options: FuzzerOptions): Fuzzer {
  const { game, role, name, budget, seat } = options;
  const errors = errorsOf(room);
  let closed: string | undefined;
  room.onLeave((code: number) => {
    closed = `closed with ${code}`;
  });
  const rng = new Rng(seedRng(`${budget.seed} ${name}`));
  const fuzzer: Fuzzer = { role, room, honestMoves: 0, done: Promise.resolve() };
  const fail = (batch: number, what: string): Error =>
    new Error(`${name}, batch ${batch} (FUZZ_SEED=${budget.seed} replays its frames): ${what}`);

  const honestMove = (): unknown => {
    if (seat === undefined || !options.honest) return undefined;
    const { table, mine, legal } = viewsOf(room, seat);
    if (!table || legal.length === 0) return undefined;
    return options.honest(legal, { ...table, ...mine, legal }, rng);
  };
  const playing = (): boolean => (room.state as { phase?: string } | undefined)?.phase === "playing";
  let tableDone = options.until === undefined;
  options.until?.then(
    () => (tableDone = true),
    () => (tableDone = true),
  );

  fuzzer.done = (async () => {
    for (let batch = 0; ; batch++) {
      if (closed) throw fail(batch, `the connection ${closed}, which the protocol never does for these frames`);
      const action = honestMove();
      if (action !== undefined) {
        const before = errors.length;
        room.send("action", action);
        await answered(room).catch((error: Error) => {
          throw fail(batch, error.message);
        });
        fuzzer.honestMoves++;
        if (errors.length > before) throw fail(batch, `the honest move ${JSON.stringify(action)} was refused: ${errors[before].code} ${errors[before].message}`);
        continue;
      }
      if (budget.done || (role === "guest" && !playing())) {
        if (budget.done && tableDone) return;
        await new Promise<void>((resolve) => {
          const off = (): void => room.onStateChange.remove(wake);
          const wake = (): void => {
            off();
            resolve();
          };
          room.onStateChange(wake);
          setTimeout(wake, 1_000);
        });
        continue;
      }
      const legal = seat === undefined ? [] : viewsOf(room, seat).legal;
      const frames = fc.sample(fuzzFrame(game, role, legal), { seed: budget.seed ^ hash(`${name} ${batch}`), numRuns: BATCH });
      const before = errors.length;
      for (const frame of frames) room.connection.send(frame.bytes);
      budget.sent += frames.length;
      await answered(room).catch((error: Error) => {
        throw fail(batch, error.message);
      });
      const got = errors.slice(before);
      for (const { code } of got) budget.answers.set(code, (budget.answers.get(code) ?? 0) + 1);
      const wrong = mismatch(frames, got);
      if (wrong) throw fail(batch, `${wrong}\nthe batch's frames:\n${frames.map(describeFrame).join("\n")}`);
    }
  })();
  return fuzzer;
}

/** A 31-bit hash of a string (FNV-1a): one seed per fuzzer and batch. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 1;
}
