import { describe, expect, test } from "@jest/globals";
import { Deathtrap, fromWire, gameOf, Rng, seedRng } from "@tablee/shared";
import { schemaOf } from "../../server/src/table/view-schemas.ts";
import { mirror } from "../../server/src/table/mirror.ts";
import { legalOf as wireLegal, seatView } from "../../client/src/games/wire.ts";
import { seatRules } from "../../client/src/games/deathtrap/seat-rules.ts";
import { actionOf, clickKind, clickableKinds, NO_CHOICE, stepNaturals, type Choice } from "../../client/src/games/deathtrap/choices.ts";
import { position } from "../support/deathtrap-position.ts";

type State = Deathtrap.DeathtrapState;
type Action = Deathtrap.DeathtrapAction;
const { deathtrap } = Deathtrap;

const legalOf = (state: State, seat: number): Action[] => deathtrap.legalActions(state, seat);
const click = (choice: Choice, card: Deathtrap.CardKind, state: State, seat: number): Choice =>
  clickKind(choice, card, legalOf(state, seat), deathtrap.view(state, seat).hand!);

describe("choosing a set on the table, from the server's legal list", () => {
  const following = position({
    hands: [["orc", "orc", "warrior", "warrior", "warrior", "red-lotus", "chaindog"], ["rat-man"], ["rat-man"], ["rat-man"]],
    turn: 0,
    trick: { kind: "skeleton", naturals: 2, by: 1 },
  });

  test("DD-5 following: a click on a stronger kind picks its set without wilds; weaker kinds are not offered", () => {
    const legal = legalOf(following, 0);
    const hand = deathtrap.view(following, 0).hand!;
    expect([...clickableKinds(legal, hand)].sort()).toEqual(["chaindog", "red-lotus", "warrior"]);
    const choice = click(NO_CHOICE, "warrior", following, 0);
    expect(actionOf(choice, legal)).toEqual({ type: "play", kind: "warrior", naturals: 2, wilds: 0 });
    // Leading only: the size is the table's, no more or fewer.
    expect(stepNaturals(choice, 1, legal)).toBeNull();
  });

  test("DD-5 following: a wild card takes the place of a natural, the set keeps its size", () => {
    const legal = legalOf(following, 0);
    let choice = click(NO_CHOICE, "warrior", following, 0);
    choice = click(choice, "red-lotus", following, 0);
    expect(actionOf(choice, legal)).toEqual({ type: "play", kind: "warrior", naturals: 1, wilds: 1 });
    choice = click(choice, "chaindog", following, 0);
    // Two wilds and no natural is no set of Warriors any more: nothing to send.
    expect(actionOf(choice, legal)).toBeNull();
  });

  const leading = position({ hands: [["orc", "orc", "orc", "red-lotus"], ["rat-man"], ["rat-man"], ["rat-man"]], turn: 0 });

  test("DD-5 leading: all the cards of the kind, then one fewer or one more; wilds alone are a set", () => {
    const legal = legalOf(leading, 0);
    let choice = click(NO_CHOICE, "orc", leading, 0);
    expect(actionOf(choice, legal)).toEqual({ type: "play", kind: "orc", naturals: 3, wilds: 0 });
    expect(stepNaturals(choice, 1, legal)).toBeNull();
    choice = stepNaturals(choice, -1, legal)!;
    expect(actionOf(choice, legal)).toEqual({ type: "play", kind: "orc", naturals: 2, wilds: 0 });
    expect(actionOf(click(NO_CHOICE, "red-lotus", leading, 0), legal)).toEqual({ type: "play", kind: null, naturals: 0, wilds: 1 });
  });
});

describe("the Masters' return and the Pig, from the server's legal list", () => {
  test("DD-3 a Master's clicks build the return in hand order; it is sendable once complete", () => {
    const swap = position({
      hands: [["orc", "ninja", "red-dragon", "manticore"], ["rat-man"], ["rat-man"], ["rat-man"]],
      phase: "swap",
      swaps: [{ giver: 3, master: 0, gift: [11, 10], returned: null, done: false }],
    });
    const legal = legalOf(swap, 0);
    let choice = click(NO_CHOICE, "ninja", swap, 0);
    expect(actionOf(choice, legal)).toBeNull();
    choice = click(choice, "orc", swap, 0);
    expect(choice.returned).toEqual(["orc", "ninja"]);
    expect(actionOf(choice, legal)).toEqual({ type: "return", cards: ["orc", "ninja"] });
    // A click on a chosen card takes it back.
    expect(click(choice, "ninja", swap, 0).returned).toEqual(["orc"]);
  });

  test("DD-4 the Pig's holder picks the discard, and with the option who leads", () => {
    const pig = position({
      hands: [["exploding-pig", "orc", "ninja"], ["rat-man"], [], ["rat-man"]],
      phase: "pig",
      pigHolder: 0,
      options: { pigLeader: "holder-chooses" },
    });
    const legal = legalOf(pig, 0);
    const choice = click(NO_CHOICE, "orc", pig, 0);
    // The first leader still holding cards, changeable on the table; seat 2 holds none.
    expect(actionOf(choice, legal)).toEqual({ type: "pig", discard: "orc", leader: 0 });
    expect(actionOf({ ...choice, leader: 3 }, legal)).toEqual({ type: "pig", discard: "orc", leader: 3 });
    expect(actionOf({ ...choice, leader: 2 }, legal)).toBeNull();
  });
});

describe("the client sees what the engine shows it", () => {
  test("board and private part, mirrored on the server and read back by the client, are the engine's views", () => {
    // A whole bot game at five: every position of it, every seat and the spectator.
    let state = deathtrap.setup(5, "adapter-round-trip", { pigLeader: "holder-chooses" });
    const rng = new Rng(seedRng("adapter-bots"));
    const board = new (schemaOf(gameOf("deathtrap").views.board))();
    const parts = Array.from({ length: 5 }, () => new (schemaOf(gameOf("deathtrap").views.private))());
    const json = (value: unknown) => JSON.parse(JSON.stringify(value));
    const seen = { trick: 0, previousOrder: 0, ownSwap: 0, returned: 0, titles: 0, pigDiscard: 0 };
    let checked = 0;
    for (let i = 0; i < 2000 && state.phase !== "over"; i++) {
      const table = deathtrap.publicView(state);
      mirror(board, table);
      const wire = board.toJSON() as Record<string, unknown>;
      // The public part is the public view, field for field (events as JSON lines).
      expect(fromWire(wire)).toEqual(json(table));
      const log = table.events.map((event) => JSON.stringify(event));
      expect(seatView(seatRules, wire, null, log)).toEqual(json(deathtrap.view(state, null)));
      for (let seat = 0; seat < 5; seat++) {
        const own = deathtrap.privateView(state, seat);
        mirror(parts[seat], own);
        const mine = parts[seat].toJSON() as Record<string, unknown>;
        expect(fromWire(mine)).toEqual(json(own));
        expect(seatView(seatRules, wire, mine, log)).toEqual(json(deathtrap.view(state, seat)));
        expect(wireLegal(seatRules, wire, mine)).toEqual(deathtrap.view(state, seat).legal);
        if (own.swap) seen.ownSwap++;
        if (own.swap?.returned) seen.returned++;
      }
      if (table.trick) seen.trick++;
      if (table.previousOrder) seen.previousOrder++;
      if (table.titles.some((t) => t.title)) seen.titles++;
      if (table.pig.discard) seen.pigDiscard++;
      checked++;
      const seat = deathtrap.activeSeats(state)[0];
      state = deathtrap.apply(state, seat, Deathtrap.deathtrapBot(deathtrap.view(state, seat), rng));
    }
    expect(state.phase).toBe("over");
    expect(checked).toBeGreaterThan(100);
    // Every optional part of the views came and went at least once.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0);
  });
});
