import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { ordinal, rate, rating } from "openskill";
import type { TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { Device } from "../support/accounts.ts";
import { PushServiceStandIn, type FakeBrowser } from "../support/push-service.ts";
import { freshDataDir, keepSeatKey, leaveAll, PROGRAMS_AT_FULL_SPEED, quiet, startServer, waitForState } from "../support/server-harness.ts";
import { autoPlay, legalAt } from "../support/table-play.ts";

/**
 * Circles of friends over a real server (docs/protocol.md, "Circles" and "Push"): four players
 * with software passkeys make a circle, invite and join; a new table for the circle reaches each
 * member's page and devices (the push service stand-in decrypts what web-push sends); a game
 * played to its end by SDK clients beside a bot lands in the standings with its rating change;
 * a removed member loses the page and its socket at once; quiet hours hold calls until they end
 * (the server's push clock is the test's); a restart loses nothing.
 */
/** A game whose seat count a table chooses (two or three here), and a game of two seats. */
const SEATED = aGame({ plays: 3 }).facts.id;
const DUEL = aGame({ opens: 2 }).facts.id;

let standIn: PushServiceStandIn;
let server: TableServer;
let dataDir: string;
/** The push clock's lead over the wall clock: quiet hours are judged by it. */
let lead = 0;
const rooms: Room[] = [];
let next = 1;

async function start(port = 0): Promise<TableServer> {
  return startServer({
    port,
    dataDir,
    limits: PROGRAMS_AT_FULL_SPEED,
    push: { endpointHosts: [standIn.host], allowPrivate: true, allowPorts: true, ca: standIn.cert, digestMs: 100, quietSweepMs: 100, now: () => Date.now() + lead },
  });
}

beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
  dataDir = await freshDataDir();
  server = await start();
});
afterAll(async () => {
  await leaveAll(rooms);
  await server?.close();
  await standIn?.close();
  await rm(dataDir, { recursive: true, force: true });
  expect(standIn.faults).toEqual([]);
});

/** A device on an address of its own (its budgets are its own). */
const device = (): Device => new Device(server.url, `127.0.12.${next++}`);

/** The SDK as a signed-in page: the session cookie rides on its matchmaking requests. */
const signed = (d: Device): Client => new Client(server.url, { headers: { cookie: d.cookie } });

interface Member {
  device: Device;
  name: string;
  handle: string;
  phone: FakeBrowser;
}

async function register(name: string): Promise<Device> {
  const d = device();
  expect((await d.register(name)).answer.status).toBe(201);
  return d;
}

/** A device allows notifications for its player (once, for every table and circle). */
async function allowPush(d: Device): Promise<FakeBrowser> {
  const phone = standIn.browser();
  const answer = await d.send("POST", "/api/me/push", { subscription: phone.subscription });
  expect(answer.status).toBe(201);
  return phone;
}

/** A circle of `names`, the first its creator, every member's phone allowed. */
async function circleOf(...names: string[]): Promise<{ id: string; invite: string; members: Member[] }> {
  const creator = await register(names[0]);
  const made = await creator.send("POST", "/api/circles", { name: `${names[0]}'s circle` });
  expect(made.status).toBe(201);
  const id = made.body.circle.id;
  const link = await creator.send("POST", `/api/circles/${id}/invites`, { hours: 48 });
  expect(link.status).toBe(201);
  const members: Member[] = [{ device: creator, name: names[0], handle: made.body.you, phone: await allowPush(creator) }];
  for (const name of names.slice(1)) {
    const d = await register(name);
    const seen = await d.send("POST", "/api/circles/invite", { invite: link.body.invite });
    expect(seen.body).toEqual({ circle: { name: `${names[0]}'s circle`, members: members.length } });
    const joined = await d.send("POST", "/api/circles/join", { invite: link.body.invite });
    expect(joined.body).toMatchObject({ circle: { id }, joined: true });
    members.push({ device: d, name, handle: joined.body.you, phone: await allowPush(d) });
  }
  return { id, invite: link.body.invite, members };
}

/** A circle page's socket: its news, and how it ended. */
async function pageSocket(d: Device, circle: string): Promise<{ room: Room; news: any[]; closed: Promise<number> }> {
  const room = await signed(d).joinOrCreate("circle", { circle });
  rooms.push(room);
  const news: any[] = [];
  room.onMessage("news", (n) => news.push(n));
  const closed = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
  return { room, news, closed };
}

/** The host plays its first legal choices until the game waits for `seat` (a turn-based table calls that seat then). */
async function turnTo(host: Room, hostSeat: number, seat: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const s: any = await waitForState(host, (st: any) => st.phase === "playing" && st.board !== undefined, "the game");
    if ([...s.board.active].includes(seat)) return;
    const legal = legalAt(host, hostSeat);
    if (legal.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    const moves = s.moves;
    host.send("action", legal[0]);
    await waitForState(host, (st: any) => st.moves > moves, "the host's move");
  }
  throw new Error(`the game never waited for seat ${seat}`);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a circle of four", () => {
  test("invite and join; a new table for the circle is on the page and on every other member's phone, nothing private shown", async () => {
    const { id, members } = await circleOf("Ana", "Bo", "Cy", "Dee");
    const [ana, bo, , dee] = members;
    // Dee has a second phone, muted: it is not told.
    const muted = await allowPush(dee.device);
    const devices = (await dee.device.send("GET", "/api/me/push")).body.devices;
    expect(devices).toHaveLength(2);
    expect(JSON.stringify(devices)).not.toContain(muted.subscription.endpoint);
    const mutedId = devices[1].id;
    expect((await dee.device.send("PUT", `/api/me/push/${mutedId}`, { muted: true })).body).toEqual({ id: mutedId, muted: true });
    const bosPage = await pageSocket(bo.device, id);

    const table = keepSeatKey(quiet(await signed(ana.device).create(SEATED, { name: "Ana", circle: id, private: true, pace: "turns" })));
    rooms.push(table);
    for (const other of members.slice(1)) {
      const [push] = await standIn.received(other.phone, 1);
      expect(push.payload).toEqual({ tag: "tablee", url: `/#/table/${table.roomId}`, tables: [{ id: table.roomId, kind: "circle", game: SEATED, host: "Ana", names: [], circle: "Ana's circle" }] });
    }
    await server.push.notifier.flushAll();
    expect(ana.phone.pushes).toEqual([]);
    expect(muted.pushes).toEqual([]);
    await until(async () => bosPage.news, (news) => news.some((n) => n.kind === "table" && n.table === table.roomId), "the page's news");
    // The circle's room is nobody's business in the lobby.
    const lobby = await new Client(server.url).joinOrCreate("lobby");
    rooms.push(lobby);
    const listed = await new Promise<unknown>((resolve) => lobby.onMessage("rooms", resolve));
    expect(JSON.stringify(listed)).not.toContain(id);

    const page = (await bo.device.send("GET", `/api/circles/${id}`)).body;
    expect(page.members.map((m: any) => [m.name, m.creator])).toEqual([["Ana", true], ["Bo", false], ["Cy", false], ["Dee", false]]);
    expect(page.you).toBe(bo.handle);
    const listedTable = page.tables.find((t: any) => t.id === table.roomId);
    // The same public facts as the table's link shows anybody, nothing more.
    const summary = (await (await fetch(`${server.url}/api/tables/${table.roomId}`)).json()) as any;
    expect(listedTable).toMatchObject({ id: table.roomId, game: SEATED, host: "Ana", phase: "waiting", pace: "turns", seats: summary.seats, closed: false });
    expect(JSON.stringify(page)).not.toMatch(/keyHash|seatKey|playerId|endpoint/);
    expect(JSON.stringify(page)).not.toContain(ana.device.cookies.get("tablee_session")!);
  });

  test("a game played to its end is in the standings with its rating change; its bot is listed apart and rated with nobody", async () => {
    const { id, members } = await circleOf("Eli", "Fay", "Gus", "Hal");
    const [eli, fay] = members;
    const host = keepSeatKey(quiet(await signed(eli.device).create(SEATED, { name: "Eli", circle: id, options: { seats: 3 }, bots: ["easy"] })));
    const guest = keepSeatKey(quiet(await signed(fay.device).joinById(host.roomId, { name: "Fay" })));
    rooms.push(host, guest);
    await waitForState(host, (s: any) => s.seats.every((seat: any) => seat.occupant !== "" || seat.bot !== ""), "every seat taken");
    host.send("start", {});
    await waitForState(host, (s: any) => s.phase === "playing", "the start");
    await Promise.all([autoPlay(host, 0, "eli").finished, autoPlay(guest, 1, "fay").finished]);
    const winners: number[] = [...(host.state as any).winners];

    const page = await until(() => fay.device.send("GET", `/api/circles/${id}`), (a) => a.body.games.length === 1, "the finished game");
    const [game] = page.body.games;
    expect(game).toMatchObject({ table: host.roomId, gameNo: 1, game: SEATED, rated: true, replay: `/api/tables/${host.roomId}/replay?game=1` });
    expect(game.seats.map((s: any) => [s.name, s.bot, s.winner, s.member])).toEqual([
      ["Eli", false, winners.includes(0), eli.handle],
      ["Fay", false, winners.includes(1), fay.handle],
      [expect.any(String), true, winners.includes(2), undefined],
    ]);
    const replay = (await (await fetch(`${server.url}${game.replay}`)).json()) as any;
    expect(replay.over).toBe(true);
    expect(replay.outcome.winners).toEqual(winners);

    // The two people rated against each other alone: the bot's seat is not in the rating.
    const ranks = [0, 1].map((seat) => (winners.includes(seat) ? 0 : 1) * 10 - (replay.outcome.scores?.[seat] ?? 0));
    const expected = rate([[rating()], [rating()]], { rank: ranks.map((r) => [...new Set(ranks)].sort((a, b) => a - b).indexOf(r) + 1) });
    const [standing] = page.body.standings;
    expect(standing.game).toBe(SEATED);
    expect(standing.bots).toEqual([{ level: "easy", games: 1, wins: winners.includes(2) ? 1 : 0 }]);
    const byName = new Map<string, any>(standing.players.map((p: any) => [p.name, p]));
    expect([...byName.keys()].sort()).toEqual(["Eli", "Fay"]);
    for (const [seat, who] of [[0, "Eli"], [1, "Fay"]] as const) {
      const p: any = byName.get(who);
      expect(p).toMatchObject({ games: 1, wins: winners.includes(seat) ? 1 : 0 });
      expect(p.rating.mu).toBeCloseTo(expected[seat][0].mu, 1);
      expect(p.rating.ordinal).toBeCloseTo(ordinal(expected[seat][0]), 1);
      expect(p.change).toBeCloseTo(ordinal(expected[seat][0]) - ordinal(rating()), 1);
      expect(game.seats[seat].change).toBe(p.change);
    }
    // Each player's own games across circles; a member who did not play has none.
    const mine = (await eli.device.send("GET", "/api/me/circle-games")).body;
    expect(mine.games).toEqual([{ circle: { id, name: "Eli's circle" }, ...game, seat: 0 }]);
    expect(mine.standings).toEqual([{ circle: { id, name: "Eli's circle" }, game: SEATED, games: 1, wins: byName.get("Eli")!.wins, rating: byName.get("Eli")!.rating, change: byName.get("Eli")!.change }]);
    expect((await members[2].device.send("GET", "/api/me/circle-games")).body).toEqual({ games: [], standings: [] });
  }, 120_000);

  test("a removed member loses the page at once: their requests get 404 and their open socket ends; the others' pages hear of it", async () => {
    const { id, members } = await circleOf("Ida", "Jo", "Kim", "Lu");
    const [ida, jo, , lu] = members;
    const lusPage = await pageSocket(lu.device, id);
    const josPage = await pageSocket(jo.device, id);
    expect((await jo.device.send("DELETE", `/api/circles/${id}/members/${lu.handle}`)).body.code).toBe("not-creator");
    expect((await ida.device.send("DELETE", `/api/circles/${id}/members/${lu.handle}`)).status).toBe(204);
    expect(await lusPage.closed).toBe(4403);
    const gone = await lu.device.send("GET", `/api/circles/${id}`);
    expect([gone.status, gone.body.code]).toEqual([404, "not-found"]);
    await expect(signed(lu.device).joinOrCreate("circle", { circle: id })).rejects.toThrow(/not-found/);
    await expect(signed(lu.device).create(DUEL, { name: "Lu", circle: id })).rejects.toThrow(/not-found/);
    await until(async () => josPage.news, (news) => news.some((n) => n.kind === "members"), "the members' news");
    expect(josPage.room.connection.isOpen).toBe(true);
    const left = (await jo.device.send("GET", `/api/circles/${id}`)).body.members.map((m: any) => m.name);
    expect(left).toEqual(["Ida", "Jo", "Kim"]);
    // A member leaves on their own; the creator leaving hands the circle on.
    expect((await ida.device.send("DELETE", `/api/circles/${id}/members/me`)).status).toBe(204);
    expect((await jo.device.send("GET", `/api/circles/${id}`)).body.members.map((m: any) => [m.name, m.creator])).toEqual([["Jo", true], ["Kim", false]]);
  });

  test("a device allowed once hears of the player's turn at any table; removed, it hears nothing more", async () => {
    const host = await register("Rex");
    const { members } = await circleOf("Sam");
    const [sam] = members;
    /** A turn-based table of Rex's where Sam, signed in, sits and plays first. */
    const samsTurn = async (): Promise<string> => {
      const table = keepSeatKey(quiet(await signed(host).create(DUEL, { name: "Rex", private: true, pace: "turns" })));
      const sams = keepSeatKey(quiet(await signed(sam.device).joinById(table.roomId, { name: "Sam" })));
      rooms.push(table, sams);
      await waitForState(table, (s: any) => s.seats.every((seat: any) => seat.occupant !== ""), "both seats taken");
      table.send("start", {});
      await waitForState(sams, (s: any) => s.phase === "playing", "the start");
      await turnTo(table, 0, 1);
      await server.push.notifier.flushAll();
      return table.roomId;
    };
    const first = await samsTurn();
    const [push] = await standIn.received(sam.phone, 1);
    expect(push.payload.tables).toEqual([{ id: first, kind: "turn", game: DUEL, host: "Rex", names: ["Rex"] }]);
    const [phone] = (await sam.device.send("GET", "/api/me/push")).body.devices;
    expect((await sam.device.send("DELETE", `/api/me/push/${phone.id}`)).status).toBe(204);
    await samsTurn();
    expect(sam.phone.pushes).toHaveLength(1);
  });

  test("quiet hours hold a turn and a circle's news until they end, then one push names both", async () => {
    const { id, members } = await circleOf("Max", "Nia");
    const [max, nia] = members;
    const set = await nia.device.send("PUT", "/api/me/push/quiet", { quiet: { from: "22:00", to: "08:00", timeZone: "Europe/Zurich" } });
    expect(set.body).toEqual({ quiet: { from: "22:00", to: "08:00", timeZone: "Europe/Zurich" } });
    // 23:30 in Zurich (UTC+1 in January).
    const at = (iso: string) => Date.parse(iso) - Date.now();
    lead = at("2027-01-14T22:30:00Z");
    try {
      const news = keepSeatKey(quiet(await signed(max.device).create(DUEL, { name: "Max", circle: id, private: true })));
      const play = keepSeatKey(quiet(await signed(max.device).create(DUEL, { name: "Max", private: true, pace: "turns" })));
      const nias = keepSeatKey(quiet(await signed(nia.device).joinById(play.roomId, { name: "Nia" })));
      rooms.push(news, play, nias);
      await waitForState(play, (s: any) => s.seats.every((seat: any) => seat.occupant !== ""), "both seats taken");
      play.send("start", {});
      await waitForState(nias, (s: any) => s.phase === "playing", "the start");
      await turnTo(play, 0, 1);
      await until(async () => (await server.store.push.heldPlayers()).length, (n) => n === 1, "the held calls");
      await server.push.notifier.flushAll();
      expect(nia.phone.pushes).toEqual([]);
      // 07:59: still quiet.
      lead = at("2027-01-15T06:59:00Z");
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(nia.phone.pushes).toEqual([]);
      lead = at("2027-01-15T07:01:00Z");
      const [digest] = await standIn.received(nia.phone, 1);
      expect(digest.payload.tables.map((t: any) => [t.id, t.kind])).toEqual([[play.roomId, "turn"], [news.roomId, "circle"]]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await server.push.notifier.flushAll();
      expect(nia.phone.pushes).toHaveLength(1);
      expect(await server.store.push.heldPlayers()).toEqual([]);
    } finally {
      lead = 0;
    }
  }, 60_000);

  test("a restart loses no circle, member, table or standing", async () => {
    const { id, members } = await circleOf("Ola", "Pia");
    const [ola, pia] = members;
    const host = keepSeatKey(quiet(await signed(ola.device).create(SEATED, { name: "Ola", circle: id, options: { seats: 2 } })));
    const guest = keepSeatKey(quiet(await signed(pia.device).joinById(host.roomId, { name: "Pia" })));
    rooms.push(host, guest);
    await waitForState(host, (s: any) => s.seats.every((seat: any) => seat.occupant !== ""), "both seats taken");
    host.send("start", {});
    await waitForState(host, (s: any) => s.phase === "playing", "the start");
    await Promise.all([autoPlay(host, 0, "ola").finished, autoPlay(guest, 1, "pia").finished]);
    const before = await until(() => ola.device.send("GET", `/api/circles/${id}`), (a) => a.body.games.length === 1, "the finished game");
    await leaveAll([host, guest]);
    await server.close();
    server = await start(server.port);
    const after = await ola.device.send("GET", `/api/circles/${id}`);
    expect(after.status).toBe(200);
    const stable = (page: any) => ({ ...page, tables: page.tables.map((t: any) => ({ id: t.id, game: t.game, phase: t.phase })) });
    expect(stable(after.body)).toEqual(stable(before.body));
    expect(after.body.standings[0].players).toHaveLength(2);
  }, 120_000);
});

describe("strangers and bad input", () => {
  test("state-changing circle and device requests from another origin, or with none, are refused and change nothing", async () => {
    const { id, invite, members } = await circleOf("Quin", "Rae");
    const [quin, rae] = members;
    const outsider = await register("Sol");
    for (const origin of ["http://evil.example", null]) {
      const tries = [
        await quin.device.send("POST", "/api/circles", { name: "Evil" }, { origin }),
        await quin.device.send("POST", `/api/circles/${id}/invites`, {}, { origin }),
        await quin.device.send("DELETE", `/api/circles/${id}/members/${rae.handle}`, undefined, { origin }),
        await outsider.send("POST", "/api/circles/join", { invite }, { origin }),
        await rae.device.send("POST", "/api/me/push", { subscription: standIn.browser().subscription }, { origin }),
        await rae.device.send("PUT", "/api/me/push/quiet", { quiet: null }, { origin }),
      ];
      expect(tries.map((t) => [t.status, t.body.code])).toEqual(Array(tries.length).fill([403, "bad-origin"]));
    }
    expect((await quin.device.send("GET", "/api/circles")).body.circles).toHaveLength(1);
    expect((await quin.device.send("GET", `/api/circles/${id}`)).body.members).toHaveLength(2);
    expect((await quin.device.send("GET", `/api/circles/${id}/invites`)).body.invites).toHaveLength(1);
    expect((await rae.device.send("GET", "/api/me/push")).body.devices).toHaveLength(1);
    expect((await outsider.send("GET", "/api/circles")).body.circles).toEqual([]);
  });

  test("guessing invites or circle ids gets nothing and costs the address; a revoked or expired invite opens nothing", async () => {
    const { id, invite, members } = await circleOf("Tom", "Uma");
    const guesser = await register("Vic");
    const randomToken = () => randomBytes(16).toString("base64url");
    const answers = [
      await guesser.send("POST", "/api/circles/join", { invite: randomToken() }),
      await guesser.send("POST", "/api/circles/invite", { invite: randomToken() }),
      await guesser.send("GET", `/api/circles/${randomBytes(12).toString("base64url")}`),
      await guesser.send("GET", `/api/circles/${id}`),
      await guesser.send("POST", `/api/circles/${id}/invites`, {}),
      await guesser.send("POST", "/api/circles/join", { invite: "short" }),
    ];
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([[404, "bad-invite"], [404, "bad-invite"], [404, "not-found"], [404, "not-found"], [404, "not-found"], [404, "bad-invite"]]);
    // Out of tries: even the real invite is refused from this address, unread; another address is not held up.
    const spent = await guesser.send("POST", "/api/circles/join", { invite });
    expect([spent.status, spent.body.code]).toEqual([429, "too-many-tries"]);
    expect((await guesser.send("GET", "/api/circles")).body.circles).toBeUndefined();
    const other = await register("Wyn");
    expect((await other.send("POST", "/api/circles/join", { invite })).body.joined).toBe(true);

    const [tom] = members;
    const list = (await tom.device.send("GET", `/api/circles/${id}/invites`)).body.invites;
    expect((await tom.device.send("DELETE", `/api/circles/${id}/invites/${list[0].id}`)).status).toBe(204);
    const late = await register("Xia");
    expect((await late.send("POST", "/api/circles/join", { invite })).body.code).toBe("bad-invite");
    expect((await tom.device.send("GET", `/api/circles/${id}`)).body.members.map((m: any) => m.name)).toEqual(["Tom", "Uma", "Wyn"]);
  });

  test("names with markup or bidi controls, oversized or malformed bodies, bad quiet hours: refused, nothing changes", async () => {
    const d = await register("Yves");
    for (const name of ["<b>Club</b>", "Club\u202eevil", "\u200b", "x".repeat(25)]) {
      const made = await d.send("POST", "/api/circles", { name });
      expect([made.status, made.body.code]).toEqual([400, "bad-name"]);
    }
    expect((await d.send("POST", "/api/circles", undefined, { raw: JSON.stringify({ name: "x".repeat(5000) }) })).status).toBe(413);
    expect((await d.send("POST", "/api/circles", undefined, { raw: "{name" })).body.code).toBe("bad-request");
    expect((await d.send("POST", "/api/circles", { name: "Club", admin: true })).body.code).toBe("bad-request");
    for (const quiet of [{ from: "22:00", to: "08:00", timeZone: "Mars/Olympus" }, { from: "22:00", to: "08:00", timeZone: "+05:00" }, { from: "25:00", to: "08:00", timeZone: "UTC" }, { from: "08:00", to: "08:00", timeZone: "UTC" }]) {
      const answer = await d.send("PUT", "/api/me/push/quiet", { quiet });
      expect([answer.status, answer.body.code]).toEqual([400, "bad-quiet-hours"]);
    }
    const subscription = standIn.browser().subscription;
    expect((await d.send("POST", "/api/me/push", { subscription: { ...subscription, endpoint: "https://push.evil.example/x" } })).body.code).toBe("endpoint-refused");
    expect((await d.send("POST", "/api/me/push", { subscription: { ...subscription, keys: { ...subscription.keys, auth: "c2hvcnQ" } } })).body.code).toBe("bad-subscription");
    expect((await d.send("GET", "/api/circles")).body.circles).toEqual([]);
    expect((await d.send("GET", "/api/me/push")).body).toEqual({ devices: [], quiet: null });
    expect((await device().send("GET", "/api/circles")).body.code).toBe("signed-out");
  });

  test("budgets: circles made and tables made for a circle, per player; a table for a circle needs a member, signed in, by create", async () => {
    const { id, members } = await circleOf("Zed");
    const [zed] = members;
    // One circle made already: the burst allows two more.
    for (let i = 0; i < 2; i++) expect((await zed.device.send("POST", "/api/circles", { name: `More ${i}` })).status).toBe(201);
    const over = await zed.device.send("POST", "/api/circles", { name: "One too many" });
    expect([over.status, over.body.code]).toEqual([429, "too-many-new-circles"]);
    expect((await zed.device.send("GET", "/api/circles")).body.circles).toHaveLength(3);

    await expect(new Client(server.url).create(DUEL, { name: "Anon", circle: id })).rejects.toThrow(/signed-out/);
    await expect(signed(zed.device).joinOrCreate(DUEL, { name: "Zed", circle: id })).rejects.toThrow(/bad-options/);
    const stranger = await register("Ann");
    await expect(signed(stranger).create(DUEL, { name: "Ann", circle: id })).rejects.toThrow(/not-found/);
    for (let i = 0; i < 6; i++) rooms.push(quiet(await signed(zed.device).create(DUEL, { name: "Zed", circle: id, private: true })));
    await expect(signed(zed.device).create(DUEL, { name: "Zed", circle: id, private: true })).rejects.toThrow(/too-many-circle-tables/);
    expect((await zed.device.send("GET", `/api/circles/${id}`)).body.tables).toHaveLength(6);
  });
});
