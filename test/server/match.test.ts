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
import { game as ownGame } from "../support/games/tictactoe/game.ts";

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** The digests this server stores for the pinned game below: a change of their form must keep earlier ones restorable. */
const CURRENT_DIGESTS = [
  "2:eb7640daf35e8f21ae4f76f80b081f7f37490d5fa004eae9af060865a140c785",
  "2:a5643fe7947ecbf72e542862a83aea44520d83421ca43e9dc3f4e1f043447237",
  "2:ab0262a977b68cfd56ca4c75539c0c93adc93d0c93ed95c57d67d2b050d34d30",
  "2:7b450bb1ef1eef4de4b261ac2e6c4750d9026317a1f1b79a3980f2623cdbdf40",
  "2:0367c37a22b6869af55864e43df258147c21fea6ae5213705c5b7bdffa99b450",
];

/** A game four may play whose first decision is not every seat's, so that a seat can be refused. */
const game = gameList.find(({ rules: r }) => r.minPlayers <= 4 && 4 <= r.maxPlayers && r.activeSeats(r.setup(4, "s")).length < 4)!;
const rules = game.rules as AnyGameRules;
const bot = game.bot;

function played(match: Match, seats: number, steps: number): StoredGame {
  const opening = match.open(seats, "seed-1");
  match.begin(opening);
  const stored: StoredGame = { gameNo: opening.gameNo, seed: opening.seed, players: [], startedAt: 0, actions: [], outcome: null, finishedAt: null };
  const rng = new Rng(seedRng("bots"));
  for (let i = 0; i < steps; i++) {
    const seat = match.awaited()[0];
    const action = bot(match.view(seat) as never, rng);
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
    const tampered = { ...stored, actions: stored.actions.map((a, i) => (i === 5 ? { ...a, digest: `2:${"0".repeat(64)}` } : a)) };
    expect(() => new Match(rules, {}).restore("t1", 4, tampered)).toThrow(/replays to another state/);
  });

  it("digests the views as the hash of their JSON after the form's mark, and still restores games stored by earlier servers", () => {
    // Whatever the game and the step: the digest written from the views' JSON field by field
    // is "2:" and the hash of JSON.stringify of the views. A game stored by a server before
    // legal actions left the views carries the bare hash of the views with each seat's legal
    // actions after its private view: it restores as well.
    fc.assert(
      fc.property(fc.constantFrom(...gameIds), fc.integer({ min: 1, max: 40 }), fc.string({ minLength: 1 }), (id, steps, seed) => {
        const game = gameOf(id);
        const match = new Match(game.rules as AnyGameRules, {});
        const seats = game.facts.minPlayers;
        const opening = match.open(seats, seed);
        match.begin(opening);
        const stored: StoredGame = { gameNo: 1, seed, players: [], startedAt: 0, actions: [], outcome: null, finishedAt: null };
        const earlier: StoredGame = { ...stored, actions: [] };
        const rng = new Rng(seedRng(seed));
        for (let i = 0; i < steps && match.awaited().length > 0; i++) {
          const seat = match.awaited()[0];
          const action = game.bot(match.view(seat) as never, rng);
          const decision = match.decide(seat, action, seats);
          match.take(decision);
          const everyone = game.rules.publicView(decision.game);
          const plain = { everyone, seats: Array.from({ length: seats }, (_, s) => match.privateView(s)) };
          expect(decision.digest).toBe(`2:${sha256(JSON.stringify(plain))}`);
          const withLegal = { everyone, seats: Array.from({ length: seats }, (_, s) => ({ ...match.privateView(s), legal: game.rules.view(decision.game, s).legal })) };
          stored.actions.push({ seat, action, digest: decision.digest, at: 0 });
          earlier.actions.push({ seat, action, digest: sha256(JSON.stringify(withLegal)), at: 0 });
        }
        expect(new Match(game.rules as AnyGameRules, {}).restore("t", seats, stored).everyone).toEqual(match.restore("t", seats, stored).everyone);
        expect(() => new Match(game.rules as AnyGameRules, {}).restore("t", seats, earlier)).not.toThrow();
        const wrong = { ...earlier, actions: earlier.actions.map((a, i) => (i === earlier.actions.length - 1 ? { ...a, digest: stored.actions[0].digest.slice(2) } : a)) };
        if (earlier.actions.length > 1) expect(() => new Match(game.rules as AnyGameRules, {}).restore("t", seats, wrong)).toThrow(/replays to another state/);
      }),
      { numRuns: 40 },
    );
  });

  it("restores a game as an earlier server stored it, digests and all (the tests' own game, whose rules never change)", () => {
    // Written by the server before legal actions left the views: each digest is the bare hash.
    const actions = [
      { seat: 0, action: { type: "mark", cell: 4 }, digest: "030e9316590442a5d2eb688b17e42700d40ff387671f68b678651efbe361e748", at: 0 },
      { seat: 1, action: { type: "mark", cell: 0 }, digest: "131b05f1093f4976eed83b1a993fc4290d75cca5353ebd3c64f0157e983de6d2", at: 0 },
      { seat: 0, action: { type: "mark", cell: 8 }, digest: "b5761f354e523cf0e830c60c48fdf6e6d951f3a9c1bf94caf7ed60b32ed9faad", at: 0 },
      { seat: 1, action: { type: "mark", cell: 2 }, digest: "eef58305377f9562c1c1381bf728d9c94ad80bca0c76154c99b6dd3335bff50c", at: 0 },
      { seat: 0, action: { type: "mark", cell: 6 }, digest: "e4e368f193f27143149e1545eb01167a7ba7698f630f868591130b869f2641c5", at: 0 },
    ];
    const earlier: StoredGame = { gameNo: 1, seed: "pinned-digest-seed", players: [], startedAt: 0, actions, outcome: null, finishedAt: null };
    const rules = ownGame.rules as AnyGameRules;
    for (const steps of [1, 3, 5]) {
      const back = new Match(rules, {});
      back.restore("t", 2, { ...earlier, actions: actions.slice(0, steps) });
      expect(back.view(0)).toMatchObject({ cells: expect.any(Array) });
    }
    // The same game as this server stores it: the digest's form is pinned too.
    const match = new Match(rules, {});
    match.begin(match.open(2, "pinned-digest-seed"));
    const digests = actions.map(({ seat, action }) => {
      const decision = match.decide(seat, action, 2);
      match.take(decision);
      return decision.digest;
    });
    expect(digests).toEqual(CURRENT_DIGESTS);
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
