import { describe, expect, test } from "@jest/globals";
import { DogEatDog } from "@tablee/shared";
import { attackOf, position, pyr } from "../../support/dog-eat-dog-position.ts";
import { ruleCode } from "../../support/rule-error.ts";

const { dogEatDog } = DogEatDog;

function attack(state: DogEatDog.DedState, attacker: number, target: number): DogEatDog.DedState {
  return dogEatDog.apply(state, state.turn, { type: "attack", attacker, target });
}

describe("DED-4 who may attack whom", () => {
  test("DED-4 the legal attacks are every own upright lone pyramid against every open target, plus pass", () => {
    const state = position({
      players: 2,
      stacks: [
        [pyr(1, 1, 0), pyr(0, 3, 0)], // seat 0 controls it
        [pyr(1, 1, 1), pyr(1, 2, 0)], // seat 1's own stack: a target
        [pyr(0, 3, 1), pyr(1, 2, 1)], // holds a seat-0 pyramid: not a target
      ],
      captured: { 1: [pyr(0, 1, 1), pyr(0, 1, 2), pyr(0, 2, 1), pyr(0, 3, 2)] },
      tipped: [pyr(0, 1, 0), pyr(1, 3, 0)],
    });
    // Seat 0 still has small 0 (tipped) and mediums 0 and 2 alone: only the mediums attack.
    const attackers = [pyr(0, 2, 0), pyr(0, 2, 2)];
    const targets = [pyr(1, 1, 2), pyr(1, 2, 2), pyr(1, 3, 1), pyr(1, 3, 2), pyr(1, 2, 0)].sort((a, b) => a - b);
    const legal = dogEatDog.legalActions(state, 0);
    const attacks = legal.filter((a) => a.type === "attack") as { attacker: number; target: number }[];
    expect([...new Set(attacks.map((a) => a.attacker))].sort((a, b) => a - b)).toEqual(attackers);
    expect([...new Set(attacks.map((a) => a.target))].sort((a, b) => a - b)).toEqual(targets);
    expect(attacks).toHaveLength(attackers.length * targets.length);
    expect(legal).toContainEqual({ type: "pass" });
    expect(dogEatDog.legalActions(state, 1)).toEqual([]);
  });

  test("DED-4 tipped pyramids neither attack nor are attacked; stacked ones never attack; own or mixed stacks are refused", () => {
    const state = position({
      players: 2,
      stacks: [[pyr(1, 1, 0), pyr(0, 3, 0)], [pyr(0, 3, 1), pyr(1, 2, 1)]],
      tipped: [pyr(0, 1, 0), pyr(1, 3, 0)],
    });
    expect(ruleCode(() => attack(state, pyr(0, 1, 0), pyr(1, 1, 1)))).toBe("illegal-action"); // tipped attacker
    expect(ruleCode(() => attack(state, pyr(0, 2, 0), pyr(1, 3, 0)))).toBe("illegal-action"); // tipped target
    expect(ruleCode(() => attack(state, pyr(0, 3, 0), pyr(1, 1, 1)))).toBe("illegal-action"); // attacker on a stack
    expect(ruleCode(() => attack(state, pyr(0, 2, 0), pyr(1, 2, 1)))).toBe("illegal-action"); // stack holds a seat-0 pyramid
    expect(ruleCode(() => attack(state, pyr(0, 2, 0), pyr(0, 3, 0)))).toBe("illegal-action"); // own stack
    expect(ruleCode(() => attack(state, pyr(0, 2, 0), pyr(1, 1, 0)))).toBe("illegal-action"); // not a top
    expect(ruleCode(() => attack(state, pyr(0, 2, 0), pyr(0, 2, 1)))).toBe("illegal-action"); // own lone pyramid
    expect(ruleCode(() => attack(state, pyr(1, 2, 0), pyr(0, 2, 1)))).toBe("illegal-action"); // someone else's pyramid
    expect(ruleCode(() => attack(state, pyr(0, 2, 0), pyr(1, 1, 1)))).toBe("accepted");
  });
});

describe("DED-5 dice", () => {
  test("DED-5 the highest single die wins, dice are never added", () => {
    // Large (3 dice, total 9) against small (one 4): 4 beats 3.
    const state = position({ players: 2, dice: [3, 3, 3, 4] });
    const after = attack(state, pyr(0, 3), pyr(1, 1));
    const record = attackOf(after);
    expect(record.dice).toEqual([3, 3, 3]);
    expect(record.defences).toEqual([{ pyramid: pyr(1, 1), seat: 1, dice: [4], attackerWins: false, by: "higher" }]);
    expect(record.result).toBe("tipped");
  });

  test("DED-5 each side rolls as many dice as its pyramid has pips", () => {
    const after = attack(position({ players: 2, dice: [6, 1, 5, 2, 2] }), pyr(0, 2), pyr(1, 3));
    const record = attackOf(after);
    expect(record.dice).toHaveLength(2);
    expect(record.defences[0].dice).toHaveLength(3);
    expect(record.result).toBe("won");
  });

  test("DED-5 tie: the smaller attacking pyramid wins", () => {
    const record = attackOf(attack(position({ players: 2, dice: [4, 4, 2] }), pyr(0, 1), pyr(1, 2)));
    expect(record.defences[0]).toMatchObject({ attackerWins: true, by: "smaller" });
    expect(record.result).toBe("won");
  });

  test("DED-5 tie: the smaller defending pyramid wins", () => {
    const record = attackOf(attack(position({ players: 2, dice: [5, 1, 1, 5] }), pyr(0, 3), pyr(1, 1)));
    expect(record.defences[0]).toMatchObject({ attackerWins: false, by: "smaller" });
    expect(record.result).toBe("tipped");
  });

  test("DED-5 tie between pyramids of the same size: the defender wins", () => {
    const record = attackOf(attack(position({ players: 2, dice: [3, 3, 3, 1] }), pyr(0, 2), pyr(1, 2)));
    expect(record.defences[0]).toMatchObject({ attackerWins: false, by: "same-size" });
    expect(record.result).toBe("tipped");
  });

  test("DED-5 the tie rule applies to each defender of a stack in turn", () => {
    // A small attacks with 5; the large top ties (smaller attacker wins), the small below ties (defender wins).
    const state = position({ players: 3, stacks: [[pyr(2, 1), pyr(1, 3)]], dice: [5, 5, 1, 1, 5] });
    const record = attackOf(attack(state, pyr(0, 1), pyr(1, 3)));
    expect(record.defences.map((d) => [d.pyramid, d.attackerWins, d.by])).toEqual([
      [pyr(1, 3), true, "smaller"],
      [pyr(2, 1), false, "same-size"],
    ]);
    expect(record).toMatchObject({ result: "captured", capturedBy: 2 });
  });
});

describe("DED-6 attacking a lone pyramid", () => {
  test("DED-6 a won attack puts the attacker on top, forming a stack it controls", () => {
    const state = position({ players: 2, dice: [6, 2, 1] });
    const after = attack(state, pyr(0, 2), pyr(1, 1));
    expect(after.piles[pyr(1, 1)]).toEqual([pyr(1, 1), pyr(0, 2)]);
    expect(after.piles[pyr(0, 2)]).toEqual([]);
    expect(after.tipped.some(Boolean)).toBe(false);
    expect(dogEatDog.view(after, null).hoards[0].points).toBe(1);
    expect(after.turn).toBe(1);
    expect(state.piles[pyr(1, 1)]).toEqual([pyr(1, 1)]); // the input is untouched
  });

  test("DED-6 a lost attack tips both pyramids; they stay out until their owner's cleanup", () => {
    // Three players, so seat 2's tipped defender is still down during seat 1's turn.
    const state = position({ players: 3, dice: [2, 6] });
    const after = attack(state, pyr(0, 1), pyr(2, 1));
    expect(attackOf(after).result).toBe("tipped");
    expect(after.tipped[pyr(0, 1)]).toBe(true);
    expect(after.tipped[pyr(2, 1)]).toBe(true);
    expect(after.piles[pyr(0, 1)]).toEqual([pyr(0, 1)]); // back on its own spot
    expect(after.piles[pyr(2, 1)]).toEqual([pyr(2, 1)]);
    expect(after.turn).toBe(1);
    const legal = dogEatDog.legalActions(after, 1);
    expect(legal.some((a) => a.type === "attack" && (a.target === pyr(0, 1) || a.target === pyr(2, 1)))).toBe(false);
  });
});

describe("DED-7 attacking a stack", () => {
  test("DED-7 a stack attack won by the second defender: the attacker is captured by that defender's owner", () => {
    // Seat 2 controls the stack (its small on seat 1's large). Seat 0's medium rolls 4 once.
    const stack = [pyr(1, 3), pyr(2, 1)];
    const state = position({ players: 3, stacks: [stack], dice: [4, 2, 3, 5, 1, 2] });
    const after = attack(state, pyr(0, 2), pyr(2, 1));
    const record = attackOf(after);
    expect(record.dice).toEqual([4, 2]);
    expect(record.defences).toEqual([
      { pyramid: pyr(2, 1), seat: 2, dice: [3], attackerWins: true, by: "higher" },
      { pyramid: pyr(1, 3), seat: 1, dice: [5, 1, 2], attackerWins: false, by: "higher" },
    ]);
    expect(record).toMatchObject({ result: "captured", capturedBy: 1, pile: stack, spot: pyr(1, 3) });
    expect(after.captured[1]).toEqual([pyr(0, 2)]);
    expect(after.captured[2]).toEqual([]);
    expect(after.piles[pyr(1, 3)]).toEqual(stack); // the stack stays as it was
    expect(after.piles[pyr(0, 2)]).toEqual([]);
    expect(after.tipped.some(Boolean)).toBe(false); // nothing is tipped
    expect(after.lastAttack).toEqual(record);
  });

  test("DED-7 beating every defender with the one roll puts the attacker on top of the whole stack", () => {
    const stack = [pyr(1, 1), pyr(2, 1)];
    const state = position({ players: 3, stacks: [stack], dice: [6, 1, 1, 2, 3] });
    const after = attack(state, pyr(0, 3), pyr(2, 1));
    expect(attackOf(after).defences.map((d) => d.dice)).toEqual([[2], [3]]);
    expect(after.piles[pyr(1, 1)]).toEqual([...stack, pyr(0, 3)]);
    expect(dogEatDog.view(after, null).hoards[0].points).toBe(2);
  });

  test("DED-7 when the top defender wins, the ones below never roll", () => {
    const state = position({ players: 3, stacks: [[pyr(1, 1), pyr(2, 2)]], dice: [2, 5, 1] });
    const record = attackOf(attack(state, pyr(0, 1), pyr(2, 2)));
    expect(record.defences).toHaveLength(1);
    expect(record).toMatchObject({ result: "captured", capturedBy: 2 });
  });
});
