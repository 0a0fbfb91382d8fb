// The table's game without a server: a change is worked out first and taken only once stored,
// a wrong seat is refused, a restored game must replay to what its players saw.
import { createHash } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { gameIds, gameList, gameOf, isRuleError, Rng, seedRng, type AnyGameRules } from "@tablee/shared";
import { Match } from "../../server/src/table/match.ts";
import { DIGEST_EVERY, viewsDigest } from "../../server/src/table/views.ts";
import { Serial } from "../../server/src/table/serial.ts";
import type { StoredGame } from "../../server/src/store/store.ts";
import { game as ownGame } from "../support/games/tictactoe/game.ts";

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** The digests this server stores for the pinned game below: a change of their form must keep earlier ones restorable. */
const CURRENT_DIGESTS = ["", "", "", "", "2:300b25067f526870b58f8446eeb6a517a8eb7857d591b89ff3b1faf9dbfe32d5"];
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
    const decision = match.decide(seat, action, seats, i);
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
      match.decide(idle, {}, 4, 0);
    } catch (error) {
      refused = error;
    }
    expect(isRuleError(refused) && refused.code).toBe("not-your-turn");
    const seat = awaited[0];
    const before = match.privateView(seat);
    const decision = match.decide(seat, bot(match.view(seat) as never, new Rng(seedRng("x"))), 4, DIGEST_EVERY - 1);
    expect(decision.before).toEqual(awaited);
    expect(match.awaited()).toEqual(awaited);
    expect(match.privateView(seat)).toEqual(before);
    match.take(decision);
    expect(viewsDigest({ everyone: rules.publicView(decision.game), seats: [0, 1, 2, 3].map((s) => match.privateView(s)!) })).toBe(decision.digest);
  });

  it("restores a stored game to the views its players saw, and refuses one that replays otherwise at any digest", () => {
    const first = new Match(rules, {});
    const steps = 3 * DIGEST_EVERY;
    const stored = played(first, 4, steps);
    // Every DIGEST_EVERY-th action carries a digest, the others none.
    expect(stored.actions.map((a) => a.digest !== "")).toEqual(stored.actions.map((_, i) => (i + 1) % DIGEST_EVERY === 0));
    const back = new Match(rules, {});
    const views = back.restore("t1", 4, stored);
    expect(back.gameNo).toBe(stored.gameNo);
    expect(viewsDigest(views)).toBe(stored.actions[steps - 1].digest);
    expect(back.awaited()).toEqual(first.awaited());
    expect(back.botSeed(6, 1)).toBe(first.botSeed(6, 1));
    // A wrong digest anywhere, not only the last one, refuses the game.
    for (const at of [DIGEST_EVERY - 1, steps - 1]) {
      const tampered = { ...stored, actions: stored.actions.map((a, i) => (i === at ? { ...a, digest: `2:${"0".repeat(64)}` } : a)) };
      expect(() => new Match(rules, {}).restore("t1", 4, tampered)).toThrow(/replays to another state/);
    }
  });

  it.each([...gameIds])("restores a game of %s at its most seats with each option's last choice to the views its players saw", (id) => {
    // The last action carries a digest: it ends the game or is a DIGEST_EVERY-th.
    const { rules: each, bot: decide, facts } = gameOf(id);
    const seats = (each as AnyGameRules).seatCounts.at(-1)!;
    const options = lastChoices(facts);
    const stored = played(new Match(each as AnyGameRules, options), seats, 7 * DIGEST_EVERY, decide);
    expect(viewsDigest(new Match(each as AnyGameRules, options).restore("t", seats, stored))).toBe(stored.actions.at(-1)!.digest);
  });

  it("digests the views as the hash of their JSON after the form's mark, every so many actions and at the end, and still restores games stored by earlier servers", () => {
    // Whatever the game and the step: where an action carries a digest (every DIGEST_EVERY-th
    // and the one that ends the game), it is "2:" and the hash of JSON.stringify of the views.
    // A game stored by a server before legal actions left the views carries at every action the
    // bare hash of the views with each seat's legal actions after its private view: it restores
    // as well.
    let ended = 0;
    fc.assert(
      fc.property(fc.constantFrom(...gameIds), fc.integer({ min: 1, max: 3 * DIGEST_EVERY }), fc.string({ minLength: 1 }), fc.boolean(), (id, steps, seed, most) => {
        const game = gameOf(id);
        const match = new Match(game.rules as AnyGameRules, {});
        const counts = (game.rules as AnyGameRules).seatCounts;
        const seats = most ? counts[counts.length - 1] : counts[0];
        match.begin(match.open(seats, seed));
        const stored: StoredGame = { gameNo: 1, seed, players: [], startedAt: 0, actions: [], outcome: null, finishedAt: null };
        const earlier: StoredGame = { ...stored, actions: [] };
        const rng = new Rng(seedRng(seed));
        for (let i = 0; i < steps && match.awaited().length > 0; i++) {
          const seat = match.awaited()[0];
          const action = game.bot(match.view(seat) as never, rng);
          const decision = match.decide(seat, action, seats, i);
          match.take(decision);
          const everyone = game.rules.publicView(decision.game);
          const plain = { everyone, seats: Array.from({ length: seats }, (_, s) => match.privateView(s)) };
          const due = (i + 1) % DIGEST_EVERY === 0 || decision.outcome !== null;
          if (decision.outcome !== null) ended++;
          expect(decision.digest).toBe(due ? `2:${sha256(JSON.stringify(plain))}` : "");
          const withLegal = { everyone, seats: Array.from({ length: seats }, (_, s) => ({ ...match.privateView(s), legal: game.rules.view(decision.game, s).legal })) };
          stored.actions.push({ seat, action, digest: decision.digest, at: 0 });
          earlier.actions.push({ seat, action, digest: sha256(JSON.stringify(withLegal)), at: 0 });
        }
        expect(new Match(game.rules as AnyGameRules, {}).restore("t", seats, stored).everyone).toEqual(match.restore("t", seats, stored).everyone);
        expect(() => new Match(game.rules as AnyGameRules, {}).restore("t", seats, earlier)).not.toThrow();
        const wrong = { ...earlier, actions: earlier.actions.map((a, i) => (i === earlier.actions.length - 1 ? { ...a, digest: earlier.actions[0].digest === a.digest ? "0" : earlier.actions[0].digest } : a)) };
        if (earlier.actions.length > 1) expect(() => new Match(game.rules as AnyGameRules, {}).restore("t", seats, wrong)).toThrow(/replays to another state/);
      }),
      { numRuns: 40 },
    );
    // Games short enough to end among them (the tests' own game's, Dog Eat Dog's at two seats): their last action is digested.
    expect(ended).toBeGreaterThan(0);
  });

  it("restores a game as an earlier server stored it, digests and all (the tests' own game, whose rules never change)", () => {
    // Written by the server before legal actions left the views: each digest is the bare hash.
    const actions = [
      { seat: 0, action: { type: "mark", cell: 4 }, digest: "030e9316590442a5d2eb688b17e42700d40ff387671f68b678651efbe361e748", at: 0 },
      { seat: 1, action: { type: "mark", cell: 0 }, digest: "131b05f1093f4976eed83b1a993fc4290d75cca5353ebd3c64f0157e983de6d2", at: 0 },
      { seat: 0, action: { type: "mark", cell: 2 }, digest: "155e9c0b535f18e4766b6b9b8dc03f5b801442282a3eef2869f84af8bfb840c8", at: 0 },
      { seat: 1, action: { type: "mark", cell: 8 }, digest: "56a52aca0b98f95b75fb43e1a87a6e9ad66113013cbcbf98808a58778082ada4", at: 0 },
      { seat: 0, action: { type: "mark", cell: 6 }, digest: "2147c086f18eb5e1ba21cc291ed1d91c03ba2012143c68e2ce263f135cca1bc2", at: 0 },
    ];
    const earlier: StoredGame = { gameNo: 1, seed: "pinned-digest-seed", players: [], startedAt: 0, actions, outcome: null, finishedAt: null };
    const rules = ownGame.rules as AnyGameRules;
    for (const steps of [1, 3, 5]) {
      const back = new Match(rules, {});
      back.restore("t", 2, { ...earlier, actions: actions.slice(0, steps) });
      expect(back.view(0)).toMatchObject({ cells: expect.any(Array) });
    }
    // The same game as this server stores it: the digest's form is pinned too (the last move wins).
    const match = new Match(rules, {});
    match.begin(match.open(2, "pinned-digest-seed"));
    const digests = actions.map(({ seat, action }, i) => {
      const decision = match.decide(seat, action, 2, i);
      match.take(decision);
      return decision.digest;
    });
    expect(digests).toEqual(CURRENT_DIGESTS);
    expect(() => new Match(rules, {}).restore("t", 2, { ...earlier, actions: actions.map((a, i) => ({ ...a, digest: digests[i] })) })).not.toThrow();
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
