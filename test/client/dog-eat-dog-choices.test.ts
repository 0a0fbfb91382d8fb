import { describe, expect, test } from "@jest/globals";
import type { DogEatDog } from "@tablee/shared";
import { NOTHING, choices, click } from "../../client/src/games/dog-eat-dog/choices.ts";
import { spotPoint, tableLayout } from "../../client/src/games/dog-eat-dog/layout.ts";

type A = DogEatDog.DedAction;

describe("what a Dog Eat Dog player may click, from the server's legal list", () => {
  const legal: A[] = [
    { type: "attack", attacker: 3, target: 9, treehouse: false },
    { type: "attack", attacker: 3, target: 9, treehouse: true },
    { type: "attack", attacker: 3, target: 12, treehouse: false },
    { type: "attack", attacker: 3, target: 12, treehouse: true },
    { type: "attack", attacker: 0, target: 9, treehouse: false },
    { type: "pass" },
  ];

  test("DED-4 attackers first, then the picked attacker's targets; pass is offered throughout", () => {
    const first = choices(legal, NOTHING);
    expect(first.ask).toBe("attacker");
    expect(first.picks.map((p) => p.id)).toEqual([3, 0]);
    expect(first.pass).toEqual({ type: "pass" });
    const picked = click(NOTHING, first.picks[0]);
    expect(picked.send).toBeNull();
    const second = choices(legal, picked.sel);
    expect(second.ask).toBe("target");
    expect(second.picks.filter((p) => p.kind === "target").map((p) => p.id)).toEqual([9, 12]);
    expect(second.picks.find((p) => p.id === 3)!.selected).toBe(true);
    // A click on a target sends the attack without the Treehouse die unless it is switched on.
    expect(click(picked.sel, second.picks.find((p) => p.id === 12)!).send).toEqual(legal[2]);
  });

  test("DED-10 the Treehouse switch shows only for an attacker allowed to roll it, and picks that variant", () => {
    const big = choices(legal, { ...NOTHING, attacker: 3, treehouse: true });
    expect(big.treehouseAllowed).toBe(true);
    const target = big.picks.find((p) => p.kind === "target" && p.id === 9)!;
    const sent = click({ ...NOTHING, attacker: 3, treehouse: true }, target);
    expect(sent.send).toEqual(legal[1]);
    // The switch stays as the player left it for the next attack.
    expect(sent.sel.treehouse).toBe(true);
    const small = choices(legal, { ...NOTHING, attacker: 0, treehouse: true });
    expect(small.treehouseAllowed).toBe(false);
    expect(small.picks.find((p) => p.kind === "target")!.action).toEqual(legal[4]);
  });

  test("DED-10 follow-ups: SWAP takes two stack tops in turn; DIG and AIM one pyramid; decline always there", () => {
    const swaps: A[] = [{ type: "swap", a: 4, b: 20 }, { type: "swap", a: 4, b: 30 }, { type: "swap", a: 20, b: 30 }, { type: "decline" }];
    const first = choices(swaps, NOTHING);
    expect(first.ask).toBe("swap-first");
    expect(first.picks.map((p) => p.id).sort((a, b) => a - b)).toEqual([4, 20, 30]);
    expect(first.decline).toEqual({ type: "decline" });
    const sel = click(NOTHING, first.picks.find((p) => p.id === 30)!).sel;
    const second = choices(swaps, sel);
    expect(second.ask).toBe("swap-second");
    expect(second.picks.filter((p) => !p.selected).map((p) => p.action)).toEqual([swaps[1], swaps[2]]);
    const dig = choices([{ type: "dig", pyramid: 5 }, { type: "decline" }], NOTHING);
    expect(dig.picks).toEqual([{ id: 5, kind: "dig", action: { type: "dig", pyramid: 5 }, selected: false }]);
    const aim = choices([{ type: "aim", pyramid: 11 }, { type: "decline" }], NOTHING);
    expect(aim.ask).toBe("aim");
    expect(choices([], NOTHING).ask).toBe("none");
  });
});

describe("the Dog Eat Dog table layout", () => {
  test("every spot lands inside the field with room for a stack above it, in both orientations", () => {
    for (const [w, h] of [
      [1280, 800],
      [900, 720],
      [360, 460],
    ]) {
      for (const players of [2, 3, 8]) {
        const layout = tableLayout(w, h, players);
        const { field, unit } = layout;
        for (const [x, y] of [
          [0, 0],
          [0.999, 0.999],
          [0.5, 0.2],
        ]) {
          const p = spotPoint(field, unit, x, y);
          expect(p.x).toBeGreaterThanOrEqual(field.x + unit / 2);
          expect(p.x).toBeLessThanOrEqual(field.x + field.width - unit / 2);
          expect(p.y - unit * 2).toBeGreaterThanOrEqual(field.y);
          expect(p.y).toBeLessThanOrEqual(field.y + field.height);
        }
        // Panels and status strip do not overlap the field.
        for (const r of [layout.dice, layout.scores]) {
          const apart = r.x >= field.x + field.width || r.y >= field.y + field.height;
          expect(apart).toBe(true);
        }
        expect(layout.status.box.y).toBeGreaterThanOrEqual(Math.max(layout.scores.y + layout.scores.height, field.y + field.height));
      }
    }
  });
});
