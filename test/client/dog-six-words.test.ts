/**
 * What DOG's table says at six seats, from the engine's own views: whom the exchange card
 * goes to and comes from (the partner three seats on, DOG-18; in the house variant the next
 * teammate, DOG-20), whom a seat whose marbles are home plays for (DOG-19), who won, the
 * seat list's teams, the log's lines, and the rules panel's section for six.
 */
import { describe, expect, test } from "@jest/globals";
import { Dog, gameFacts, toLine } from "@tablee/shared";
import { destination } from "../../client/src/games/dog/choices.ts";
import words from "../../client/src/games/dog/i18n.json" with { type: "json" };
import { describeDog, dogLogWords } from "../../client/src/games/dog/log.ts";
import { teamWords } from "../../client/src/games/dog/teams.ts";
import { dogWhy } from "../../client/src/games/dog/why.ts";
import { eventsOf } from "../../client/src/games/wire.ts";
import { en } from "../../client/src/i18n/en.ts";
import { translator } from "../../client/src/i18n/words.ts";
import { text as rulesDe } from "../../client/src/rules/dog/de.ts";
import { text as rulesEn } from "../../client/src/rules/dog/en.ts";
import { text as rulesFr } from "../../client/src/rules/dog/fr.ts";
import { seatTeams } from "../../client/src/table/seat-teams.ts";
import { fin, position } from "../support/dog-position.ts";

const NAMES = ["Ana", "Bob", "Cy", "Dee", "Eli", "Fay"];
const name = (seat: number): string => NAMES[seat];
const t = translator({ ...en, ...dogLogWords.en, ...words.en }, "en");
const tFr = translator({ ...dogLogWords.fr, ...words.fr }, "fr");
const tDe = translator({ ...dogLogWords.de, ...words.de }, "de");

/** The public view of a position, as every client of the table gets it. */
const publicView = (state: Dog.DogState): Dog.DogPublicView => (Dog.dog as any).publicView(state);

describe("the exchange at six, in words", () => {
  test("three teams of two: Ana picks a card for Dee, three seats on, and hears Dee gave her one", () => {
    const view = publicView(position({ seats: 6, hands: { 0: ["A"] } }));
    const words = teamWords(view, 0, name, t, "en")!;
    expect(words.exchange()).toBe("Pick a card for Dee");
    expect(words.give("7")).toBe("Give 7 to Dee?");
    expect(words.giveHint("a 7")).toBe("Give a 7 to Dee");
    expect(words.received("Q")).toBe("Dee gave you Q");
    expect(words.waiting()).toBe("Waiting for your partner…");
    // Bob's partner is Eli; Cy's is Fay.
    expect(teamWords(view, 1, name, t, "en")!.exchange()).toBe("Pick a card for Eli");
    expect(teamWords(view, 5, name, t, "en")!.received("2")).toBe("Cy gave you 2");
  });

  test("the house variant's two teams of three: each gives to the next teammate in turn order and gets one from the teammate before", () => {
    const view = publicView(position({ seats: 6, houseTeamsOfThree: true, hands: { 0: ["A"] } }));
    const ana = teamWords(view, 0, name, t, "en")!;
    expect(ana.exchange()).toBe("Pick a card for Cy");
    expect(ana.received("Q")).toBe("Eli gave you Q");
    expect(ana.waiting()).toBe("Waiting for your teammates…");
    expect(teamWords(view, 4, name, t, "en")!.exchange()).toBe("Pick a card for Ana");
    expect(teamWords(view, 3, name, t, "en")!.received("K")).toBe("Bob gave you K");
    // A card given, the greyed hand says why in the same words.
    expect(dogWhy({ ...view, seat: 0, myExchange: "5", phase: "exchange" } as Dog.DogView, false, [], t)).toBe("You gave your card; waiting for your teammates");
    expect(dogWhy({ ...publicView(position({ seats: 6 })), seat: 0, myExchange: "5", phase: "exchange" } as Dog.DogView, false, [], t)).toBe(
      "You gave your card; waiting for your partner",
    );
  });

  test("in French and German too", () => {
    const view = publicView(position({ seats: 6 }));
    expect(teamWords(view, 0, name, tFr, "fr")!.exchange()).toBe("Choisissez une carte pour Dee");
    expect(teamWords(view, 0, name, tDe, "de")!.received("Q")).toBe("Dee hat dir Q gegeben");
  });

  test("a table of four says what it always said", () => {
    expect(teamWords(publicView(position({ hands: { 0: ["A"] } })), 0, name, t, "en")).toBeNull();
  });
});

describe("the plates and the status at six", () => {
  const home = (seat: number): Record<number, number> => Object.fromEntries([0, 1, 2, 3].map((i) => [4 * seat + i, fin(i, 6)]));

  test("each plate says its team; a seat whose marbles are home says whom it plays for (DOG-19)", () => {
    const view = publicView(position({ seats: 6, at: { ...home(1), 16: 30 }, hands: { 1: ["A"] } }));
    const seen = teamWords(view, null, name, t, "en")!;
    expect([0, 2, 3, 4, 5].map((s) => seen.plate(s)[0])).toEqual(["Team 1", "Team 3", "Team 1", "Team 2", "Team 3"]);
    expect(seen.plate(1)).toEqual(["plays for Eli", "→ Eli"]);
    expect(teamWords(view, 1, name, t, "en")!.playing()).toBe("Your marbles are home: you play for Eli");
    // A spectator plays for nobody.
    expect(seen.playing()).toBeNull();
  });

  test("in the house variant a seat home plays for the next teammate who still has marbles out", () => {
    // Ana (0) and Cy (2) are home: Ana plays for Eli (4), skipping Cy.
    const view = publicView(position({ seats: 6, houseTeamsOfThree: true, at: { ...home(0), ...home(2), 16: 30 }, hands: { 0: ["A"] } }));
    expect(teamWords(view, 0, name, t, "en")!.plate(0)[0]).toBe("plays for Eli");
    expect(teamWords(view, 0, name, t, "en")!.plate(2)[0]).toBe("plays for Eli");
  });

  test("the winners: both partners, or all three in the house variant", () => {
    expect(teamWords({ ...publicView(position({ seats: 6 })), winner: 1 }, 0, name, t, "en")!.won()).toBe("Bob and Eli win!");
    expect(teamWords({ ...publicView(position({ seats: 6, houseTeamsOfThree: true })), winner: 0 }, 0, name, t, "en")!.won()).toBe("Ana, Cy, and Eli win!");
  });
});

describe("the seat list's teams at six", () => {
  const facts = gameFacts.dog;

  test("during a game, the board's: partners three seats apart, or the house variant's alternate seats", () => {
    const teamsOnBoard = (board: Record<string, unknown>): number[][] | null => {
      const teamOf = board.teamOf as number[] | undefined;
      if (!teamOf?.length) return null;
      const teams: number[][] = [];
      teamOf.forEach((team, seat) => (teams[team] ??= []).push(seat));
      return teams;
    };
    const board = (houseTeamsOfThree: boolean) => publicView(position({ seats: 6, houseTeamsOfThree })) as unknown as Record<string, unknown>;
    expect(seatTeams(facts, 6, board(false), teamsOnBoard)).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(seatTeams(facts, 6, board(true), teamsOnBoard)).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
  });

  test("before the game, four seats show their partners; six show none rather than perhaps the wrong ones (the host's option is not on the page)", () => {
    expect(seatTeams(facts, 4, null)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(seatTeams(facts, 6, null)).toEqual([]);
  });
});

describe("the log and the moves at six", () => {
  const lines = (state: Dog.DogState): string[] => describeDog(eventsOf(state.events.map(toLine)), NAMES, t);

  test("each team's exchange is its own line; a marble entering its finish past field 95 goes home; a team's win", () => {
    let state = position({ seats: 6, hands: { 0: ["2"], 3: ["3"], 1: ["A"], 4: ["K"], 2: ["4"], 5: ["5"] } });
    state = { ...state, phase: "exchange" };
    state = Dog.dog.apply(state, 0, { type: "exchange", card: "2" });
    state = Dog.dog.apply(state, 3, { type: "exchange", card: "3" });
    expect(lines(state)).toEqual(["Team 1 exchanged their cards."]);

    // Fay (seat 5) starts on field 80: from field 78, a 5 goes two steps to her start, then three into the finish.
    state = position({ seats: 6, turn: 5, at: { 20: 78 }, hands: { 5: ["5"], 0: ["K"] } });
    const home = { type: "move", card: "5", marble: 20, steps: 5, finish: true } as const;
    expect(destination(state.marbles, home)).toBe(fin(2, 6));
    state = Dog.dog.apply(state, 5, home);
    expect(state.marbles[20]).toBe(fin(2, 6));
    expect(lines(state)).toEqual(["Fay plays a 5 · Fay's marble reaches the finish"]);

    expect(describeDog([{ type: "won", team: 2 }], NAMES, t)).toEqual(["Team 3 wins the game!"]);
  });

  test("a 4 backward across field 0 counts round the 96 fields", () => {
    const state = position({ seats: 6, at: { 0: 2 }, hands: { 0: ["4"], 1: ["K"] } });
    const back = { type: "move", card: "4", marble: 0, steps: -4, finish: false } as const;
    expect(destination(state.marbles, back)).toBe(94);
    const after = Dog.dog.apply(state, 0, back);
    expect(after.marbles[0]).toBe(94);
    expect(lines(after)).toEqual(["Ana plays a 4 · Ana's marble goes 4 back"]);
  });
});

describe("How to play DOG at six", () => {
  test("a section for six in English, French and German, with the house variant named as one", () => {
    for (const [text, title, house] of [
      [rulesEn, "At six", /House variant/],
      [rulesFr, "À six", /Variante maison/],
      [rulesDe, "Zu sechst", /Hausvariante/],
    ] as const) {
      expect(text.more?.six.title).toBe(title);
      expect(text.more!.six.text.some((p) => house.test(p))).toBe(true);
      expect(text.summary).toMatch(/six|sechst/);
    }
  });
});
