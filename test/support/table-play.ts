import { matchMaker } from "@colyseus/core";
import type { Room } from "@colyseus/sdk";
import { fromWire, Rng, seedRng } from "@tablee/shared";
import { waitForState } from "./server-harness.ts";

/**
 * One server-table helper for every game's tests: what a client's synced parts say, the
 * engine state behind them, and a game played over the protocol by clients that only know
 * what they were sent.
 */

/** A client's synced parts as views: the public view (the board) and, at a seat, its own. */
export function viewsOf(room: Room, seat: number | null): { table?: Record<string, unknown>; mine?: Record<string, unknown> } {
  const state: any = room.state;
  const part = seat === null ? undefined : state?.privates?.get(String(seat));
  return {
    ...(state?.board && { table: fromWire(state.board.toJSON()) }),
    ...(part && { mine: fromWire(part.toJSON()) }),
  };
}

/** The engine state a table of this (in-process) server holds: tests compare views with it. */
export function engineOf(room: Room): unknown {
  // The room keeps its engine state private: only the tests look at it from outside.
  return (matchMaker.getLocalRoomById(room.roomId) as unknown as { game: unknown }).game;
}

/** A view as JSON carries it: absent and undefined fields are the same. */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const PACE_MS = 55;

export interface PlayOptions {
  /** Stop after this many accepted actions, even if the game is not over. */
  maxActions?: number;
  /** Runs after every action, once every client has received its result. */
  each?: (moves: number) => void;
}

/**
 * Plays a started table over the protocol, one action at a time: a seat with legal actions
 * sends one of them (chosen by a seeded generator from what that client was sent), then
 * every client, spectators too, receives the result before the next. Returns the number of
 * actions played; the game is over unless `maxActions` stopped it.
 */
export async function playOut(seated: Room[], watchers: Room[], seed: string, options: PlayOptions = {}): Promise<number> {
  const rng = new Rng(seedRng(seed));
  const everyone = [...seated, ...watchers];
  const max = options.maxActions ?? Infinity;
  let moves = (seated[0].state as any).moves as number;
  let played = 0;
  let refused: string | undefined;
  const stop = seated.map((room, seat) =>
    room.onMessage("error", (error: { code: string; message: string }) => {
      refused = `seat ${seat}: ${error.code} ${error.message}`;
    }),
  );
  // The server takes at most 20 messages a second from one client: keep under it.
  const lastSent = new Map<Room, number>();
  while (played < max && (seated[0].state as any).phase === "playing") {
    const ready = seated
      .map((room, seat) => ({ room, legal: (viewsOf(room, seat).mine?.legal ?? []) as unknown[] }))
      .filter(({ legal }) => legal.length > 0);
    if (ready.length === 0) throw new Error(`nobody may act after ${played} actions, yet the game is not over`);
    const { room, legal } = ready[rng.int(ready.length)];
    const wait = (lastSent.get(room) ?? 0) + PACE_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastSent.set(room, Date.now());
    room.send("action", legal[rng.int(legal.length)]);
    moves++;
    played++;
    const target = moves;
    await Promise.all(
      everyone.map((r) => waitForState(r, (s: any) => s.moves >= target || s.phase === "over", `action ${played} on every client`)),
    ).catch((error: Error) => {
      throw new Error(refused ?? error.message);
    });
    options.each?.(moves);
  }
  stop.forEach((off) => off());
  return played;
}

export interface AutoSeat {
  /** Resolves when the game is over; rejects on an error the server sent this seat. */
  finished: Promise<void>;
  /** Every action sent, with the table's move count when it was chosen. */
  sent: { moves: number; action: unknown }[];
  /** Stops playing (the listeners stay, they just do nothing). */
  stop(): void;
}

/** Picks one of a seat's legal actions from what the seat was sent. */
export type Chooser = (legal: readonly unknown[], view: Record<string, unknown>, rng: Rng) => unknown;

export const anyLegal: Chooser = (legal, _view, rng) => legal[rng.int(legal.length)];

/**
 * Plays one seat on its own, as a person at another table would, from this client's view
 * only: whenever its legal actions change and are not empty, it sends one (paced under the
 * server's rate limit). Seats act concurrently, as people do. `refusals` lists the error
 * codes this seat may meet without failing (a race it may lose).
 */
export function autoPlay(room: Room, seat: number, seed: string, choose: Chooser = anyLegal, refusals: readonly string[] = []): AutoSeat {
  const rng = new Rng(seedRng(seed));
  let stopped = false;
  let acted = "";
  let lastSent = 0;
  const seat_: AutoSeat = { finished: Promise.resolve(), sent: [], stop: () => void (stopped = true) };
  seat_.finished = new Promise<void>((resolve, reject) => {
    room.onMessage("error", (error: { code: string; message: string }) => {
      if (refusals.includes(error.code)) acted = "";
      else reject(new Error(`seat ${seat}: ${error.code} ${error.message}`));
    });
    const step = (state: any): void => {
      if (stopped) return;
      if (state?.phase === "over") return resolve();
      const { table, mine } = viewsOf(room, seat);
      const legal = (mine?.legal ?? []) as unknown[];
      if (!table || legal.length === 0) return;
      // One action per list of choices: a list that has not changed was already answered.
      const key = JSON.stringify(legal);
      if (key === acted) return;
      acted = key;
      const action = choose(legal, { ...table, ...mine }, rng);
      seat_.sent.push({ moves: state.moves, action });
      const wait = Math.max(0, lastSent + PACE_MS - Date.now());
      lastSent = Date.now() + wait;
      setTimeout(() => !stopped && room.send("action", action), wait);
    };
    room.onStateChange(step);
    step(room.state);
  });
  return seat_;
}
