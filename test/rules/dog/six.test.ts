import { describe, expect, test } from "@jest/globals";
import { Dog, Rng, gameFacts, seatCountsOf, seedRng, teamsOf } from "@tablee/shared";
import { KENNEL, fin, position, sorted } from "../../support/dog-position.ts";
import { seededPicker } from "../../support/play.ts";
import { ruleCode } from "../../support/rule-error.ts";

const { dog, dogBot } = Dog;
type Action = Dog.DogAction;
type Card = Dog.Card;

const SIX = 6;
const move = (card: Card, marble: number, steps: number, finish = false): Action => ({ type: "move", card, marble, steps, finish });
const exchange = (card: Card): Action => ({ type: "exchange", card });

/** A game whose every seat is played by the easy bot until it ends. */
function botGame(seed: string, options: Partial<Dog.DogOptions> = {}): { state: Dog.DogState; deals: Extract<Dog.DogEvent, { type: "deal" }>[]; decks: number[] } {
  let state = dog.setup(SIX, seed, options);
  const rng = new Rng(seedRng(`bots:${seed}`));
  const deals = [state.events[0] as Extract<Dog.DogEvent, { type: "deal" }>];
  const decks = [state.deck.length];
  for (let moves = 0; state.phase !== "over"; moves++) {
    const seat = dog.activeSeats(state)[0];
    const action = dogBot(dog.view(state, seat), rng);
    state = dog.apply(state, seat, action);
    for (const event of state.events) if (event.type === "deal") deals.push(event), decks.push(state.deck.length);
    if (moves > 20_000) throw new Error(`${seed}: no winner after 20,000 moves`);
  }
  return { state, deals, decks };
}

describe("DOG for six: the table", () => {
  test("DOG-15 a table seats four or six; its teams, as the lobby and the waiting room read them, follow the count (DOG-20: and the variant)", () => {
    const facts = gameFacts.dog;
    expect([seatCountsOf(facts), facts.defaultPlayers]).toEqual([[4, 6], 4]);
    expect(() => dog.setup(5, "x")).toThrow("dog is played by 4 or 6 players.");
    expect(teamsOf(facts, 4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(teamsOf(facts, 4, { houseTeamsOfThree: true })).toEqual(teamsOf(facts, 4));
    expect(teamsOf(facts, 6)).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(teamsOf(facts, 6, { houseTeamsOfThree: true })).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
  });

  test("DOG-15 six seats are three teams of two, partners three seats apart; the view says the board and the teams", () => {
    const state = dog.setup(SIX, "six");
    expect(state.hands.map((hand) => hand.length)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(state.marbles).toEqual(Array(24).fill(KENNEL));
    expect(state.firstPlayer).toBe((state.dealer + 1) % 6);
    expect(dog.activeSeats(state)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const seat of [null, 0, 1, 2, 3, 4, 5]) {
      expect(dog.view(state, seat)).toMatchObject({ track: 96, teamOf: [0, 1, 2, 0, 1, 2], handCounts: [6, 6, 6, 6, 6, 6] });
    }
    expect([0, 1, 2, 3, 4, 5].map((seat) => Dog.partner(state.layout, seat))).toEqual([3, 4, 5, 0, 1, 2]);
    // Four seats stay as they were: their views name neither.
    expect(dog.view(dog.setup(4, "four"), null)).not.toHaveProperty("track");
    expect(dog.view(dog.setup(4, "four"), 0)).not.toHaveProperty("teamOf");
    expect(ruleCode(() => dog.setup(5, "five"))).toBe("bad-players");
  });
});

describe("DOG for six: the board", () => {
  test("DOG-16 seat 5 starts on field 80, forward wraps from 95 to 0, and 4 back from 1 reaches 93", () => {
    const start = position({ seats: SIX, turn: 5, hands: { 5: ["A"] } });
    expect(dog.legalActions(start, 5)).toEqual([{ type: "start", card: "A", marble: 20 }]);
    expect(dog.apply(start, 5, { type: "start", card: "A", marble: 20 }).marbles[20]).toBe(80);

    const round = position({ seats: SIX, turn: 5, at: { 20: 94 }, hands: { 5: ["3"] } });
    const wrapped = dog.apply(round, 5, move("3", 20, 3));
    expect(wrapped.events).toContainEqual({ type: "moved", marble: 20, from: 94, to: 1, path: [95, 0, 1] });

    const back = position({ seats: SIX, turn: 1, at: { 4: 1 }, hands: { 1: ["4"] } });
    expect(dog.apply(back, 1, move("4", 4, -4)).marbles[4]).toBe(93);
  });

  test("DOG-16 a marble enters its own four finish fields, past the 96 track fields, across its start", () => {
    const before = position({ seats: SIX, turn: 5, at: { 20: 78, 21: fin(3, SIX) }, hands: { 5: ["5", "2"] } });
    expect(sorted(dog.legalActions(before, 5))).toEqual(sorted([move("5", 20, 5), move("5", 20, 5, true), move("2", 20, 2)]));
    const after = dog.apply(before, 5, move("5", 20, 5, true));
    expect(after.events).toContainEqual({ type: "moved", marble: 20, from: 78, to: 98, path: [79, 80, 96, 97, 98] });
    expect(after.marbles[20]).toBe(fin(2, SIX));
  });

  test("DOG-16 fresh marbles block, a 7 sends home what it passes, and a J swaps with any other team's marble", () => {
    // Seat 5's fresh marble on 80 blocks seat 4's marble two fields before it.
    const fresh = position({ seats: SIX, turn: 4, at: { 16: 78, 20: 80 }, fresh: [20], hands: { 4: ["3"] } });
    expect(dog.legalActions(fresh, 4)).toEqual([]);

    const seven = position({ seats: SIX, turn: 0, at: { 0: 90, 8: 92, 17: 95 }, hands: { 0: ["7"] } });
    const sevened = dog.apply(seven, 0, { type: "seven", card: "7", marble: 0, steps: 7, finish: false });
    expect(sevened.marbles[0]).toBe(1);
    expect([sevened.marbles[8], sevened.marbles[17]]).toEqual([KENNEL, KENNEL]);

    const jack = position({ seats: SIX, turn: 0, at: { 0: 10, 4: 20, 8: 40, 12: 50, 16: 70, 20: 85 }, hands: { 0: ["J"] } });
    expect(sorted(dog.legalActions(jack, 0))).toEqual(sorted([4, 8, 12, 16, 20].map((other): Action => ({ type: "swap", card: "J", marble: 0, other }))));
    const swapped = dog.apply(jack, 0, { type: "swap", card: "J", marble: 0, other: 20 });
    expect([swapped.marbles[0], swapped.marbles[20]]).toEqual([85, 10]);
  });
});

describe("DOG for six: the deals", () => {
  test("DOG-17 a whole game deals 6, 5, 4, 3, 2 from the same 110 cards, the 2-card deal from a fresh shuffle", () => {
    const { deals, decks } = botGame("deals");
    expect(deals.length).toBeGreaterThanOrEqual(5);
    deals.forEach((deal, i) => {
      expect(deal.size).toBe(6 - (i % 5));
      // 36 + 30 + 24 + 18 leave 2 cards: the stock cannot complete the 2-card deal.
      expect({ size: deal.size, reshuffled: deal.reshuffled, stock: decks[i] }).toEqual({
        size: deal.size,
        reshuffled: deal.size === 6 || deal.size === 2,
        stock: { 6: 74, 5: 44, 4: 20, 3: 2, 2: 98 }[deal.size],
      });
    });
  });

  test("DOG-17 a deal the stock cannot complete gathers and shuffles all 110 cards, from the game's own generator", () => {
    const deck = Dog.fullDeck();
    const hand: Card[] = ["2"];
    const stock: Card[] = ["K", "Q"];
    for (const card of [...hand, ...stock]) deck.splice(deck.indexOf(card), 1);
    const before = position({ seats: SIX, turn: 3, deals: 4, at: { 12: 50 }, hands: { 3: hand }, discard: deck, seed: "short stock" });
    expect([...before.deck].sort()).toEqual(["K", "Q"]);
    const after = dog.apply(before, 3, move("2", 12, 2));
    expect(after.events.at(-1)).toEqual({ type: "deal", size: 2, firstPlayer: 4, reshuffled: true });
    expect(after.hands.map((cards) => cards.length)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(after.discard).toEqual([]);
    expect(after.deck).toHaveLength(98);
    expect([...after.hands.flat(), ...after.deck].sort()).toEqual(Dog.fullDeck().sort());
    // The same game deals the same cards: the shuffle is the seed's, not the moment's.
    expect(dog.apply(before, 3, move("2", 12, 2))).toEqual(after);
    const otherSeed = dog.apply({ ...before, rng: seedRng("another seed") }, 3, move("2", 12, 2));
    expect(otherSeed.hands).not.toEqual(after.hands);

    // With 20 cards left the 3-card deal (18) comes from the stock as it is.
    const enough = position({ seats: SIX, turn: 3, deals: 3, at: { 12: 50 }, hands: { 3: ["2"] }, discard: Dog.fullDeck().slice(-89) });
    expect(enough.deck).toHaveLength(20);
    const dealt = dog.apply(enough, 3, move("2", 12, 2));
    expect(dealt.events.at(-1)).toEqual({ type: "deal", size: 3, firstPlayer: 4, reshuffled: false });
    expect(dealt.deck).toEqual(enough.deck.slice(18));
  });
});

/** Every hand can start a marble, so nobody folds once play begins. */
const HANDS: Card[][] = [["A", "2"], ["K", "3"], ["A", "4"], ["K", "5"], ["A", "6"], ["K", "8"]];
const dealt = (seed: string, options: Partial<Dog.DogOptions> = {}): Dog.DogState => ({ ...dog.setup(SIX, seed, options), hands: HANDS.map((hand) => [...hand]) });

describe("DOG for six: the exchange", () => {
  test("DOG-18 partners swap one card each, each of the three teams on its own; play starts when all three have", () => {
    let state = dealt("exchange");
    state = dog.apply(state, 0, exchange("2"));
    state = dog.apply(state, 1, exchange("3"));
    state = dog.apply(state, 2, exchange("4"));
    expect(state.events).toEqual([]);
    expect(dog.view(state, 3)).not.toHaveProperty("received");
    expect(JSON.stringify(dog.view(state, 3))).not.toContain('"2"');
    state = dog.apply(state, 3, exchange("5"));
    expect(state.events).toEqual([{ type: "exchanged", team: 0 }]);
    expect(dog.view(state, 0)).toMatchObject({ hand: ["A", "5"], received: "5", myExchange: "2" });
    expect(dog.view(state, 3)).toMatchObject({ hand: ["K", "2"], received: "2", myExchange: "5" });
    // Nobody else learns either card: the other teams' seats and a spectator see counts only.
    for (const seat of [null, 1, 2, 4, 5]) expect(JSON.stringify(dog.view(state, seat))).not.toMatch(/"5"|"2"/);
    state = dog.apply(state, 4, exchange("6"));
    expect(state.events).toEqual([{ type: "exchanged", team: 1 }]);
    expect(state.phase).toBe("exchange");
    state = dog.apply(state, 5, exchange("8"));
    expect(state.events[0]).toEqual({ type: "exchanged", team: 2 });
    expect(state.phase).toBe("play");
    expect(state.hands).toEqual([["A", "5"], ["K", "6"], ["A", "8"], ["K", "2"], ["A", "3"], ["K", "4"]]);
  });
});

describe("DOG for six: helping and winning", () => {
  test("DOG-19 a player whose marbles are home plays the partner's; the team's eight home wins, the two other teams lose", () => {
    const home = { 4: fin(0, SIX), 5: fin(1, SIX), 6: fin(2, SIX), 7: fin(3, SIX) };
    const state = position({ seats: SIX, turn: 1, at: { ...home, 16: fin(1, SIX), 17: fin(2, SIX), 18: fin(3, SIX), 19: 62, 0: 10 }, hands: { 1: ["3"], 2: ["5"] } });
    expect(dog.legalActions(state, 1)).toEqual([move("3", 19, 3), move("3", 19, 3, true)]);
    const won = dog.apply(state, 1, move("3", 19, 3, true));
    expect(won.phase).toBe("over");
    expect(won.events.at(-1)).toEqual({ type: "won", team: 1 });
    expect(dog.outcome(won)).toEqual({ winners: [1, 4] });
    expect(dog.view(won, null)).toMatchObject({ winner: 1, teamOf: [0, 1, 2, 0, 1, 2] });
  });

  test("DOG-19 easy bots play whole six-seat games to one team's win", () => {
    for (const seed of ["six-a", "six-b", "six-c"]) {
      const { state } = botGame(seed);
      const team = state.winner as number;
      expect([0, 1, 2]).toContain(team);
      expect(dog.outcome(state)).toEqual({ winners: [team, team + 3] });
      for (const seat of [team, team + 3]) for (let m = seat * 4; m < seat * 4 + 4; m++) expect(state.marbles[m]).toBeGreaterThanOrEqual(96);
    }
  });
});

describe("DOG for six: the house variant, two teams of three", () => {
  test("DOG-20 seats 0, 2, 4 play 1, 3, 5; each passes a card to the next teammate, all three at once", () => {
    let state = dealt("threes", { houseTeamsOfThree: true });
    expect(dog.view(state, null)).toMatchObject({ track: 96, teamOf: [0, 1, 0, 1, 0, 1] });
    state = dog.apply(state, 0, exchange("2"));
    state = dog.apply(state, 2, exchange("4"));
    // Two of three have chosen: nothing moves yet, and nobody sees another's pick.
    expect(state.events).toEqual([]);
    expect(dog.view(state, 2)).not.toHaveProperty("received");
    expect(JSON.stringify(dog.view(state, 4))).not.toMatch(/"2"|"4"/);
    state = dog.apply(state, 4, exchange("6"));
    expect(state.events).toEqual([{ type: "exchanged", team: 0 }]);
    // 0 gives to 2, 2 to 4, 4 to 0.
    expect([0, 2, 4].map((seat) => dog.view(state, seat).received)).toEqual(["6", "2", "4"]);
    expect([state.hands[0], state.hands[2], state.hands[4]]).toEqual([["A", "6"], ["A", "2"], ["A", "4"]]);
    for (const seat of [null, 1, 3, 5]) expect(JSON.stringify(dog.view(state, seat))).not.toMatch(/"2"|"4"|"6"/);
    for (const [seat, card] of [[1, "3"], [3, "5"], [5, "8"]] as const) state = dog.apply(state, seat, exchange(card));
    expect(state.phase).toBe("play");
    expect([1, 3, 5].map((seat) => state.hands[seat])).toEqual([["K", "8"], ["K", "3"], ["K", "5"]]);
  });

  test("DOG-20 a finished player plays for the next teammate in turn order who still has marbles out; twelve home win", () => {
    const home = (seat: number) => Object.fromEntries([0, 1, 2, 3].map((i) => [seat * 4 + i, fin(i, SIX)]));
    // Seat 0 is home: it plays for seat 2, the next teammate.
    const next = position({ seats: SIX, houseTeamsOfThree: true, turn: 0, at: { ...home(0), 8: 20, 16: 40 }, hands: { 0: ["2"] } });
    expect(dog.legalActions(next, 0)).toEqual([move("2", 8, 2)]);
    // Seats 0 and 2 are home: seat 0 plays for seat 4, past seat 2.
    const past = position({ seats: SIX, houseTeamsOfThree: true, turn: 0, at: { ...home(0), ...home(2), 16: fin(1, SIX), 17: fin(2, SIX), 18: fin(3, SIX), 19: 62 }, hands: { 0: ["3"] } });
    expect(dog.legalActions(past, 0)).toEqual([move("3", 19, 3), move("3", 19, 3, true)]);
    const won = dog.apply(past, 0, move("3", 19, 3, true));
    expect(won.events.at(-1)).toEqual({ type: "won", team: 0 });
    expect(dog.outcome(won)).toEqual({ winners: [0, 2, 4] });
    // Eight of the twelve home is not a win for a team of three.
    const eight = position({ seats: SIX, houseTeamsOfThree: true, turn: 0, at: { ...home(0), 8: fin(1, SIX), 9: fin(2, SIX), 10: fin(3, SIX), 11: 30, 16: 60 }, hands: { 0: ["3"] } });
    const eightHome = dog.apply(eight, 0, move("3", 11, 3, true));
    expect([...eightHome.marbles.slice(0, 4), ...eightHome.marbles.slice(8, 12)].every((place) => place >= 96)).toBe(true);
    expect(eightHome.phase).not.toBe("over");
    expect(eightHome.winner).toBeNull();
  });

  test("DOG-20 at four seats the variant changes nothing", () => {
    const pick = seededPicker("four with the variant");
    let plain = dog.setup(4, "variant at four");
    let variant = dog.setup(4, "variant at four", { houseTeamsOfThree: true });
    for (let step = 0; step < 300 && plain.phase !== "over"; step++) {
      for (const seat of [null, 0, 1, 2, 3]) expect(JSON.stringify(dog.view(variant, seat))).toBe(JSON.stringify(dog.view(plain, seat)));
      const seat = dog.activeSeats(plain)[0];
      const legal = dog.legalActions(plain, seat);
      const action = legal[pick(legal.length)];
      plain = dog.apply(plain, seat, action);
      variant = dog.apply(variant, seat, action);
    }
    expect(ruleCode(() => dog.setup(6, "x", { houseTeamsOfThree: "yes" as unknown as boolean }))).toBe("bad-options");
  });
});
