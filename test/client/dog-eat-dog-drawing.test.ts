/** Issue 15's drawing helpers for Dog Eat Dog, without a canvas: piles pushed apart until no two overlap (on the field). */
import { describe, expect, test } from "@jest/globals";
import { DogEatDog } from "@tablee/shared";
import { spotPoint, spreadApart, tableLayout, type Footprint } from "../../client/src/games/dog-eat-dog/layout.ts";
import { sideShape } from "../../client/src/games/pyramids/geometry.ts";

function overlaps(a: Footprint, b: Footprint): boolean {
  const w = Math.min(a.x + a.box.x + a.box.width, b.x + b.box.x + b.box.width) - Math.max(a.x + a.box.x, b.x + b.box.x);
  const h = Math.min(a.y + a.box.y + a.box.height, b.y + b.box.y + b.box.height) - Math.max(a.y + a.box.y, b.y + b.box.y);
  return w > 0 && h > 0;
}

describe("Dog Eat Dog piles kept apart", () => {
  test("18 finger-sized picks crowded on a phone's field end apart, all on the field", () => {
    const field = { x: 8, y: 8, width: 374, height: 330 };
    // A fixed scatter with clusters, as the engine's spots can come out.
    let seed = 7;
    const random = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const piles: Footprint[] = Array.from({ length: 18 }, (_, i) => ({
      x: field.x + 40 + random() * 120 + (i % 3) * 60,
      y: field.y + 60 + random() * 100,
      box: { x: -22, y: -40, width: 44, height: 44 + (i % 3) * 3 },
    }));
    spreadApart(piles, field, 2);
    for (let i = 0; i < piles.length; i++) {
      const p = piles[i];
      expect(p.x + p.box.x).toBeGreaterThanOrEqual(field.x - 0.01);
      expect(p.y + p.box.y).toBeGreaterThanOrEqual(field.y - 0.01);
      expect(p.x + p.box.x + p.box.width).toBeLessThanOrEqual(field.x + field.width + 0.01);
      expect(p.y + p.box.y + p.box.height).toBeLessThanOrEqual(field.y + field.height + 0.01);
      for (let j = i + 1; j < piles.length; j++) expect([i, j, overlaps(p, piles[j])]).toEqual([i, j, false]);
    }
  });

  test("a two-player game's scatter on a phone's short field: 44 px picks, none over another", () => {
    for (const seed of ["polish-144", "dog-eat-dog-browser-0", "a", "b", "c"]) {
      const view = DogEatDog.dogEatDog.publicView(DogEatDog.dogEatDog.setup(2, seed, DogEatDog.dogEatDog.defaultOptions)) as unknown as DogEatDog.DedView;
      const { field, unit } = tableLayout(366, 490, 2);
      const piles: Footprint[] = view.pyramids.map((spot, id) => {
        const at = spotPoint(field, unit, spot.x, spot.y);
        const b = sideShape((Math.floor((id % 9) / 3) + 1) as 1 | 2 | 3, unit, null).bounds;
        const width = Math.max(44, b.width + 8);
        const height = Math.max(44, b.height + 8);
        return { x: at.x, y: at.y, box: { x: -width / 2, y: b.y + b.height + 4 - height, width, height } };
      });
      spreadApart(piles, field, 2);
      for (let i = 0; i < piles.length; i++) for (let j = i + 1; j < piles.length; j++) expect([seed, i, j, overlaps(piles[i], piles[j])]).toEqual([seed, i, j, false]);
    }
  });

  test("piles already apart do not move", () => {
    const field = { x: 0, y: 0, width: 300, height: 300 };
    const piles: Footprint[] = [
      { x: 50, y: 100, box: { x: -20, y: -40, width: 40, height: 44 } },
      { x: 200, y: 100, box: { x: -20, y: -40, width: 40, height: 44 } },
    ];
    spreadApart(piles, field, 2);
    expect(piles.map((p) => [p.x, p.y])).toEqual([
      [50, 100],
      [200, 100],
    ]);
  });
});
