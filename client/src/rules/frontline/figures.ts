/** Frontline's pictures: who a pyramid belongs to, the ranges, and the activation table. */
import { COLOURS, DARK, LIGHT, PYRAMID_HEX } from "../../games/frontline/colours.js";
import type { Pips } from "../../games/pyramids/geometry.js";
import type { GameFigures } from "../figures.js";
import { css, die, figure, group, label, MUTED, node, topPyramid } from "../svg.js";
import type { FrontlineItem, FrontlineText, FrontlineWord } from "./keys.js";

const HIGHLIGHT = "#ffd400";
/** Where the activation table's power names start: after the die and the pyramid, and after "die · colour" in every language. */
const POWER_X = 110;

function square(x: number, y: number, size: number, light: boolean): SVGRectElement {
  return node("rect", { x, y, width: size, height: size, fill: css(light ? LIGHT : DARK) });
}

/** FL-1: upright is nobody's; lying and pointing at the opponent (up the page) is yours. */
function control(w: Record<FrontlineWord, string>): SVGSVGElement {
  const row = (y: number, lying: number | null, text: string) =>
    group(0, y, square(0, 0, 44, true), topPyramid(22, 22, 2, PYRAMID_HEX.yellow, 40, lying), label(56, 27, text, { anchor: "start" }));
  return figure(320, 100, w.controlFigure, row(2, null, w.upright), row(54, -Math.PI / 2, w.controlled));
}

/** FL-2: every square at king-distance 1..pips, clipped to the board, never its own. */
function ranges(w: Record<FrontlineWord, string>): SVGSVGElement {
  const cell = 12;
  const grid = (x: number, pips: Pips, name: string) => {
    const parts: SVGElement[] = [];
    for (let r = 0; r < 7; r++) {
      for (let c = 0; c < 7; c++) {
        const d = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        parts.push(square(c * cell, r * cell, cell, (r + c) % 2 === 0));
        if (d >= 1 && d <= pips) parts.push(node("rect", { x: c * cell, y: r * cell, width: cell, height: cell, fill: HIGHLIGHT, "fill-opacity": 0.6 }));
      }
    }
    parts.push(topPyramid(3.5 * cell, 3.5 * cell, pips, PYRAMID_HEX.red, 22, null), label(3.5 * cell, 7 * cell + 18, name));
    return group(x, 4, ...parts);
  };
  return figure(300, 112, w.rangeFigure, grid(0, 1, w.small), grid(108, 2, w.medium), grid(216, 3, w.large));
}

/** FL-4 and FL-6 in one glance: the face, the pyramid it calls, the power's name. */
function activation(w: Record<FrontlineWord, string>, text: FrontlineText): SVGSVGElement {
  const terms = new Map((text.sections.pieces.items ?? []).map((item) => [item.key, item.term]));
  const rowHeight = 34;
  const rows = [...COLOURS, "any" as const].map((colour, i) => {
    const parts: SVGElement[] = [die(0, 4, 26, i + 1)];
    if (colour === "any") COLOURS.forEach((c, j) => parts.push(topPyramid(42 + j * 7, 17, 1, PYRAMID_HEX[c], 18)));
    else parts.push(topPyramid(52, 17, 2, PYRAMID_HEX[colour], 26));
    // The term reads "1 · Red: destroy": the die is drawn, so the words start after the dot.
    const term = terms.get(colour) ?? colour;
    parts.push(label(POWER_X, 22, term.includes("·") ? term.slice(term.indexOf("·") + 1).trim() : term, { anchor: "start" }));
    return group(0, 20 + i * rowHeight, ...parts);
  });
  return figure(
    320,
    20 + 6 * rowHeight,
    w.activationFigure,
    label(0, 13, `${w.die} · ${w.colour}`, { anchor: "start", fill: MUTED }),
    label(POWER_X, 13, w.power, { anchor: "start", fill: MUTED }),
    ...rows,
  );
}

export const frontlineFigures: GameFigures<FrontlineWord, FrontlineItem> = {
  setup: (w) => [control(w), ranges(w)],
  // The activation table reads the powers' names from the text's own items.
  pieces: (w, text) => [activation(w, text)],
};
