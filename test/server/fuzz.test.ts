import { afterAll, beforeAll, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { aGame, gameList, gameOf, type GameId } from "@tablee/shared";
import type { TableServer } from "@tablee/server";
import { errorsOf, FrameBudget, fuzz, type Fuzzer } from "../support/fuzz-clients.ts";
import { messageFrame } from "../support/fuzz-frames.ts";
import { leaveAll, quiet, roundTrip, sdk, startServer, waitForState } from "../support/server-harness.ts";
import { autoPlay, type Chooser } from "../support/table-play.ts";

/**
 * At least 100,000 random and mutated frames against every game's tables while honest
 * tables play on (docs/protocol.md): the server never fails, every frame gets the answer the
 * protocol gives it, no fuzzer is put out, and every honest table plays its games to the end
 * without one honest move refused. `FUZZ_SEED` replays a failure's frames (the failure names
 * it); `FUZZ_FRAMES` changes the count, for a quick look only.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const FRAMES = Number(process.env.FUZZ_FRAMES ?? 100_000);

let server: TableServer;
const open: Room[] = [];
let dealt = 0;

beforeAll(async () => {
  // Colyseus reads the stack of every frame it cannot decode (debugAndPrintError), and Jest
  // maps each of the 100 frames it keeps through source maps: a seventh of this file's CPU.
  // Node's own depth is enough to find a failure here.
  Error.stackTraceLimit = 10;
  server = await startServer({
    // Reproducible deals, one per game.
    seed: () => `fuzz ${SEED} ${dealt++}`,
    // Batches of frames arrive at once: the per-client message rate and the flood kick are
    // bad-input's and hardening's to test, not the fuzz's, which is about what frames say.
    limits: { messagesPerSecond: 1_000_000_000, floodFramesPerSecond: 1_000_000_000 },
  });
});

afterAll(async () => {
  await leaveAll(open);
  await server?.close();
});

/**
 * The easy bot's choice from the seat's view, when the table waits for the seat (its public
 * `active`): never a move nobody waits for, a race a person could lose and the test would not know.
 */
const honestly =
  (game: GameId): Chooser =>
  (_legal, view, rng) =>
    (view.active as number[]).includes(view.seat as number) ? gameOf(game).bot(view, rng) : undefined;

async function join(roomId: string, options: object): Promise<Room> {
  const room = quiet(await sdk(server).joinById(roomId, options));
  open.push(room);
  return room;
}

/** Plays games at one honest table while the fuzz lasts (at least one); resolves with how many ended. */
async function playHonestly(game: GameId, people: Room[], budget: FrameBudget): Promise<number> {
  const host = people[0];
  for (let played = 0; ; ) {
    host.send("start", {});
    await waitForState(host, (s: any) => s.phase === "playing" && s.board !== undefined, `${game}: the start`, 30_000);
    const seats = people.map((room, i) => autoPlay(room, i === 0 ? 0 : i + 1, `${SEED} ${game} ${played} ${i}`, honestly(game)));
    try {
      await Promise.all(seats.map((seat) => seat.finished));
    } finally {
      seats.forEach((seat) => seat.stop());
    }
    played++;
    if (budget.done) return played;
    host.send("rematch", {});
    await waitForState(host, (s: any) => s.phase === "waiting", `${game}: the rematch`);
  }
}

test("100,000 fuzz frames at every game's tables: every one answered as the protocol says, honest tables play to the end", async () => {
  const budget = new FrameBudget(FRAMES, SEED);
  const fuzzers: Fuzzer[] = [];
  const honestGames: Promise<number>[] = [];

  const starts: (() => void)[] = [];
  for (const { facts, seating } of gameList) {
    const game = facts.id;
    // An honest table as its game seats one (its `seating`), its second person a fuzzing
    // guest in seat 1; and a fuzzing spectator.
    const { options, bots: seated, people: seatedPeople } = seating.honest;
    // The people besides the guest.
    const people = seatedPeople - 1;
    const host = quiet(await sdk(server).create(game, { name: "Ana", options, bots: seated }));
    open.push(host);
    const guest = await join(host.roomId, { name: "Fuzzy guest" });
    const others: Room[] = [];
    for (let i = 1; i < people; i++) others.push(await join(host.roomId, { name: `Player ${i + 2}` }));
    const watcher = await join(host.roomId, { name: "Fuzzy watcher", spectate: true });
    await waitForState(host, (s: any) => s.seats.every((seat: any) => seat.occupant !== "" || seat.bot !== ""), `${game}: every seat taken`);

    // A table of the fuzzers' own: its host and a second player send anything, `start` included.
    const seats = seated.length + people + 1;
    const own = quiet(await sdk(server).create(game, { name: "Fuzzy host", options, bots: Array(Math.max(0, seats - 2)).fill("easy") }));
    open.push(own);
    const second = await join(own.roomId, { name: "Fuzzy player" });

    starts.push(() => {
      const games = playHonestly(game, [host, ...others], budget);
      honestGames.push(games);
      fuzzers.push(fuzz(guest, { game, role: "guest", name: `${game} guest`, budget, seat: 1, honest: honestly(game), until: games }));
      fuzzers.push(fuzz(watcher, { game, role: "spectator", name: `${game} spectator`, budget }));
      fuzzers.push(fuzz(own, { game, role: "player", name: `${game} host`, budget, seat: 0 }));
      fuzzers.push(fuzz(second, { game, role: "player", name: `${game} player`, budget, seat: 1 }));
    });
  }
  for (const start of starts) start();

  await Promise.all(fuzzers.map((f) => f.done));
  const played = await Promise.all(honestGames);

  expect(budget.sent).toBeGreaterThanOrEqual(FRAMES);
  // Every honest table finished at least one game; the guests played their seats through it.
  expect(played.every((n) => n >= 1)).toBe(true);
  for (const f of fuzzers.filter((f) => f.role === "guest")) expect(f.honestMoves).toBeGreaterThan(0);
  // The fuzz reached the tables' refusals, not only the frame decoder.
  for (const code of ["bad-message", "unknown-message", "too-large", "spectator", "not-host", "bad-action"]) {
    expect(budget.answers.get(code) ?? 0).toBeGreaterThan(0);
  }
  // And the server still serves: a frame over the transport's 64 KB cap closes its socket
  // with 1009, as documented, and a new table opens.
  const probe = quiet(await sdk(server).create(aGame().facts.id, { name: "After" }));
  const closed = new Promise<number>((resolve) => probe.onLeave((code: number) => resolve(code)));
  probe.connection.send(new Uint8Array(70_000).fill(13));
  expect(await closed).toBe(1009);
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
}, 300_000);

test("the frames the fuzz found: each gets its error, and the server and the connection stay", async () => {
  const room = quiet(await sdk(server).create(aGame().facts.id, { name: "Found" }));
  open.push(room);
  const errors = errorsOf(room);
  const printed: unknown[] = [];
  const print = console.error;
  console.error = (...args: unknown[]) => void printed.push(args);
  try {
    // Typed "*", Colyseus hands the payload to the wildcard handler as its type: String() of
    // this one threw in the socket's handler, which ended the process.
    room.connection.send(messageFrame("*", [{ toString: null }]));
    // A type that is not UTF-8: @colyseus/schema printed a line for each, past the log's limiter.
    room.connection.send(Buffer.concat([Buffer.from([13, 0xa4]), Buffer.from([0x61, 0xff, 0xfe, 0x62])]));
    await roundTrip(room);
    await roundTrip(room);
  } finally {
    console.error = print;
  }
  expect(errors.map((e) => e.code)).toEqual(["unknown-message", "bad-message"]);
  expect(printed).toEqual([]);
  expect(room.connection.isOpen).toBe(true);
});
