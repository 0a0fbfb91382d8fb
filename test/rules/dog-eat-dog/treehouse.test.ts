import { describe, expect, test } from "@jest/globals";
import { DogEatDog, Rng, seedRng } from "@tablee/shared";
import { attackOf, face, position, pyr } from "../../support/dog-eat-dog-position.ts";

const { dogEatDog } = DogEatDog;
type DedState = DogEatDog.DedState;

const treehouseAttack = (state: DedState, attacker: number, target: number): DedState =>
  dogEatDog.apply(state, state.turn, { type: "attack", attacker, target, treehouse: true });

describe("DED-10 the Treehouse die", () => {
  test("DED-10 the option is off by default; with it, only 2- and 3-pip attackers may roll the Treehouse die", () => {
    expect(dogEatDog.defaultOptions).toEqual({ treehouse: false });
    const off = position({ players: 2 });
    expect(dogEatDog.legalActions(off, 0).some((a) => a.type === "attack" && a.treehouse)).toBe(false);
    expect(() => treehouseAttack(off, pyr(0, 3), pyr(1, 1))).toThrow(expect.objectContaining({ code: "illegal-action" }));
    const on = position({ players: 2, treehouse: true });
    const withDie = dogEatDog.legalActions(on, 0).filter((a) => a.type === "attack" && a.treehouse) as { attacker: number }[];
    expect([...new Set(withDie.map((a) => DogEatDog.sizeOf(a.attacker)))].sort()).toEqual([2, 3]);
    expect(() => treehouseAttack(on, pyr(0, 1), pyr(1, 1))).toThrow(expect.objectContaining({ code: "illegal-action" }));
  });

  test("DED-10 the Treehouse die replaces one die; ties still compare pyramid sizes; an unusable face has no effect", () => {
    // Medium attacker: one six-sided die (4) and the Treehouse die (SWAP) against a small (4).
    const state = position({ players: 2, treehouse: true, dice: [4, face("SWAP"), 4] });
    const after = treehouseAttack(state, pyr(0, 2), pyr(1, 1));
    const record = attackOf(after);
    expect(record.dice).toEqual([4]);
    expect(record.face).toBe("SWAP");
    expect(record.defences[0]).toMatchObject({ attackerWins: false, by: "smaller" });
    // No stacks to swap: no follow-up, the turn is over.
    expect(after.turn).toBe(1);
    expect(after.step).toEqual({ kind: "attack" });
  });

  test("DED-10 TIP against a lone pyramid: the attack fails, both are tipped, the defender never rolls", () => {
    const state = position({ players: 3, treehouse: true, dice: [6, face("TIP")] });
    const record = attackOf(treehouseAttack(state, pyr(0, 2), pyr(2, 1)));
    expect(record).toMatchObject({ face: "TIP", defences: [], result: "tipped" });
  });

  test("DED-10 TIP against a stack: the top defender's owner captures the attacker", () => {
    const state = position({ players: 3, treehouse: true, stacks: [[pyr(1, 1), pyr(2, 1)]], dice: [6, 6, face("TIP")] });
    const after = treehouseAttack(state, pyr(0, 3), pyr(2, 1));
    expect(attackOf(after)).toMatchObject({ face: "TIP", defences: [], result: "captured", capturedBy: 2 });
    expect(after.captured[2]).toEqual([pyr(0, 3)]);
  });

  test("DED-10 HOP against a lone pyramid: the attack succeeds whatever the dice", () => {
    const state = position({ players: 2, treehouse: true, dice: [1, face("HOP")] });
    const after = treehouseAttack(state, pyr(0, 2), pyr(1, 3));
    expect(attackOf(after)).toMatchObject({ face: "HOP", defences: [], result: "won" });
    expect(after.piles[pyr(1, 3)]).toEqual([pyr(1, 3), pyr(0, 2)]);
  });

  test("DED-10 HOP against a stack: over the whole stack", () => {
    const stack = [pyr(1, 3), pyr(2, 3), pyr(1, 2)];
    const state = position({ players: 3, treehouse: true, stacks: [stack], dice: [1, 1, face("HOP")] });
    const after = treehouseAttack(state, pyr(0, 3), pyr(1, 2));
    expect(after.piles[pyr(1, 3)]).toEqual([...stack, pyr(0, 3)]);
  });

  test("DED-10 SWAP: after the attack, the attacker may swap the tops of any two stacks", () => {
    const mine = [pyr(1, 1), pyr(0, 3)];
    const theirs = [pyr(2, 1), pyr(2, 2), pyr(1, 3)];
    const state = position({ players: 3, treehouse: true, stacks: [mine, theirs], dice: [6, face("SWAP"), 1, 1, 1] });
    const after = treehouseAttack(state, pyr(0, 2), pyr(2, 3));
    expect(after.step).toEqual({ kind: "follow-up", face: "SWAP" });
    expect(after.turn).toBe(0);
    const tops = [pyr(0, 2), pyr(0, 3), pyr(1, 3)].sort((a, b) => a - b);
    expect(dogEatDog.legalActions(after, 0)).toEqual([
      { type: "swap", a: tops[0], b: tops[1] },
      { type: "swap", a: tops[0], b: tops[2] },
      { type: "swap", a: tops[1], b: tops[2] },
      { type: "decline" },
    ]);
    // One swap, one spelling: the same pair the other way round is refused and changes nothing.
    const before = JSON.stringify(after);
    expect(() => dogEatDog.apply(after, 0, { type: "swap", a: pyr(1, 3), b: pyr(0, 3) })).toThrow(expect.objectContaining({ code: "illegal-action" }));
    expect(JSON.stringify(after)).toBe(before);
    const swapped = dogEatDog.apply(after, 0, { type: "swap", a: pyr(0, 3), b: pyr(1, 3) });
    expect(swapped.piles[pyr(1, 1)]).toEqual([pyr(1, 1), pyr(1, 3)]);
    expect(swapped.piles[pyr(2, 1)]).toEqual([pyr(2, 1), pyr(2, 2), pyr(0, 3)]);
    expect(swapped.events[0]).toEqual({ type: "swap", seat: 0, a: pyr(0, 3), b: pyr(1, 3) });
    expect(swapped.turn).toBe(1);
  });

  test("DED-10 SWAP: a bot's swap is one the table lists, whichever of the two tops is its own", () => {
    // Seat 1 controls the short stack; its top has the larger id of the two it swaps.
    const mine = [pyr(0, 1), pyr(1, 3)];
    const theirs = [pyr(1, 1), pyr(2, 1), pyr(0, 3)];
    const state = position({ players: 3, treehouse: true, turn: 1, stacks: [mine, theirs], dice: [6, face("SWAP"), 1, 1, 1] });
    const after = treehouseAttack(state, pyr(1, 2), pyr(2, 3));
    expect(after.step).toEqual({ kind: "follow-up", face: "SWAP" });
    const choice = DogEatDog.dogEatDogBot(dogEatDog.view(after, 1), new Rng(seedRng("swap")));
    expect(choice).toEqual({ type: "swap", a: pyr(0, 3), b: pyr(1, 3) });
    expect(dogEatDog.legalActions(after, 1)).toContainEqual(choice);
  });

  test("DED-10 DIG: one of the attacker's pyramids inside a stack goes to its top", () => {
    const buried = [pyr(2, 1), pyr(0, 1), pyr(1, 2)];
    const state = position({ players: 3, treehouse: true, stacks: [buried], dice: [1, face("DIG"), 6] });
    const after = treehouseAttack(state, pyr(0, 2), pyr(2, 3));
    expect(attackOf(after).result).toBe("tipped");
    expect(dogEatDog.legalActions(after, 0)).toEqual([{ type: "dig", pyramid: pyr(0, 1) }, { type: "decline" }]);
    const dug = dogEatDog.apply(after, 0, { type: "dig", pyramid: pyr(0, 1) });
    expect(dug.piles[pyr(2, 1)]).toEqual([pyr(2, 1), pyr(1, 2), pyr(0, 1)]);
    expect(dogEatDog.view(dug, null).hoards[0].points).toBe(2);
  });

  test("DED-10 DIG of a stack's bottom pyramid: the stack keeps its spot and that pyramid cannot attack", () => {
    const stack = [pyr(0, 3), pyr(1, 1)];
    const state = position({ players: 2, treehouse: true, stacks: [stack], dice: [1, face("DIG"), 6] });
    const dug = dogEatDog.apply(treehouseAttack(state, pyr(0, 2), pyr(1, 2)), 0, { type: "dig", pyramid: pyr(0, 3) });
    expect(dug.piles[pyr(0, 3)]).toEqual([pyr(1, 1), pyr(0, 3)]);
    expect(dug.piles[pyr(1, 1)]).toEqual([]);
    expect(dogEatDog.view(dug, null).hoards.map((h) => h.points)).toEqual([1, 0]); // seat 0 controls it now
    expect(dogEatDog.legalActions(dug, 1).some((a) => a.type === "attack" && a.attacker === pyr(1, 1))).toBe(false);
  });

  test("DED-10 AIM: tip over or stand up any one pyramid that is not in a stack", () => {
    const state = position({ players: 2, treehouse: true, stacks: [[pyr(1, 1), pyr(0, 1)]], dice: [1, face("AIM"), 6] });
    const after = treehouseAttack(state, pyr(0, 2), pyr(1, 2));
    expect(after.tipped[pyr(0, 2)]).toBe(true);
    const aims = dogEatDog.legalActions(after, 0).filter((a) => a.type === "aim") as { pyramid: number }[];
    expect(aims).toHaveLength(18 - 2); // all but the two in the stack, tipped ones included
    const stoodUp = dogEatDog.apply(after, 0, { type: "aim", pyramid: pyr(0, 2) });
    expect(stoodUp.tipped[pyr(0, 2)]).toBe(false);
    expect(stoodUp.events[0]).toEqual({ type: "aim", seat: 0, pyramid: pyr(0, 2), tipped: false });
    const tippedOver = dogEatDog.apply(after, 0, { type: "aim", pyramid: pyr(1, 3) });
    expect(tippedOver.tipped[pyr(1, 3)]).toBe(false); // seat 1's cleanup stood it up again at once
    expect(tippedOver.events).toContainEqual({ type: "aim", seat: 0, pyramid: pyr(1, 3), tipped: true });
    expect(() => dogEatDog.apply(after, 0, { type: "aim", pyramid: pyr(1, 1) })).toThrow(expect.objectContaining({ code: "illegal-action" }));
  });

  test("DED-10 WILD: the attacker may make one more attack this turn", () => {
    const state = position({ players: 2, treehouse: true, dice: [6, 1, face("WILD"), 1, 2, 2] });
    const after = treehouseAttack(state, pyr(0, 3), pyr(1, 1));
    expect(after.step).toEqual({ kind: "follow-up", face: "WILD" });
    const legal = dogEatDog.legalActions(after, 0);
    expect(legal).toContainEqual({ type: "attack", attacker: pyr(0, 2), target: pyr(1, 2), treehouse: true });
    expect(legal).toContainEqual({ type: "decline" });
    expect(legal).not.toContainEqual({ type: "pass" });
    const again = dogEatDog.apply(after, 0, { type: "attack", attacker: pyr(0, 1), target: pyr(1, 1, 1) });
    expect(attackOf(again)).toMatchObject({ attacker: pyr(0, 1), dice: [2], result: "tipped" });
    expect(again.turn).toBe(1);
  });

  test("DED-10 declining the face's action leaves everything as it was and ends the turn", () => {
    const state = position({ players: 2, treehouse: true, dice: [6, face("WILD"), 1] });
    const after = treehouseAttack(state, pyr(0, 2), pyr(1, 1));
    const declined = dogEatDog.apply(after, 0, { type: "decline" });
    expect(declined.events[0]).toEqual({ type: "decline", seat: 0, face: "WILD" });
    expect(declined.piles).toEqual(after.piles);
    expect(declined.turn).toBe(1);
    expect(declined.passes).toBe(0); // a turn with an attack is no pass
  });

  test("DED-10 during a follow-up only that face's actions or decline are accepted", () => {
    const state = position({ players: 2, treehouse: true, dice: [6, face("AIM"), 1] });
    const after = treehouseAttack(state, pyr(0, 2), pyr(1, 1));
    for (const action of [{ type: "pass" }, { type: "dig", pyramid: pyr(0, 1) }, { type: "attack", attacker: pyr(0, 1), target: pyr(1, 2) }]) {
      expect(() => dogEatDog.apply(after, 0, action as DogEatDog.DedAction)).toThrow(expect.objectContaining({ code: "illegal-action" }));
    }
    expect(() => dogEatDog.apply(after, 1, { type: "decline" })).toThrow(expect.objectContaining({ code: "not-your-turn" }));
  });
});
