/** Deathtrap's pictures: the creatures in order with their counts, and the title exchange. */
import { CREATURE_COLOURS, PARCHMENT } from "../../games/deathtrap/colours.js";
import type { GameFigures } from "../figures.js";
import { arrow, css, figure, fill, group, INK, label, MUTED, node } from "../svg.js";
import { CREATURES, type DeathtrapWord } from "./keys.js";

/** Two columns of six, weakest first: a card corner in the creature's colour, its name, its count (DD-1: 13 − v). */
function order(w: Record<DeathtrapWord, string>): SVGSVGElement {
  const rows = 6;
  const rowHeight = 28;
  const parts = CREATURES.map((creature, i) => {
    const value = i + 1;
    const x = Math.floor(i / rows) * 162;
    const y = (i % rows) * rowHeight + 4;
    return group(
      x,
      y,
      node("rect", { x: 0, y: 0, width: 30, height: 22, rx: 4, fill: css(CREATURE_COLOURS[i]), stroke: "#3a3340", "stroke-width": 1 }),
      label(15, 16, String(value), { weight: "bold", fill: "#ffffff" }),
      label(36, 16, w[creature], { anchor: "start" }),
      label(156, 16, fill(w.copies, { n: 13 - value }), { anchor: "end", fill: MUTED }),
    );
  });
  return figure(320, rows * rowHeight + 6, w.orderFigure, ...parts);
}

/** A title on parchment, in one or two lines. */
function title(x: number, y: number, text: string): SVGGElement {
  const words = text.split(" ");
  const lines = text.length > 12 && words.length > 1 ? [words.slice(0, Math.ceil(words.length / 2)).join(" "), words.slice(Math.ceil(words.length / 2)).join(" ")] : [text];
  return group(
    x,
    y,
    node("rect", { x: 0, y: 0, width: 104, height: 48, rx: 6, fill: css(PARCHMENT), stroke: "#3a3340", "stroke-width": 1 }),
    ...lines.map((line, i) => label(52, lines.length === 1 ? 29 : 21 + i * 16, line, { weight: "bold" })),
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
