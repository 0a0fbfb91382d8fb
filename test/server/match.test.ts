// The table's game without a server: a change is worked out first and taken only once stored,
// a wrong seat is refused, a restored game must replay to what its players saw.
import { createHash } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { gameIds, gameList, gameOf, isRuleError, Rng, seedRng, type AnyGameRules } from "@tablee/shared";
import { Match } from "../../server/src/table/match.ts";
import { viewsDigest } from "../../server/src/table/views.ts";
import { Serial } from "../../server/src/table/serial.ts";
import type { StoredGame } from "../../server/src/store/store.ts";
import { lastChoices } from "../support/play.ts";

/** A game four may play whose first decision is not every seat's, so that a seat can be refused. */
const game = gameList.find(({ rules: r }) => r.minPlayers <= 4 && 4 <= r.maxPlayers && r.activeSeats(r.setup(4, "s")).length < 4)!;
const rules = game.rules as AnyGameRules;
const bot = game.bot;

function played(match: Match, seats: number, steps: number, decide = bot): StoredGame {
  const opening = match.open(seats, "seed-1");
  match.begin(opening);
  const stored: StoredGame = { gameNo: opening.gameNo, seed: opening.seed, players: [], startedAt: 0, actions: [], outcome: null, finishedAt: null };
  const rng = new Rng(seedRng("bots"));
  for (let i = 0; i < steps && match.awaited().length > 0; i++) {
    const seat = match.awaited()[0];
    const action = decide(match.view(seat) as never, rng);
    const decision = match.decide(seat, action, seats);
    match.take(decision);
    stored.actions.push({ seat, action, digest: decision.digest, at: 0 });
  }
  return stored;
}

describe("Match", () => {
  it("opens a game only once it is begun, numbered after the last one", () => {
    const match = new Match(rules, {});
    match.numbered(4);
    const opening = match.open(4, "s");
    expect(opening.gameNo).toBe(5);
    expect(opening.first).toEqual(rules.awaitedSeats(opening.game));
    expect(match.running).toBe(false);
    expect(match.awaited()).toEqual([]);
    match.begin(opening);
    expect(match.running).toBe(true);
    expect(match.gameNo).toBe(5);
    expect(match.awaited()).toEqual(opening.first);
  });

  it("refuses a seat whose turn it is not, and changes nothing until a decision is taken", () => {
    const match = new Match(rules, {});
    match.begin(match.open(4, "s"));
    const awaited = match.awaited();
    const idle = [0, 1, 2, 3].find((s) => !match.active().includes(s))!;
    let refused: unknown;
    try {
      match.decide(idle, {}, 4);
    } catch (error) {
      refused = error;
    }
    expect(isRuleError(refused) && refused.code).toBe("not-your-turn");
    const seat = awaited[0];
    const before = match.privateView(seat);
    const decision = match.decide(seat, bot(match.view(seat) as never, new Rng(seedRng("x"))), 4);
    expect(decision.before).toEqual(awaited);
    expect(match.awaited()).toEqual(awaited);
    expect(match.privateView(seat)).toEqual(before);
    match.take(decision);
    expect(viewsDigest({ everyone: rules.publicView(decision.game), seats: [0, 1, 2, 3].map((s) => match.privateView(s)!) })).toBe(decision.digest);
  });

  it("restores a stored game to the views its players saw, and refuses one that replays otherwise", () => {
    const first = new Match(rules, {});
    const stored = played(first, 4, 6);
    const back = new Match(rules, {});
    const views = back.restore("t1", 4, stored);
    expect(back.gameNo).toBe(stored.gameNo);
    expect(viewsDigest(views)).toBe(stored.actions.at(-1)!.digest);
    expect(back.awaited()).toEqual(first.awaited());
    expect(back.botSeed(6, 1)).toBe(first.botSeed(6, 1));
    const tampered = { ...stored, actions: stored.actions.map((a, i) => (i === 5 ? { ...a, digest: "0".repeat(64) } : a)) };
    expect(() => new Match(rules, {}).restore("t1", 4, tampered)).toThrow(/replays to another state/);
  });

  it.each([...gameIds])("restores a game of %s at its most seats with each option's last choice to the views its players saw", (id) => {
    const { rules: each, bot: decide, facts } = gameOf(id);
    const seats = (each as AnyGameRules).seatCounts.at(-1)!;
    const options = lastChoices(facts);
    const stored = played(new Match(each as AnyGameRules, options), seats, 120, decide);
    expect(viewsDigest(new Match(each as AnyGameRules, options).restore("t", seats, stored))).toBe(stored.actions.at(-1)!.digest);
  });

  it("digests the views as the hash of their JSON, so games stored by earlier servers still restore", () => {
    // Whatever the game and the step: the digest written from the views' JSON field by field
    // is the hash of JSON.stringify of the views, the form every stored action carries.
    fc.assert(
      fc.property(fc.constantFrom(...gameIds), fc.integer({ min: 0, max: 40 }), fc.string({ minLength: 1 }), fc.boolean(), (id, steps, seed, most) => {
        const game = gameOf(id);
        const match = new Match(game.rules as AnyGameRules, {});
        const counts = (game.rules as AnyGameRules).seatCounts;
        const seats = most ? counts[counts.length - 1] : counts[0];
        match.begin(match.open(seats, seed));
        const rng = new Rng(seedRng(seed));
        for (let i = 0; i < steps && match.awaited().length > 0; i++) {
          const seat = match.awaited()[0];
          const decision = match.decide(seat, game.bot(match.view(seat) as never, rng), seats);
          match.take(decision);
          const plain = { everyone: game.rules.publicView(decision.game), seats: Array.from({ length: seats }, (_, s) => match.privateView(s)) };
          expect(decision.digest).toBe(createHash("sha256").update(JSON.stringify(plain)).digest("hex"));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("puts the game away for a rematch", () => {
    const match = new Match(rules, {});
    match.begin(match.open(4, "s"));
    match.end();
    expect(match.running).toBe(false);
    expect(match.privateView(0)).toBeUndefined();
    expect(match.gameNo).toBe(1);
  });
});

describe("Serial", () => {
  it("runs a change at once when the table is still, and queued changes in arrival order", async () => {
    const serial = new Serial();
    const seen: string[] = [];
    let release!: (v: number) => void;
    const slow = serial.run(function* () {
      seen.push("a starts");
      yield new Promise<number>((r) => (release = r));
      seen.push("a ends");
    });
    const failing = serial.run(function* (): Generator<unknown, void, unknown> {
      seen.push("b");
      throw new Error("refused");
    });
    const last = serial.run(function* () {
      seen.push("c");
      return 3;
    });
    expect(seen).toEqual(["a starts"]);
    release(1);
    await slow;
    await expect(failing).rejects.toThrow("refused");
    await expect(last).resolves.toBe(3);
    expect(seen).toEqual(["a starts", "a ends", "b", "c"]);
    await serial.still();
    const now: string[] = [];
    void serial.run(function* () {
      now.push("at once");
    });
    expect(now).toEqual(["at once"]);
  });
});
