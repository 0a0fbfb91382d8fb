import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { aGame, gameList, gameOf, type GameId } from "@tablee/shared";
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

/** A game of two seats; one of four; one of four in teams; one of four with hands; one whose first decision is every seat's at once. */
const TWO = aGame({ opens: 2 }).facts.id;
const SHORT = aGame({ opens: 2, added: true }).facts.id;
const FOUR = aGame({ opens: 4 }).facts.id;
const TEAMS = aGame({ opens: 4, teams: true }).facts;
const HANDS = aGame({ opens: 4, secrets: true }).facts.id;
const TOGETHER = gameList.find(({ facts, rules }) => facts.defaultPlayers > 1 && rules.awaitedSeats(rules.setup(facts.defaultPlayers, "together")).length === facts.defaultPlayers)!.facts;
/** A game with moves nobody waits for (`botWants`). */
const OPTIONAL = aGame({ optionalMoves: true });

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
    const host = await create(FOUR, { options: { seats: 4 } });
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
    const host = await create(FOUR, { bots: ["easy", "strong", "easy"] });
    expect(seatsOf(host).map((seat) => [seat.name, seat.bot])).toEqual([["Ana", ""], ["Bot 2", "easy"], ["Bot 3", "strong"], ["Bot 4", "easy"]]);
    await expect(sdk(server).create(TWO, { name: "Solo", bots: ["easy", "easy"] })).rejects.toThrow(/^bad-options: at most 1 bots/);
    await expect(sdk(server).create(TWO, { name: "Solo", bots: ["wise"] })).rejects.toThrow(/^bad-options/);
  });

  test("a game needs at least one person: a host who stood up is no longer the host, and nobody may start a table of bots", async () => {
    const host = await create(TWO);
    host.send("add-bot", { seat: 1, level: "easy" });
    await waitForState(host, (s: any) => s.seats[1].bot === "easy", "the bot");
    host.send("stand", {});
    await waitForState(host, (s: any) => s.seats[0].occupant === "" && s.host === "", "the host standing, the role vacant");
    expect(await refusalOf(host, "add-bot", { seat: 0, level: "easy" })).toBe("not-host");
    expect(await refusalOf(host, "start", { fill: "easy" })).toBe("not-host");
  });
});

describe("games with bots", () => {
  test("a game in teams, one person and three bots, played to the end", async () => {
    const host = await create(TEAMS.id, { bots: ["easy", "easy", "easy"] });
    await start(host);
    const ana = autoPlay(host, 0, "solo team", likeTheEasyBot(TEAMS.id));
    await ana.finished;
    expect((host.state as any).phase).toBe("over");
    expect((host.state as any).winners.length).toBe(TEAMS.teams[0].length);
    // The bots played their share: the person sent only her own seat's decisions.
    expect((host.state as any).moves).toBeGreaterThan(ana.sent.length * 2);
  }, 120_000);

  test("a game of two against the strong bot to the end", async () => {
    // The tests' own game: its strong bot thinks on the same threads as every game's, and a
    // whole game of it is short (a real game's whole strong game is its rules' tests' subject).
    const host = await create(SHORT, { bots: ["strong"] });
    await start(host);
    const ana = autoPlay(host, 0, "against the strong bot", likeTheEasyBot(SHORT));
    await ana.finished;
    expect((host.state as any).phase).toBe("over");
    // Its game may end drawn; the bot played every move of its seat to the end.
    expect((host.state as any).moves - ana.sent.length).toBeGreaterThanOrEqual(ana.sent.length - 1);
    expect(ana.sent.length).toBeGreaterThan(1);
  }, 180_000);

  test("a strong bot thinks on a thread of the lowest priority; the tables' own thread keeps its own", async () => {
    const rules = gameOf(TWO).rules;
    const state = rules.setup(2, "thinking-priority");
    const seat = rules.activeSeats(state)[0];
    const action = await decide(TWO, "strong", rules.view(state, seat), "thinking-priority");
    expect(rules.legalActions(state, seat)).toContainEqual(action);
    // Linux keeps a nice value per thread: /proc lists this process's threads with theirs.
    const threads = threadsOf();
    // The tables' thread keeps the priority the tests were started with (`nice npm test` starts
    // them all at 10): that of Node's own threads, which are started with the process.
    const started = Math.min(...threads.map((thread) => thread.nice));
    expect(started).toBeLessThan(THINKING_NICENESS);
    expect(threads.find((thread) => thread.tid === process.pid)?.nice).toBe(started);
    expect(threads.filter((thread) => thread.tid !== process.pid && thread.nice === THINKING_NICENESS).length).toBeGreaterThan(0);
  });

  test("a move nobody waits for is nobody's turn: bots take it only when they want it, and the clock never plays it", async () => {
    const { facts, rules, bot, botWants } = OPTIONAL;
    const seats = facts.defaultPlayers;
    const host = await create(facts.id, { options: { seats }, bots: Array(seats - 1).fill("easy"), clock: 300 });
    await start(host);
    // The person's clock runs only when the table waits for her: never for a move nobody waits for.
    const clockOutOfTurn: number[] = [];
    host.onStateChange((s: any) => {
      if (s.board !== undefined && !s.board.active.includes(0) && s.seats[0].deadline > 0) clockOutOfTurn.push(s.moves);
    });
    // Docs/protocol.md's race: a bot's move nobody waited for that arrives first may change the
    // turn, and Ana's move sent meanwhile is refused `not-your-turn`. A busy machine makes her
    // lose it now and then; the game goes on, and the refusal must come from that race.
    const ana = autoPlay(
      host,
      0,
      "optional moves with bots",
      (_legal, view: any, rng) => (view.active.includes(0) || botWants!(view) ? bot(view, rng) : undefined),
      ["not-your-turn"],
    );
    await ana.finished;
    expect((host.state as any).phase).toBe("over");
    expect(clockOutOfTurn).toEqual([]);

    // The game as stored, replayed by the engine: every move a seat made while nobody waited
    // for it was one its bot's rule wanted.
    const stored = await settings.store!.loadTable(host.roomId);
    const game = stored!.games.at(-1)!;
    let state = rules.setup(seats, game.seed, stored!.options as object);
    let othersUnawaited = 0;
    for (const { seat, action } of game.actions) {
      if (!rules.awaitedSeats(state).includes(seat)) {
        expect(botWants!(rules.view(state, seat))).toBe(true);
        if (seat !== 0) othersUnawaited++;
      }
      state = rules.apply(state, seat, action);
    }
    if (ana.refused.length > 0) expect(othersUnawaited).toBeGreaterThan(0);
    expect(rules.outcome(state)).not.toBeNull();
  }, 120_000);

  test("secrecy on the wire is unchanged with bots: each person and a spectator hold their own views only", async () => {
    const rules = tableOf(HANDS).rules;
    const host = await create(HANDS, { bots: ["strong", "easy"] });
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
    const seats = [autoPlay(host, 0, "secrecy 0", likeTheEasyBot(HANDS)), autoPlay(bo, 1, "secrecy 1", likeTheEasyBot(HANDS))];
    await waitForState(host, (s: any) => s.moves >= 120 || s.phase === "over", "120 moves", 120_000);
    seats.forEach((seat) => seat.stop());
    expect(checked).toBeGreaterThan(100);
  }, 150_000);

  test("a player away too long: a bot plays their seat, and they take it back with their key", async () => {
    settings.reconnectSeconds = 1;
    const host = await create(TWO);
    const bo = await join(host, "Bo");
    await start(host);
    const key = seatKeyOf(bo)!;
    const ana = autoPlay(host, 0, "take-over", likeTheEasyBot(TWO));
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
      const seats = [autoPlay(host, 0, "after 0", likeTheEasyBot(TWO)), autoPlay(back, 1, "after 1", likeTheEasyBot(TWO))];
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

  test("only the seats that must decide have a running clock, each its own in simultaneous choices (an exchange of cards)", async () => {
    const host = await create(TOGETHER.id, { clock: 300 });
    expect((host.state as any).clock).toBe(300);
    const others: Room[] = [];
    for (let seat = 1; seat < TOGETHER.defaultPlayers; seat++) others.push(await join(host, `Player ${seat + 1}`));
    const before = Date.now();
    await start(host);
    const first = seatsOf(host).map((seat) => seat.deadline);
    // Every seat decides at once, each with 300 clock seconds (6 s here).
    for (const deadline of first) expect(deadline).toBeGreaterThanOrEqual(before + 300 * 20);
    const legal = viewsOf(others[0], 1).legal;
    others[0].send("action", legal[0]);
    await waitForState(host, (s: any) => s.moves === 1, "seat 1's choice");
    const after = seatsOf(host).map((seat) => seat.deadline);
    expect(after[1]).toBe(0);
    expect(after.filter((_, seat) => seat !== 1)).toEqual(first.filter((_, seat) => seat !== 1));
  });

  test("a decision left to the clock is played by the easy bot; after three in a row a bot plays for the seat until its player is back", async () => {
    const host = await create(TWO, { clock: 30 });
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
    const host = await create(TWO, { clock: 30 });
    const bo = await join(host, "Bo");
    await start(host);
    const first = (host.state as any).board.active[0] as number;
    await notice(host, "timeout");
    await waitForState(host, (s: any) => s.seats[first].timeouts === 1, "one timeout");
    // The next time this seat decides, its player plays in time.
    const player = [host, bo][first];
    await waitForState(player, (s: any) => s.board.active.includes(first) && viewsOf(player, first).legal.length > 0, "its turn again", 10_000);
    player.send("action", viewsOf(player, first).legal[0]);
    await waitForState(host, (s: any) => s.seats[first].timeouts === 0, "the count reset");
  }, 30_000);
});
