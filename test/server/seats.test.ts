// The table's one list of seats, without a server: who holds each seat, bots, stand-ins,
// keys, the clock's deadlines and timeouts, and what the synced seats show of it.
import { describe, expect, it } from "@jest/globals";
import { botHolder, FREE_SEAT, freeHolder, Seats, type TablePace } from "../../server/src/table/seats.ts";
import { newSeatKey } from "../../server/src/table/keys.ts";
import { Seat } from "../../server/src/table/state.ts";

const noClock = { pace: "live" as const, clock: 0, takeover: "easy" as const, awayAfter: 3 };
const minute = { pace: "live" as const, clock: 60, takeover: "strong" as const, awayAfter: 3 };

function person(name: string): { key: string; holder: { name: string; keyHash: string } } {
  const { key, hash } = newSeatKey();
  return { key, holder: { name, keyHash: hash } };
}

describe("Seats", () => {
  it("opens with the bots asked for in the last seats, the first seats free for people", () => {
    const seats = Seats.opening(4, ["easy", "strong"], noClock);
    expect(seats.records).toEqual([freeHolder(), freeHolder(), { name: "Bot 3", keyHash: "", bot: "easy" }, { name: "Bot 4", keyHash: "", bot: "strong" }]);
    expect(Seats.opening(2, [], noClock).records).toEqual([freeHolder(), freeHolder()]);
  });

  it("a seat key opens its holder's seat, and only that one; a stand-in's key still opens it", () => {
    const ann = person("Ann");
    const bob = person("Bob");
    const seats = new Seats([ann.holder, bob.holder, freeHolder()], minute);
    expect(seats.seatOfKey(bob.key)).toBe(1);
    expect(seats.seatOfKey(newSeatKey().key)).toBe(-1);
    seats.set(1, seats.standIn(1));
    expect(seats.at(1)).toEqual({ name: "Bob", keyHash: bob.holder.keyHash, bot: "strong", standIn: true });
    expect(seats.seatOfKey(bob.key)).toBe(1);
    seats.set(1, seats.handedBack(1, 5000));
    expect(seats.at(1)).toEqual({ name: "Bob", keyHash: bob.holder.keyHash, deadline: 5000 });
    expect(seats.handedBack(1, 0)).toEqual({ name: "Bob", keyHash: bob.holder.keyHash });
  });

  it("computes a change as a new list, leaving the seats as they are until it is taken", () => {
    const seats = new Seats([freeHolder(), freeHolder()], noClock);
    const next = seats.with(1, botHolder(1, "easy"));
    expect(seats.at(1)).toEqual(freeHolder());
    expect(seats.differs(next)).toBe(true);
    seats.take(next);
    expect(seats.at(1)).toEqual({ name: "Bot 2", keyHash: "", bot: "easy" });
    expect(seats.differs(next.map((h) => ({ ...h })))).toBe(false);
  });

  it("fills the free seats with bots, leaving every taken seat as it is", () => {
    const ann = person("Ann");
    const seats = new Seats([ann.holder, freeHolder(), freeHolder()], noClock);
    seats.sit(0, "s0", true);
    expect(seats.filled("strong")).toEqual([ann.holder, { name: "Bot 2", keyHash: "", bot: "strong" }, { name: "Bot 3", keyHash: "", bot: "strong" }]);
  });

  it("reseats: holders move with their key, bots are renamed after their new seat, new seats are free", () => {
    const ann = person("Ann");
    const seats = new Seats([freeHolder(), ann.holder, freeHolder(), botHolder(3, "easy")], noClock);
    const short = seats.reseated([1, 3]);
    expect(short).toEqual([ann.holder, { name: "Bot 2", keyHash: "", bot: "easy" }]);
    seats.take(short);
    expect(seats.seatOfKey(ann.key)).toBe(0);
    expect(seats.reseated([0, 1, FREE_SEAT])).toEqual([ann.holder, { name: "Bot 2", keyHash: "", bot: "easy" }, freeHolder()]);
  });

  it("for a rematch: the host's bots stay, a stand-in's player here is back, one not here leaves a free seat", () => {
    const ann = person("Ann");
    const bob = person("Bob");
    const seats = new Seats(
      [
        { ...ann.holder, bot: "easy", standIn: true, timeouts: 3 },
        { ...bob.holder, bot: "easy", standIn: true, open: true },
        { ...botHolder(2, "strong"), deadline: 9 },
        { name: "Cy", keyHash: "c", deadline: 7, timeouts: 1 },
      ],
      noClock,
    );
    seats.sit(0, "s0", true);
    seats.sit(3, "s3", true);
    expect(seats.forRematch()).toEqual([ann.holder, freeHolder(), botHolder(2, "strong"), { name: "Cy", keyHash: "c" }]);
  });

  it("at the start, only the people the game awaits first get the whole clock", () => {
    const seats = new Seats([{ name: "Ann", keyHash: "a" }, { name: "Bob", keyHash: "b" }, botHolder(2, "easy")], minute);
    const started = seats.atStart([0, 2], 1000, 10);
    expect(started.map((h) => h.deadline)).toEqual([1600, undefined, undefined]);
    expect(new Seats(seats.records.map((h) => ({ ...h })), noClock).atStart([0, 1], 1000, 10).map((h) => h.deadline)).toEqual([undefined, undefined, undefined]);
  });

  describe("after a decision", () => {
    it("a seat that acts again starts afresh, a seat already waiting keeps its clock, a seat not awaited has none", () => {
      const seats = new Seats([{ name: "Ann", keyHash: "a", deadline: 100 }, { name: "Bob", keyHash: "b", deadline: 200 }, { name: "Cy", keyHash: "c", deadline: 300 }], minute);
      const after = seats.afterDecision(0, "person", [0, 1, 2], [0, 1], 1000, 10);
      expect(after.map((h) => h.deadline)).toEqual([1600, 200, undefined]);
      // The seats themselves are unchanged until the list is taken.
      expect(seats.at(2).deadline).toBe(300);
    });

    it("a seat newly awaited gets the whole time; bots never have a clock", () => {
      const seats = new Seats([{ name: "Ann", keyHash: "a" }, botHolder(1, "easy"), { name: "Cy", keyHash: "c" }], minute);
      expect(seats.afterDecision(0, "person", [0], [1, 2], 1000, 10).map((h) => h.deadline)).toEqual([undefined, undefined, 1600]);
    });

    it("three timeouts in a row make the seat a stand-in at the table's level; a move of the person's own clears it", () => {
      const seats = new Seats([{ name: "Ann", keyHash: "a", timeouts: 1 }, { name: "Bob", keyHash: "b" }], minute);
      seats.take(seats.afterDecision(0, "clock", [0], [0], 1000, 10));
      expect(seats.at(0)).toEqual({ name: "Ann", keyHash: "a", timeouts: 2, deadline: 1600 });
      seats.take(seats.afterDecision(0, "clock", [0], [0], 2000, 10));
      expect(seats.at(0)).toEqual({ name: "Ann", keyHash: "a", bot: "strong", standIn: true, timeouts: 3 });
      seats.take(seats.afterDecision(0, "person", [0], [1], 3000, 10));
      expect(seats.at(0)).toEqual({ name: "Ann", keyHash: "a" });
      expect(seats.at(1).deadline).toBe(3600);
    });

    it("a bot's decision changes nothing of its seat but the clocks", () => {
      const seats = new Seats([botHolder(0, "easy"), { name: "Bob", keyHash: "b" }], noClock);
      expect(seats.afterDecision(0, "bot", [0], [1], 1000, 10)).toEqual(seats.records);
    });
  });

  it("mirrors onto the synced seats: who sits there, a bot's or a held seat's name on an empty chair, a free chair nameless", () => {
    const seats = new Seats(
      [
        { name: "Ann", keyHash: "a", deadline: 42, timeouts: 2 },
        { name: "Bob", keyHash: "b", bot: "strong", standIn: true, open: true },
        { name: "Cy", keyHash: "c" },
        { name: "Di", keyHash: "d" },
      ],
      minute,
    );
    const chairs = [0, 1, 2, 3].map(() => new Seat());
    seats.sit(0, "s0", true);
    seats.holdForRestart(2, 9000);
    chairs[3].name = "stale";
    seats.mirrorOnto(chairs);
    expect(chairs.map((c) => c.toJSON())).toEqual([
      { occupant: "s0", name: "Ann", connected: true, awayUntil: 0, bot: "", standIn: false, open: false, deadline: 42, timeouts: 2 },
      { occupant: "", name: "Bob", connected: false, awayUntil: 0, bot: "strong", standIn: true, open: true, deadline: 0, timeouts: 0 },
      { occupant: "", name: "Cy", connected: false, awayUntil: 9000, bot: "", standIn: false, open: false, deadline: 0, timeouts: 0 },
      { occupant: "", name: "", connected: false, awayUntil: 0, bot: "", standIn: false, open: false, deadline: 0, timeouts: 0 },
    ]);
  });

  describe("the rules of who sits where", () => {
    const turns = { pace: "turns" as const, clock: 86_400, takeover: "easy" as const, awayAfter: 2 };
    const table = (pace: TablePace = noClock) =>
      new Seats([{ name: "Ann", keyHash: "a" }, { name: "Bob", keyHash: "b", bot: "easy", standIn: true, timeouts: 3 }, botHolder(2, "strong"), freeHolder()], pace);

    it("a person holds a seat by their key; a bot's seat, a stand-in's and a free one are not a person's", () => {
      const seats = table();
      expect([0, 1, 2, 3].map((s) => seats.personHolds(s))).toEqual([true, false, false, false]);
    });

    it("an empty seat is held for its player after a restart, and at a turn-based table whenever they are away; never at a live one", () => {
      const live = table();
      expect(live.held(0)).toBe(false);
      live.holdForRestart(0, 5000);
      expect([live.held(0), live.holdingForRestart()]).toEqual([true, true]);
      live.endHold(0);
      expect([live.held(0), live.holdingForRestart()]).toEqual([false, false]);
      const turnBased = table(turns);
      expect(turnBased.held(0)).toBe(true);
      turnBased.sit(0, "s0", true);
      expect(turnBased.held(0)).toBe(false);
    });

    it("a person may take a seat nobody sits in, nobody holds, and no bot plays unless it is open", () => {
      const seats = table();
      expect([0, 1, 2, 3].map((s) => seats.free(s))).toEqual([true, false, false, true]);
      seats.sit(0, "s0", true);
      seats.set(1, { ...seats.at(1), open: true });
      expect([0, 1, 2, 3].map((s) => seats.free(s))).toEqual([false, true, false, true]);
      expect(seats.firstFree()).toBe(1);
      expect([0, 1, 2, 3].map((s) => seats.taken(s))).toEqual([true, true, true, false]);
      expect(seats.seatOf("s0")).toBe(0);
      seats.empty(0);
      expect(seats.seatOf("s0")).toBe(-1);
    });

    it("a seat is opened by its player; by the host only once the clock put its player away and they are gone; by nobody else", () => {
      const seats = table();
      expect(seats.mayOpen(0, 0, false)).toBe("give-up");
      expect(seats.mayOpen(0, 3, true)).toBeNull();
      expect(seats.mayOpen(1, 0, true)).toBe("host");
      expect(seats.mayOpen(1, 0, false)).toBeNull();
      seats.sit(1, "s1", true);
      expect(seats.mayOpen(1, 0, true)).toBeNull();
      seats.empty(1);
      seats.set(1, { ...seats.at(1), timeouts: 1 });
      expect(seats.mayOpen(1, 0, true)).toBeNull();
      seats.set(1, { ...seats.at(1), timeouts: 3, open: true });
      expect(seats.mayOpen(1, 0, true)).toBeNull();
    });

    it("a start needs a person; at a live table every person here; and, but for a short or filled start, every seat held", () => {
      const seats = new Seats([{ name: "Ann", keyHash: "a" }, freeHolder(), botHolder(2, "easy")], noClock);
      expect(seats.seatedRefusal()?.code).toBe("no-person");
      seats.sit(0, "s0", false);
      expect(seats.seatedRefusal()?.code).toBe("player-away");
      seats.reconnected(0);
      expect(seats.seatedRefusal()).toBeNull();
      expect(seats.fullRefusal()?.code).toBe("seats-not-full");
      expect(seats.shortRefusal([3, 4, 5])?.code).toBe("too-few-players");
      expect(seats.shortRefusal([2, 3])).toBeNull();
      // A game of set counts (DOG's 4 or 6) starts short only at one of them.
      expect(seats.shortRefusal([1, 3])?.code).toBe("bad-seat-count");
      seats.set(1, botHolder(1, "easy"));
      expect(seats.fullRefusal()).toBeNull();
      // At a turn-based table a person's seat counts wherever they are.
      const away = new Seats([{ name: "Ann", keyHash: "a" }, botHolder(1, "easy")], turns);
      expect(away.fullRefusal()).toBeNull();
    });

    it("a seat held since a restart does not move; the chairs move with the seats", () => {
      const seats = table();
      seats.sit(3, "s3", true);
      seats.holdForRestart(0, 5000);
      expect(seats.movesHeldSeat([1, 0, 2, 3])).toBe(true);
      expect(seats.movesHeldSeat([0, 1, 3])).toBe(false);
      seats.rearrange([0, 3, FREE_SEAT]);
      expect([seats.occupant(1), seats.heldSinceRestart(0), seats.occupant(2)]).toEqual(["s3", true, ""]);
    });
  });
});
