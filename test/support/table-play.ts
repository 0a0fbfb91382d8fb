import { matchMaker } from "@colyseus/core";
import type { Room } from "@colyseus/sdk";
import { fromWire, gameOf, legalFromView, Rng, seedRng, type GameId } from "@tablee/shared";
import { limits } from "../../server/src/limits/limits.ts";
import { waitForState } from "./server-harness.ts";

/**
 * One server-table helper for every game's tests: what a client's synced parts say, the
 * engine state behind them, and a game played over the protocol by clients that only know
 * what they were sent.
 */

/**
 * A client's synced parts as views: the public view (the board) and, at a seat, its own; and
 * the seat's legal actions, listed from the two as a page lists them (client/src/games/wire.ts):
 * they do not travel.
 */
export function viewsOf(room: Room, seat: number | null): { table?: Record<string, unknown>; mine?: Record<string, unknown>; legal: unknown[] } {
  const state: any = room.state;
  const part = seat === null ? undefined : state?.privates?.get(String(seat));
  const table = state?.board ? fromWire<Record<string, unknown>>(state.board.toJSON()) : undefined;
  const mine = part ? fromWire<Record<string, unknown>>(part.toJSON()) : undefined;
  const legal = table && mine && seat !== null ? legalFromView(gameOf(state.game as GameId), { ...table, ...mine }, seat) : [];
  return { ...(table && { table }), ...(mine && { mine }), legal };
}

/** The legal actions a seat's client lists from what it was sent; none before a game. */
export function legalAt(room: Room, seat: number): unknown[] {
  return viewsOf(room, seat).legal;
}

/** The engine state a table of this (in-process) server holds: tests compare views with it. */
export function engineOf(room: Room): unknown {
  return serverRoom(room)?.match.game;
}

/** The room of this (in-process) server behind a client; undefined once it is disposed. */
function serverRoom(room: Room): ServerTable | undefined {
  // The room keeps its table private (the engine state is in its match): only the tests look at it from outside.
  return (matchMaker.getLocalRoomById(room.roomId) as unknown as { table?: ServerTable } | undefined)?.table;
}

interface ServerTable {
  match: { game: unknown };
  state: { moves: number; phase: string };
}

/**
 * The engine state behind what this client holds now, or undefined when the server has
 * moved on since (seats playing concurrently, or a message that overtook the patch of a
 * start): a client's views can be compared with it.
 */
export function engineBehind(room: Room): unknown {
  const server = serverRoom(room);
  const state = room.state as { moves?: number; phase?: string } | undefined;
  return server && server.state.moves === state?.moves && server.state.phase === state?.phase ? server.match.game : undefined;
}

/** What one client held after each accepted action: move count → its views. */
export interface SeenViews {
  tables: Map<number, Record<string, unknown>>;
  mine: Map<number, Record<string, unknown>>;
}

/** Records, from now on, what this client holds (at a seat, or a spectator with null) after each action. */
export function recordViews(room: Room, seat: number | null): SeenViews {
  const seen: SeenViews = { tables: new Map(), mine: new Map() };
  const record = (state: any): void => {
    const { table, mine } = viewsOf(room, seat);
    if (!table) return;
    seen.tables.set(state.moves, table);
    if (mine) seen.mine.set(state.moves, mine);
  };
  room.onStateChange(record);
  if (room.state) record(room.state);
  return seen;
}

/** A view as JSON carries it: absent and undefined fields are the same. */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * How long a client waits between two of its messages: just under the server's message rate
 * (20 a second by default) and its flood guard (frames of any kind). Read from the limits in
 * force in this process, so a file whose in-process server raises `messagesPerSecond` (a test
 * not about the rate) plays faster; a server in a process of its own keeps the defaults, as
 * this process does.
 */
function paceMs(framesPerMessage = 1): number {
  return Math.max(1000 / limits.messagesPerSecond, (1000 * framesPerMessage) / limits.floodFramesPerSecond) * 1.1;
}

/**
 * Picks one of a seat's legal actions from what the seat was sent (its public and private
 * views together), or undefined: this seat waits for now.
 */
export type Chooser = (legal: readonly unknown[], view: Record<string, unknown>, rng: Rng) => unknown;

export const anyLegal: Chooser = (legal, _view, rng) => legal[rng.int(legal.length)];

/** Any legal action of a type other than `avoided`; one of those only when nothing else is legal. */
export const anyLegalBut =
  (avoided: string): Chooser =>
  (legal, view, rng) => {
    const others = (legal as { type: string }[]).filter((action) => action.type !== avoided);
    return anyLegal(others.length > 0 ? others : legal, view, rng);
  };

export interface PlayOptions {
  /** Stop after this many accepted actions, even if the game is not over. */
  maxActions?: number;
  /** How a seat picks its action: any legal one unless a test says otherwise. */
  choose?: Chooser;
  /** Runs after every action, once every client has received its result. */
  each?: (moves: number, played: { seat: number; action: unknown }) => void;
}

/**
 * Plays a started table over the protocol, one action at a time: a seat with legal actions
 * sends one of them (chosen with a seeded generator from what that client was sent), then
 * every client, spectators too, receives the result before the next. Returns the number of
 * actions played; the game is over unless `maxActions` stopped it or every seat that may
 * act waits (its chooser returned undefined), for the test to go on.
 */
export async function playOut(seated: Room[], watchers: Room[], seed: string, options: PlayOptions = {}): Promise<number> {
  const rng = new Rng(seedRng(seed));
  const everyone = [...seated, ...watchers];
  const max = options.maxActions ?? Infinity;
  const choose = options.choose ?? anyLegal;
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
      .map((room, seat) => ({ room, seat, views: viewsOf(room, seat) }))
      .filter(({ views }) => views.legal.length > 0);
    if (ready.length === 0) throw new Error(`nobody may act after ${played} actions, yet the game is not over`);
    // A seat at random among those that may act; one whose chooser waits leaves the draw.
    let pick: { room: Room; seat: number; action: unknown } | undefined;
    while (!pick && ready.length > 0) {
      const { room, seat, views } = ready.splice(rng.int(ready.length), 1)[0];
      const action = choose(views.legal, { ...views.table, ...views.mine, legal: views.legal }, rng);
      if (action !== undefined) pick = { room, seat, action };
    }
    if (!pick) break;
    const { room, seat, action } = pick;
    const wait = (lastSent.get(room) ?? 0) + paceMs() - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastSent.set(room, Date.now());
    room.send("action", action);
    moves++;
    played++;
    const target = moves;
    await Promise.all(
      everyone.map((r) => waitForState(r, (s: any) => s.moves >= target || s.phase === "over", `action ${played} on every client`)),
    ).catch((error: Error) => {
      throw new Error(refused ?? error.message);
    });
    options.each?.(moves, { seat, action });
  }
  stop.forEach((off) => off());
  return played;
}

export interface AutoSeat {
  /** Resolves when the game is over; rejects on an error the server sent this seat. */
  finished: Promise<void>;
  /** Every action sent, with the table's move count when it was chosen. */
  sent: { moves: number; action: unknown }[];
  /** The codes of the refusals this seat met and was allowed to (races it lost). */
  refused: string[];
  /** Stops playing (the listeners stay, they just do nothing). */
  stop(): void;
}

/**
 * Plays one seat on its own, as a person at another table would, from this client's view
 * only: whenever it has legal actions, it sends one, unless the chooser waits (it is asked
 * again at the next change), then decides again once the server has handled it. Seats act
 * concurrently, as people do. `refusals` lists the error codes this seat may meet without
 * failing (a race it may lose).
 */
export function autoPlay(room: Room, seat: number, seed: string, choose: Chooser = anyLegal, refusals: readonly string[] = []): AutoSeat {
  const rng = new Rng(seedRng(seed));
  let stopped = false;
  let pending = false;
  let lastSent = 0;
  const seat_: AutoSeat = { finished: Promise.resolve(), sent: [], refused: [], stop: () => void (stopped = true) };
  seat_.finished = new Promise<void>((resolve, reject) => {
    const step = (): void => {
      const state: any = room.state;
      if (stopped) return;
      if (state?.phase === "over") return resolve();
      if (pending) return;
      const { table, mine, legal } = viewsOf(room, seat);
      if (!table || legal.length === 0) return;
      const action = choose(legal, { ...table, ...mine, legal }, rng);
      if (action === undefined) return;
      pending = true;
      seat_.sent.push({ moves: state.moves, action });
      // Under the server's rate limit for messages (its pings are not messages).
      // Each action is followed by a ping: two frames for the flood guard.
      const wait = Math.max(0, lastSent + paceMs(2) - Date.now());
      lastSent = Date.now() + wait;
      setTimeout(() => {
        if (stopped) return;
        room.send("action", action);
        // The ping comes back once the server has handled the action: its patch or its
        // refusal arrived before, so the seat answers the table as the action left it.
        room.ping(() => {
          pending = false;
          step();
        });
      }, wait);
    };
    room.onMessage("error", (error: { code: string; message: string }) => {
      if (!refusals.includes(error.code)) return reject(new Error(`seat ${seat}: ${error.code} ${error.message}`));
      seat_.refused.push(error.code);
    });
    room.onStateChange(step);
    step();
  });
  return seat_;
}

/** SDK seats a test runs beside its pages: the errors they meet, kept for the end. */
export interface Bots {
  errors: string[];
  /** Stops every seat; returns the errors they met (a test expects none). */
  stop(): string[];
}

export function botsOf(seats: readonly AutoSeat[]): Bots {
  const errors: string[] = [];
  for (const seat of seats) seat.finished.catch((error) => errors.push(String(error)));
  return {
    errors,
    stop() {
      for (const seat of seats) seat.stop();
      return errors;
    },
  };
}

/**
 * A started table played, each seat the table waits for sending its first legal action, for
 * as long as it waits for several at once (a choice every seat makes together, as an
 * exchange of cards): it then waits for one seat, whose it resolves with.
 */
export async function untilOneSeatAwaited(rooms: Room[]): Promise<number> {
  for (let sent = 0; ; ) {
    const state: any = await waitForState(rooms[0], (s: any) => s.phase === "playing" && s.board !== undefined && s.moves === sent, "the next decision");
    const awaited: number[] = [...state.board.active];
    if (awaited.length === 1) return awaited[0];
    for (const seat of awaited) {
      await waitForState(rooms[seat], () => legalAt(rooms[seat], seat).length > 0, "a seat's choices");
      rooms[seat].send("action", legalAt(rooms[seat], seat)[0]);
    }
    sent += awaited.length;
  }
}

/** What a seat's synced part holds: whose it is and its secrets (a hand), as JSON. */
export function secretsOf(room: Room, seat: number): Record<string, unknown> | undefined {
  return (room.state as any)?.privates?.get(String(seat))?.toJSON();
}
