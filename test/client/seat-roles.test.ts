import { describe, expect, test } from "@jest/globals";
import { absenceOf, NO_OFFERS, personAway, seatHolder, seatOffers, turnOf, type Offers } from "../../client/src/table/seat-roles.ts";
import { seat } from "../support/seat-info.ts";
import { snapshot } from "../../client/src/table/snapshot.ts";

const free = seat();
const alice = seat({ occupant: "s1", name: "Alice", connected: true });
const bot = seat({ name: "Bot 3", bot: "strong", connected: true });
const standIn = seat({ name: "Carol", bot: "easy", standIn: true });

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

  test("a seat's buttons are the server's offers for it: sit, a bot of either level, clear a bot, open it; none without an offer", () => {
    const host: Offers = { ...NO_OFFERS, sit: [1], addBot: [1, 3], removeBot: [2] };
    expect(kinds(seatOffers(1, host))).toEqual(["sit", "add-bot:easy", "add-bot:strong"]);
    expect(kinds(seatOffers(2, host))).toEqual(["remove-bot"]);
    expect(kinds(seatOffers(3, host))).toEqual(["add-bot:easy", "add-bot:strong"]);
    expect(kinds(seatOffers(0, host))).toEqual([]);
    expect(kinds(seatOffers(2, { ...NO_OFFERS, open: [2], sit: [] }))).toEqual(["open-seat"]);
    expect([0, 1, 2, 3].flatMap((s) => seatOffers(s, NO_OFFERS))).toEqual([]);
  });

  test("bots are never away (their seats have no connection); a person may be", () => {
    expect(personAway([alice, bot, bot, bot])).toBe(false);
    expect(personAway([alice, seat({ name: "Dave", awayUntil: 5 }), bot])).toBe(true);
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
