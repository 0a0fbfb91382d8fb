/** Deathtrap's pictures: the creatures in order with their counts, and the title exchange. */
import { CARD_BACK, CREATURE_COLOURS, PARCHMENT } from "../../games/deathtrap/colours.js";
import type { GameFigures } from "../figures.js";
import { arrow, css, figure, fill, group, INK, label, LABEL_SIZE, labelWidth, MUTED, node } from "../svg.js";
import { CREATURES, type DeathtrapWord } from "./keys.js";

/**
 * One row per creature, weakest first: a card corner in its colour with its value, its name,
 * and its copies as a row of card backs (DD-1: 13 − v), so "the stronger, the rarer" shows.
 */
function order(w: Record<DeathtrapWord, string>): SVGSVGElement {
  const rowHeight = 24;
  const parts = CREATURES.map((creature, i) => {
    const value = i + 1;
    const copies = 13 - value;
    const backs = Array.from({ length: copies }, (_, k) => node("rect", { x: 150 + k * 8, y: 5, width: 6, height: 13, rx: 1.5, fill: css(CARD_BACK) }));
    return group(
      0,
      i * rowHeight + 2,
      node("rect", { x: 0, y: 0, width: 30, height: 22, rx: 4, fill: css(CREATURE_COLOURS[i]), stroke: "#3a3340", "stroke-width": 1 }),
      label(15, 16, String(value), { weight: "bold", fill: "#ffffff" }),
      label(38, 16, w[creature], { anchor: "start" }),
      ...backs,
      label(150 + copies * 8 + 4, 16, fill(w.copies, { n: copies }), { anchor: "start", fill: MUTED }),
    );
  });
  return figure(320, CREATURES.length * rowHeight + 4, w.orderFigure, ...parts);
}

const TITLE_W = 104;
const SOFT_HYPHEN = "\u00AD";

/**
 * A title's lines: one when it fits the parchment, else two, broken between words or at a
 * soft hyphen (shown as "-"; a German compound carries one), at the fitting break that makes
 * the longer line shortest.
 */
function titleLines(text: string, room: number, size: number): string[] {
  const plain = text.replaceAll(SOFT_HYPHEN, "");
  const width = (lines: string[]): number => Math.max(...lines.map((line) => labelWidth(line, size, true)));
  if (width([plain]) <= room) return [plain];
  let best: string[] = [plain];
  for (let i = 1; i < text.length; i++) {
    if (text[i] !== " " && text[i] !== SOFT_HYPHEN) continue;
    const lines = [text.slice(0, i).replaceAll(SOFT_HYPHEN, "") + (text[i] === " " ? "" : "-"), text.slice(i + 1).replaceAll(SOFT_HYPHEN, "")];
    if (width(lines) < width(best)) best = lines;
  }
  return best;
}

/** A title on parchment, in one or two lines. */
function title(x: number, y: number, text: string): SVGGElement {
  const lines = titleLines(text, TITLE_W - 8, LABEL_SIZE);
  return group(
    x,
    y,
    node("rect", { x: 0, y: 0, width: TITLE_W, height: 48, rx: 6, fill: css(PARCHMENT), stroke: "#3a3340", "stroke-width": 1 }),
    ...lines.map((line, i) => label(TITLE_W / 2, lines.length === 1 ? 29 : 21 + i * 16, line, { weight: "bold" })),
  );
}

/** DD-3: the Wimps hand their best creatures up, the Masters hand back cards of their choice. */
function exchange(w: Record<DeathtrapWord, string>): SVGSVGElement {
  const pair = (y: number, wimp: string, master: string, up: string, back: string) => [
    title(0, y, wimp),
    title(216, y, master),
    label(160, y + 12, up, { fill: INK }),
    arrow(108, y + 18, 212, y + 18, INK),
    arrow(212, y + 32, 108, y + 32),
    label(160, y + 50, back, { fill: MUTED }),
  ];
  return figure(
    320,
    136,
    w.exchangeFigure,
    ...pair(2, w["supreme-wimp"], w["supreme-master"], w.twoHighest, w.anyTwo),
    ...pair(74, w.wimp, w.master, w.highest, w.anyOne),
  );
}

export const deathtrapFigures: GameFigures<DeathtrapWord> = {
  setup: (w) => [exchange(w)],
  pieces: (w) => [order(w)],
};
