import { describe, expect, test } from "@jest/globals";
import { absenceOf, botPlaysForMe, maySit, personAway, readyToStart, seatHolder, seatOffers, startChoices, turnOf, type SeatOffersContext } from "../../client/src/table/seat-roles.ts";
import { seat } from "../support/seat-info.ts";
import { snapshot } from "../../client/src/table/snapshot.ts";

const free = seat();
const alice = seat({ occupant: "s1", name: "Alice", connected: true });
const bot = seat({ name: "Bot 3", bot: "strong", connected: true });
const standIn = seat({ name: "Carol", bot: "easy", standIn: true });
/** A stand-in the clock put there: its player missed the table's `awayAfter` moves in a row. */
const timedOut = seat({ name: "Carol", bot: "easy", standIn: true, timeouts: 3 });
const opened = seat({ name: "Carol", bot: "easy", standIn: true, open: true });

const host: SeatOffersContext = { phase: "waiting", isHost: true, canSit: true, mySeat: 0, awayAfter: 3 };
const guest: SeatOffersContext = { phase: "waiting", isHost: false, canSit: true, mySeat: 1, awayAfter: 3 };
const kinds = (offers: { kind: string; level?: string }[]) => offers.map((o) => (o.level ? `${o.kind}:${o.level}` : o.kind));

describe("who holds a seat, and what the seat list offers", () => {
  test("a free seat, a person, a bot seated by the host, a bot standing in for an away player", () => {
    expect(seatHolder(free)).toBe("free");
    expect(seatHolder(alice)).toBe("person");
    // Away after a restart: no occupant, still a name, so held for them.
    expect(seatHolder(seat({ name: "Dave" }))).toBe("person");
    expect(seatHolder(bot)).toBe("bot");
    expect(seatHolder(standIn)).toBe("stand-in");
  });

  test("before the start the host may seat a bot of either level on a free seat and remove one; others only sit", () => {
    expect(kinds(seatOffers(free, host))).toEqual(["sit", "add-bot:easy", "add-bot:strong"]);
    expect(kinds(seatOffers(bot, host))).toEqual(["remove-bot"]);
    expect(kinds(seatOffers(alice, host))).toEqual([]);
    expect(kinds(seatOffers(free, guest))).toEqual(["sit"]);
    expect(kinds(seatOffers(bot, guest))).toEqual([]);
    // A host whose page is offline cannot sit, but still seats bots.
    expect(kinds(seatOffers(free, { ...host, canSit: false }))).toEqual(["add-bot:easy", "add-bot:strong"]);
  });

  test("mid-game the host may open a seat once the clock put its absent player away; once open, a player without a seat or a spectator may take it", () => {
    const playing = { ...host, phase: "playing" as const };
    expect(kinds(seatOffers(timedOut, playing))).toEqual(["open-seat"]);
    // A player who left, whom a bot plays for: only they may give the seat away.
    expect(kinds(seatOffers(standIn, playing))).toEqual([]);
    expect(kinds(seatOffers(timedOut, { ...playing, awayAfter: 5 }))).toEqual([]);
    expect(kinds(seatOffers(timedOut, { ...guest, phase: "playing", mySeat: -1 }))).toEqual([]);
    // A player the clock put away is still at the table: they take the seat back by playing.
    const putAway = seat({ occupant: "s3", name: "Carol", connected: true, bot: "easy", standIn: true, timeouts: 3 });
    expect(kinds(seatOffers(putAway, playing))).toEqual([]);
    expect(botPlaysForMe([alice, bot, putAway], 2, "playing")).toBe(true);
    expect(botPlaysForMe([alice, bot, standIn], 2, "playing")).toBe(false);
    expect(botPlaysForMe([alice, bot, putAway], 0, "playing")).toBe(false);
    expect(kinds(seatOffers(opened, playing))).toEqual([]);
    expect(kinds(seatOffers(standIn, { ...guest, phase: "playing", mySeat: -1 }))).toEqual([]);
    expect(kinds(seatOffers(opened, { ...guest, phase: "playing", mySeat: -1 }))).toEqual(["sit"]);
    // Someone already seated does not, nor a page offline.
    expect(kinds(seatOffers(opened, { ...guest, phase: "playing" }))).toEqual([]);
    expect(kinds(seatOffers(opened, { ...guest, phase: "playing", mySeat: -1, canSit: false }))).toEqual([]);
    // No bot buttons once the game runs, nor after it.
    expect(kinds(seatOffers(bot, playing))).toEqual([]);
    expect(kinds(seatOffers(free, { ...host, phase: "over" }))).toEqual([]);
  });

  test("a spectator may sit while some seat offers it: a free one before the start, an opened one mid-game", () => {
    const watching: SeatOffersContext = { phase: "waiting", isHost: false, canSit: true, mySeat: -1, awayAfter: 3 };
    expect(maySit([alice, free], watching)).toBe(true);
    expect(maySit([alice, bot], watching)).toBe(false);
    expect(maySit([alice, free], { ...watching, canSit: false })).toBe(false);
    expect(maySit([alice, standIn], { ...watching, phase: "playing" })).toBe(false);
    expect(maySit([alice, opened], { ...watching, phase: "playing" })).toBe(true);
  });

  test("the host may start when every seat holds a bot or a person who is here, and one a person", () => {
    expect(readyToStart([alice, bot, bot, bot])).toBe(true);
    expect(readyToStart([alice, free, bot, bot])).toBe(false);
    expect(readyToStart([seat({ occupant: "s1", name: "Alice" }), bot])).toBe(false);
    expect(readyToStart([bot, bot])).toBe(false);
    // Bots are never away (their seats have no connection); a person may be.
    expect(personAway([alice, bot, bot, bot])).toBe(false);
    expect(personAway([alice, seat({ name: "Dave", awayUntil: 5 }), bot])).toBe(true);
  });

  test("with free seats the host may start with whoever is seated from the game's minimum, or fill them with bots; nobody away", () => {
    const bob = seat({ occupant: "s2", name: "Bob", connected: true });
    // Dog Eat Dog, two at least: three of four seated.
    expect(startChoices([alice, bob, bot, free], 2)).toEqual({ full: false, short: 3, fill: 1 });
    // Deathtrap, four at least: three of eight seated may only fill.
    expect(startChoices([alice, free, free, bob, free, free, bot, free], 4)).toEqual({ full: false, short: 0, fill: 5 });
    expect(startChoices([alice, bob, bot, bot], 2)).toEqual({ full: true, short: 0, fill: 0 });
    // Somebody away, or only bots: neither way.
    expect(startChoices([alice, seat({ name: "Dave", awayUntil: 5 }), free], 2)).toEqual({ full: false, short: 0, fill: 0 });
    expect(startChoices([bot, bot, free], 2)).toEqual({ full: false, short: 0, fill: 0 });
  });

  test("the plain snapshot gives every seat the bot and clock fields, defaulted when a state lacks them", () => {
    const plain = snapshot({ seats: [{ occupant: "s1", name: "Alice", connected: true }, { name: "Bot 2", bot: "easy", deadline: 5, connected: true }], clock: 60, takeover: "strong" });
    expect(plain.seats[0]).toEqual(seat({ occupant: "s1", name: "Alice", connected: true }));
    expect(plain.seats[1]).toEqual(seat({ name: "Bot 2", bot: "easy", deadline: 5, connected: true }));
    expect([plain.clock, plain.takeover]).toEqual([60, "strong"]);
    expect([snapshot({}).clock, snapshot({}).takeover]).toEqual([0, "easy"]);
  });
});

describe("how the board names the seat it waits for", () => {
  const now = 1_000_000;
  test("here: to play; away with time left: away and the time; past it: away; a stand-in: the bot", () => {
    expect(turnOf(alice, now)).toEqual({ key: "status.turnOf", name: "Alice" });
    const bob = seat({ occupant: "s2", name: "Bob", connected: false, awayUntil: now + 112_000 });
    expect(turnOf(bob, now)).toEqual({ key: "status.turnOfAway", name: "Bob", awayMs: 112_000 });
    expect(turnOf(bob, now + 112_000)).toEqual({ key: "status.turnOfGone", name: "Bob" });
    expect(turnOf(standIn, now)).toEqual({ key: "status.turnOfStandIn", name: "Carol" });
    expect(turnOf(bot, now)).toEqual({ key: "status.turnOf", name: "Bot 3" });
    expect(turnOf(undefined, now)).toEqual({ key: "status.turnOf", name: "" });
  });

  test("the canvas says the same without the time: away (before and after the window), a bot for them, or nothing", () => {
    const bob = seat({ occupant: "s2", name: "Bob", connected: false, awayUntil: now + 112_000 });
    expect([absenceOf(bob, now), absenceOf(bob, now + 112_000)]).toEqual(["status.turnOfGone", "status.turnOfGone"]);
    expect(absenceOf(standIn, now)).toBe("status.turnOfStandIn");
    expect([absenceOf(alice, now), absenceOf(bot, now), absenceOf(undefined, now)]).toEqual([null, null, null]);
  });
});
