import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { Deathtrap, gameOf, type GameId } from "@tablee/shared";
import { settings, type TableServer } from "@tablee/server";
import { decide } from "../../server/src/bots/decide.ts";
import { THINKING_NICENESS } from "../../server/src/bots/think.ts";
import { tableOf } from "../../server/src/games/index.ts";
import { keepSeatKey, nextMessage, PROGRAMS_AT_FULL_SPEED, quiet, roomsOfEachTest, roundTrip, sdk, seatKeyOf, startServer, waitForState } from "../support/server-harness.ts";
import { autoPlay, engineBehind, plain, viewsOf, type Chooser } from "../support/table-play.ts";
import { threadsOf } from "../support/threads.ts";

/**
 * Bots at the table (docs/protocol.md, "Bots and the turn clock"): seated by the host before
 * the start, standing in for a player who is away, playing a timed-out decision; always
 * through the same checks as people, and from their seat's view only.
 */
let server: TableServer;
const open = roomsOfEachTest();
beforeAll(async () => {
  server = await startServer({ limits: PROGRAMS_AT_FULL_SPEED });
});
afterAll(async () => {
  await server.close();
});

/** A person at the table who plays like the easy bot, from what their client was sent. */
const likeTheEasyBot =
  (game: GameId): Chooser =>
  (_legal, view, rng) =>
    gameOf(game).bot(view, rng);

async function create(game: GameId, options: object = {}): Promise<Room> {
  const room = keepSeatKey(quiet(await sdk(server).create(game, { name: "Ana", ...options })));
  open.push(room);
  await roundTrip(room);
  return room;
}

async function join(host: Room, name: string, options: object = {}): Promise<Room> {
  const room = keepSeatKey(quiet(await sdk(server).joinById(host.roomId, { name, ...options })));
  open.push(room);
  await roundTrip(room);
  return room;
}

/** The next notice with this code (others are skipped). */
function notice(room: Room, code: string, ms = 10_000): Promise<{ code: string; seat?: number; name?: string; message: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for the notice ${code}`));
    }, ms);
    const off = room.onMessage("notice", (payload: { code: string; seat?: number; name?: string; message: string }) => {
      if (payload.code !== code) return;
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

async function refusalOf(room: Room, type: string, message: unknown): Promise<string> {
  const error = nextMessage<{ code: string }>(room, "error");
  room.send(type, message);
  return (await error).code;
}

async function start(host: Room): Promise<void> {
  host.send("start", {});
  await waitForState(host, (s: any) => s.phase === "playing" && s.board !== undefined, "the start");
}

const seatsOf = (room: Room): any[] => (room.state as any).seats.map((seat: any) => seat.toJSON());

describe("the host seats bots before the start", () => {
  test("a bot takes a free seat and leaves it on the host's word only, before the start only", async () => {
    const host = await create("deathtrap", { options: { seats: 4 } });
    host.send("add-bot", { seat: 2, level: "strong" });
    await waitForState(host, (s: any) => s.seats[2].bot === "strong", "the bot seated");
    expect(seatsOf(host)[2]).toMatchObject({ occupant: "", name: "Bot 3", bot: "strong", standIn: false });

    const guest = await join(host, "Bo");
    expect((guest.state as any).seats[1].name).toBe("Bo");
    expect(await refusalOf(guest, "add-bot", { seat: 3, level: "easy" })).toBe("not-host");
    expect(await refusalOf(guest, "remove-bot", { seat: 2 })).toBe("not-host");
    expect(await refusalOf(host, "add-bot", { seat: 1, level: "easy" })).toBe("seat-taken");
    expect(await refusalOf(host, "add-bot", { seat: 2, level: "easy" })).toBe("seat-taken");
    expect(await refusalOf(host, "add-bot", { seat: 9, level: "easy" })).toBe("bad-seat");
    expect(await refusalOf(host, "add-bot", { seat: 3, level: "grandmaster" })).toBe("bad-message");
    expect(await refusalOf(host, "remove-bot", { seat: 1 })).toBe("not-a-bot");
    // A seat with a bot is not free: a newcomer gets the next free one, or none.
    expect(await refusalOf(host, "start", {})).toBe("seats-not-full");
    host.send("add-bot", { seat: 3, level: "easy" });
    await waitForState(host, (s: any) => s.seats[3].bot === "easy", "the second bot");
    await expect(sdk(server).joinById(host.roomId, { name: "Cy" })).rejects.toThrow(/table full/);

    host.send("remove-bot", { seat: 2 });
    await waitForState(host, (s: any) => s.seats[2].bot === "" && s.seats[2].name === "", "the bot gone");
    const cy = await join(host, "Cy");
    expect((cy.state as any).seats[2].name).toBe("Cy");
    await start(host);
    expect(await refusalOf(host, "add-bot", { seat: 0, level: "easy" })).toBe("already-started");
    expect(await refusalOf(host, "remove-bot", { seat: 3 })).toBe("already-started");
  });

  test("bots asked for at creation sit in the last seats; a table keeps a seat for a person", async () => {
    const host = await create("dog", { bots: ["easy", "strong", "easy"] });
    expect(seatsOf(host).map((seat) => [seat.name, seat.bot])).toEqual([["Ana", ""], ["Bot 2", "easy"], ["Bot 3", "strong"], ["Bot 4", "easy"]]);
    await expect(sdk(server).create("frontline", { name: "Solo", bots: ["easy", "easy"] })).rejects.toThrow(/^bad-options: at most 1 bots/);
    await expect(sdk(server).create("frontline", { name: "Solo", bots: ["wise"] })).rejects.toThrow(/^bad-options/);
  });

  test("a game needs at least one person: a host who stood up is no longer the host, and nobody may start a table of bots", async () => {
    const host = await create("frontline");
    host.send("add-bot", { seat: 1, level: "easy" });
    await waitForState(host, (s: any) => s.seats[1].bot === "easy", "the bot");
    host.send("stand", {});
    await waitForState(host, (s: any) => s.seats[0].occupant === "" && s.host === "", "the host standing, the role vacant");
    expect(await refusalOf(host, "add-bot", { seat: 0, level: "easy" })).toBe("not-host");
    expect(await refusalOf(host, "start", { fill: "easy" })).toBe("not-host");
  });
});

describe("games with bots", () => {
  test("solo DOG: one person and three bots play to the end", async () => {
    const host = await create("dog", { bots: ["easy", "easy", "easy"] });
    await start(host);
    const ana = autoPlay(host, 0, "solo dog", likeTheEasyBot("dog"));
    await ana.finished;
    expect((host.state as any).phase).toBe("over");
    expect((host.state as any).winners.length).toBe(2);
    // The bots played their share: the person sent only her own seat's decisions.
    expect((host.state as any).moves).toBeGreaterThan(ana.sent.length * 2);
  }, 120_000);

  test("Frontline against the strong bot to the end", async () => {
    const host = await create("frontline", { bots: ["strong"] });
    await start(host);
    const ana = autoPlay(host, 0, "against the strong bot", likeTheEasyBot("frontline"));
    await ana.finished;
    expect((host.state as any).phase).toBe("over");
    expect((host.state as any).winners.length).toBeGreaterThan(0);
  }, 180_000);

  test("a strong bot thinks on a thread of the lowest priority; the tables' own thread keeps its own", async () => {
    const frontline = gameOf("frontline").rules;
    const state = frontline.setup(2, "thinking-priority");
    const seat = frontline.activeSeats(state)[0];
    const action = await decide("frontline", "strong", frontline.view(state, seat), "thinking-priority");
    expect(frontline.legalActions(state, seat)).toContainEqual(action);
    // Linux keeps a nice value per thread: /proc lists this process's threads with theirs.
    const threads = threadsOf();
    // The tables' thread keeps the priority the tests were started with (`nice npm test` starts
    // them all at 10): that of Node's own threads, which are started with the process.
    const started = Math.min(...threads.map((thread) => thread.nice));
    expect(started).toBeLessThan(THINKING_NICENESS);
    expect(threads.find((thread) => thread.tid === process.pid)?.nice).toBe(started);
    expect(threads.filter((thread) => thread.tid !== process.pid && thread.nice === THINKING_NICENESS).length).toBeGreaterThan(0);
  });

  test("Deathtrap: the Killing Machine is nobody's turn; bots keep it for a strong trick, and the clock never plays it", async () => {
    const { deathtrap, deathtrapBot, handSize, strikesAt, wantsToStrike } = Deathtrap;
    const host = await create("deathtrap", { options: { seats: 4 }, bots: ["easy", "easy", "easy"], clock: 300 });
    await start(host);
    // The person's clock runs only when the table waits for her: never for her Killing Machine out of turn.
    const clockOutOfTurn: number[] = [];
    host.onStateChange((s: any) => {
      const board = s.board;
      if (board?.phase === "play" && board.turn !== 0 && s.seats[0].deadline > 0) clockOutOfTurn.push(s.moves);
    });
    // DD-6's race (docs/protocol.md): a bot's Killing Machine that arrives first ends the
    // trick, and Ana's set sent meanwhile is refused `not-your-turn`. A busy machine makes
    // her lose it now and then; the game goes on, and the refusal must come from that race.
    const ana = autoPlay(
      host,
      0,
      "deathtrap with bots",
      (_legal, view: any, rng) => (view.phase === "play" && view.turn !== 0 ? (wantsToStrike(view) ? { type: "killing-machine" } : undefined) : deathtrapBot(view, rng)),
      ["not-your-turn"],
    );
    await ana.finished;
    expect((host.state as any).phase).toBe("over");
    expect(clockOutOfTurn).toEqual([]);

    // The game as stored, replayed by the engine: every Killing Machine played out of turn met a
    // strong trick or came from a hand nearly out, as the bots' rule says.
    const stored = await settings.store!.loadTable(host.roomId);
    const game = stored!.games.at(-1)!;
    let state = deathtrap.setup(4, game.seed, stored!.options as object);
    if (ana.refused.length > 0) expect(game.actions.some(({ seat, action }) => seat !== 0 && (action as { type: string }).type === "killing-machine")).toBe(true);
    for (const { seat, action } of game.actions) {
      if ((action as { type: string }).type === "killing-machine" && seat !== state.turn) {
        expect(strikesAt(state.trick!.value, handSize(state.hands[seat]))).toBe(true);
      }
      state = deathtrap.apply(state, seat, action as Deathtrap.DeathtrapAction);
    }
    expect(deathtrap.outcome(state)).not.toBeNull();
  }, 120_000);

  test("secrecy on the wire is unchanged with bots: each person and a spectator hold their own views only", async () => {
    const rules = tableOf("dog").rules;
    const host = await create("dog", { bots: ["strong", "easy"] });
    const bo = await join(host, "Bo");
    const watcher = quiet(await sdk(server).joinById(host.roomId, { name: "Watcher", spectate: true }));
    open.push(watcher);
    await start(host);
    let checked = 0;
    const check = (room: Room, seat: number | null) => (): void => {
      const game = engineBehind(room);
      if (game === undefined || (room.state as any).phase !== "playing") return;
      const views = viewsOf(room, seat);
      expect(views.table).toEqual(plain(rules.publicView(game)));
      if (seat === null) expect((room.state as any).privates).toBeUndefined();
      else {
        expect(views.mine).toEqual(plain(rules.privateView(game, seat)));
        expect([...(room.state as any).privates.keys()]).toEqual([String(seat)]);
      }
      checked++;
    };
    host.onStateChange(check(host, 0));
    bo.onStateChange(check(bo, 1));
    watcher.onStateChange(check(watcher, null));
    const seats = [autoPlay(host, 0, "secrecy 0", likeTheEasyBot("dog")), autoPlay(bo, 1, "secrecy 1", likeTheEasyBot("dog"))];
    await waitForState(host, (s: any) => s.moves >= 120 || s.phase === "over", "120 moves", 120_000);
    seats.forEach((seat) => seat.stop());
    expect(checked).toBeGreaterThan(100);
  }, 150_000);

  test("a player away too long: a bot plays their seat, and they take it back with their key", async () => {
    settings.reconnectSeconds = 1;
    const host = await create("frontline");
    const bo = await join(host, "Bo");
    await start(host);
    const key = seatKeyOf(bo)!;
    const ana = autoPlay(host, 0, "take-over", likeTheEasyBot("frontline"));
    const takenOver = notice(host, "bot-playing");
    await bo.leave(false);
    expect(await takenOver).toMatchObject({ seat: 1, name: "Bo" });
    // The stand-in plays seat 1's decisions while Bo is away.
    const movesAtLeave = (host.state as any).moves;
    await waitForState(host, (s: any) => s.moves >= movesAtLeave + 6 || s.phase === "over", "the game going on", 30_000);
    ana.stop();
    await roundTrip(host);

    const handBack = notice(host, "seat-back");
    const back = await join(host, "Whoever", { seatKey: key });
    expect(await handBack).toMatchObject({ seat: 1, name: "Bo" });
    expect(seatsOf(back)[1]).toMatchObject({ name: "Bo", bot: "", standIn: false, connected: true });
    if ((host.state as any).phase === "playing") {
      // Bo plays again: the bot no longer does.
      const moves = (host.state as any).moves;
      const seats = [autoPlay(host, 0, "after 0", likeTheEasyBot("frontline")), autoPlay(back, 1, "after 1", likeTheEasyBot("frontline"))];
      await waitForState(host, (s: any) => (s.moves > moves && seats[1].sent.length > 0) || s.phase === "over", "Bo playing", 30_000);
      seats.forEach((seat) => seat.stop());
      if ((host.state as any).phase === "playing") expect(seats[1].sent.length).toBeGreaterThan(0);
    }
  }, 90_000);
});

describe("the turn clock", () => {
  // A clock second lasts 20 ms here: "30 s" runs out in 0.6 s.
  beforeAll(() => {
    settings.clockSecondMs = 20;
  });
  afterAll(() => {
    settings.clockSecondMs = 1000;
  });

  test("only the seats that must decide have a running clock, each its own in simultaneous choices (the DOG exchange)", async () => {
    const host = await create("dog", { clock: 300 });
    expect((host.state as any).clock).toBe(300);
    const others = [await join(host, "Bo"), await join(host, "Cy"), await join(host, "Di")];
    const before = Date.now();
    await start(host);
    const first = seatsOf(host).map((seat) => seat.deadline);
    // The exchange: all four decide at once, each with 300 clock seconds (6 s here).
    for (const deadline of first) expect(deadline).toBeGreaterThanOrEqual(before + 300 * 20);
    const legal = viewsOf(others[0], 1).mine!.legal as unknown[];
    others[0].send("action", legal[0]);
    await waitForState(host, (s: any) => s.moves === 1, "Bo's exchange");
    const after = seatsOf(host).map((seat) => seat.deadline);
    expect(after[1]).toBe(0);
    expect([after[0], after[2], after[3]]).toEqual([first[0], first[2], first[3]]);
  });

  test("a decision left to the clock is played by the easy bot; after three in a row a bot plays for the seat until its player is back", async () => {
    const host = await create("frontline", { clock: 30 });
    const bo = await join(host, "Bo");
    const timeouts: number[] = [];
    host.onMessage("notice", (payload: { code: string; seat: number }) => {
      if (payload.code === "timeout") timeouts.push(payload.seat);
    });
    await start(host);
    const active = (host.state as any).board.active[0] as number;
    const player = [host, bo][active];
    const timedOut = notice(host, "timeout");
    expect(await timedOut).toMatchObject({ seat: active });
    await waitForState(host, (s: any) => s.moves >= 1, "the clock's move");
    const away = notice(host, "away", 15_000);
    expect((await away).seat).toBeDefined();
    const seat = (await away).seat!;
    // Three in a row for that seat, and the seat's bot plays on from there.
    expect(timeouts.filter((s) => s === seat).length).toBeGreaterThanOrEqual(3);
    expect(seatsOf(host)[seat]).toMatchObject({ bot: "easy", standIn: true, timeouts: 3, deadline: 0 });
    const mine = [host, bo][seat];
    const handBack = notice(host, "seat-back");
    mine.send("back", {});
    expect(await handBack).toMatchObject({ seat });
    await waitForState(host, (s: any) => !s.seats[seat].standIn, "the seat back");
    expect(player).toBeDefined();
    expect(await refusalOf(mine, "back", {})).toBe("not-stand-in");
  }, 60_000);

  test("a player who plays in time resets their count of timeouts", async () => {
    const host = await create("frontline", { clock: 30 });
    const bo = await join(host, "Bo");
    await start(host);
    const first = (host.state as any).board.active[0] as number;
    await notice(host, "timeout");
    await waitForState(host, (s: any) => s.seats[first].timeouts === 1, "one timeout");
    // The next time this seat decides, its player plays in time.
    const player = [host, bo][first];
    await waitForState(player, (s: any) => s.board.active.includes(first) && (viewsOf(player, first).mine?.legal as unknown[])?.length > 0, "its turn again", 10_000);
    player.send("action", (viewsOf(player, first).mine!.legal as unknown[])[0]);
    await waitForState(host, (s: any) => s.seats[first].timeouts === 0, "the count reset");
  }, 30_000);
});
