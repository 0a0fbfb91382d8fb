import type { Rect } from "../kit/rect.js";

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Where a point lies on the field, in thirds: 0 (top left) to 8 (bottom right), as the viewer sees it. */
export function regionOf(field: Rect, x: number, y: number): number {
  const third = (at: number, from: number, size: number): number => Math.min(2, Math.max(0, Math.floor(((at - from) / Math.max(1, size)) * 3)));
  return third(y, field.y, field.height) * 3 + third(x, field.x, field.width);
}

/**
 * A pick's accessible name: what pressing does, the pyramid, its stack (the one it stands on
 * or lies under) and where its pile lies, e.g. "Target: Alice's small on Bob's large, top
 * left". Several pyramids of one owner and size are told apart by these; names that are
 * still alike (twin piles in one third of the field) get a number, in the order given.
 */
export function pickNames(
  picks: readonly { kind: string; id: number; pile: readonly number[]; region: number }[],
  piece: (id: number) => string,
  t: Translate,
): string[] {
  const names = picks.map(({ kind, id, pile, region }) => {
    const where = t(`ded.where.${region}`);
    const index = pile.indexOf(id);
    const place =
      pile.length <= 1
        ? t("ded.a11y.alone", { piece: piece(id), where })
        : index === pile.length - 1
          ? t("ded.a11y.onTop", { piece: piece(id), below: piece(pile[index - 1]), where })
          : t("ded.a11y.under", { piece: piece(id), above: piece(pile[index + 1]), where });
    return t("ded.a11y.named", { action: t(`ded.a11y.role.${kind}`), place });
  });
  const seen = new Map<string, number>();
  const total = new Map<string, number>();
  for (const name of names) total.set(name, (total.get(name) ?? 0) + 1);
  return names.map((name) => {
    if (total.get(name) === 1) return name;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return `${name} (${n})`;
  });
}
