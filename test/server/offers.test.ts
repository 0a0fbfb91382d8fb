// What each member is offered at the table, without a server: the same rules the table's
// changes check (server/src/table/offers.ts over seats.ts), so a page draws and decides nothing.
import { describe, expect, it } from "@jest/globals";
import { offersFor, type OfferContext } from "../../server/src/table/offers.ts";
import { botHolder, freeHolder, Seats } from "../../server/src/table/seats.ts";

const live = { pace: "live" as const, clock: 30, takeover: "easy" as const, awayAfter: 3 };

function seats(): Seats {
  const list = new Seats([{ name: "Ann", keyHash: "a" }, freeHolder(), botHolder(2, "easy"), freeHolder()], live);
  list.sit(0, "ann", true);
  return list;
}

const at = (over: Partial<OfferContext>): OfferContext => ({ seats: seats(), phase: "waiting", isHost: false, mySeat: -1, seatCounts: [2, 3, 4], ...over });

describe("offers", () => {
  it("before the start, the host: bots for free seats, the bot to remove, the start's choices and why not the plain one", () => {
    const host = offersFor(at({ isHost: true, mySeat: 0 }));
    expect(host).toMatchObject({ sit: [1, 3], addBot: [1, 3], removeBot: [2], start: false, startWhy: "seats-not-full", startShort: 2, startFill: 2, setup: true, stand: true, rematch: false });
  });

  it("before the start, anyone else: only the free seats to sit in (and to get up, when seated)", () => {
    expect(offersFor(at({}))).toMatchObject({ sit: [1, 3], addBot: [], removeBot: [], start: false, startWhy: "", startShort: 0, startFill: 0, setup: false, stand: false });
    const bob = seats();
    bob.set(1, { name: "Bob", keyHash: "b" });
    bob.sit(1, "bob", true);
    expect(offersFor(at({ seats: bob, mySeat: 1 }))).toMatchObject({ sit: [3], stand: true, setup: false });
  });

  it("the plain start once every seat is held; no short start below the minimum; none while a person is away", () => {
    const full = seats();
    full.set(1, botHolder(1, "easy"));
    full.set(3, botHolder(3, "strong"));
    expect(offersFor(at({ seats: full, isHost: true, mySeat: 0 }))).toMatchObject({ start: true, startWhy: "", startShort: 0, startFill: 0 });
    expect(offersFor(at({ isHost: true, mySeat: 0, seatCounts: [3, 4] }))).toMatchObject({ startShort: 0, startFill: 2 });
    const away = seats();
    away.dropped(0, Date.now() + 1000);
    expect(offersFor(at({ seats: away, isHost: true, mySeat: 0 }))).toMatchObject({ start: false, startWhy: "seats-not-full", startShort: 0, startFill: 0 });
  });

  it("during a game: an open seat to whoever has none, one's own seat to give up or take back, the host a seat the clock put away", () => {
    const game = seats();
    game.set(1, { name: "Bob", keyHash: "b", bot: "easy", standIn: true, open: true });
    game.set(3, { name: "Cy", keyHash: "c", bot: "easy", standIn: true, timeouts: 3 });
    expect(offersFor(at({ seats: game, phase: "playing" }))).toMatchObject({ sit: [1], open: [], giveUp: false });
    expect(offersFor(at({ seats: game, phase: "playing", isHost: true, mySeat: 0 }))).toMatchObject({ sit: [], open: [3], giveUp: true, back: false, start: false });
    game.set(0, { name: "Ann", keyHash: "a", bot: "easy", standIn: true, timeouts: 3 });
    expect(offersFor(at({ seats: game, phase: "playing", mySeat: 0 }))).toMatchObject({ back: true, giveUp: true, open: [] });
  });

  it("after the game, the host's rematch and nothing else", () => {
    expect(offersFor(at({ phase: "over", isHost: true, mySeat: 0 }))).toMatchObject({ rematch: true, sit: [], start: false, setup: false });
    expect(offersFor(at({ phase: "over", mySeat: 0 }))).toMatchObject({ rematch: false });
  });

  it("a turn-based table starts without its players being here; a live one waits for them", () => {
    const pace = (kind: "live" | "turns") => ({ ...live, pace: kind });
    for (const [kind, offered] of [["turns", true], ["live", false]] as const) {
      const table = new Seats([{ name: "Ana", keyHash: "a" }, { name: "Bo", keyHash: "b" }, freeHolder()], pace(kind));
      table.sit(0, "ana", true);
      // At a live table an absent player's seat is one held for them since a restart.
      if (kind === "live") table.holdForRestart(1, Date.now() + 60_000);
      expect(offersFor(at({ seats: table, isHost: true, mySeat: 0 }))).toMatchObject({ startShort: offered ? 2 : 0, startFill: offered ? 1 : 0 });
      table.set(2, botHolder(2, "easy"));
      expect(offersFor(at({ seats: table, isHost: true, mySeat: 0 })).start).toBe(offered);
    }
  });
});
