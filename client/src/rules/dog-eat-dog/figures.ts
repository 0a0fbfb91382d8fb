/** Dog Eat Dog's pictures: duels of a small against a medium, an attack on a stack, the trees. */
import { SEAT_PALETTE, type Pips } from "../../games/pyramids/geometry.js";
import type { GameFigures } from "../figures.js";
import { arrow, die, figure, fill, group, label, MUTED, sidePyramid, sideStack } from "../svg.js";
import type { DedWord } from "./keys.js";

const [RED, BLUE, YELLOW, PURPLE] = SEAT_PALETTE;
const UNIT = 34;
const DIE = 22;

/** Dice in a row, the highest outlined: only the best die counts (DED-5). */
function dice(x: number, y: number, faces: number[]): SVGGElement {
  const best = faces.indexOf(Math.max(...faces));
  return group(x, y, ...faces.map((face, i) => die(i * (DIE + 4), 0, DIE, face, { best: i === best })));
}

function duel(y: number, attack: number[], defence: number[], caption: string, lost: boolean): SVGGElement {
  return group(
    0,
    y,
    sidePyramid(22, 40, 1, RED, UNIT, lost ? "right" : null),
    dice(44, 14, attack),
    label(150, 32, "×", { fill: MUTED }),
    sidePyramid(196, 40, 2, BLUE, UNIT, lost ? "left" : null),
    dice(228, 14, defence),
    label(160, 62, caption, { fill: lost ? "#b8322a" : "#1e8a3c", weight: "bold" }),
  );
}

function duels(w: Record<DedWord, string>): SVGSVGElement {
  return figure(
    320,
    236,
    w.duelFigure,
    label(22, 14, w.attacker, { anchor: "start", fill: MUTED }),
    label(196, 14, w.defender, { anchor: "start", fill: MUTED }),
    duel(18, [5], [4, 2], w.attackWins, false),
    duel(90, [5], [5, 3], w.tieSmaller, false),
    duel(162, [3], [6, 1], w.defenderWins, true),
  );
}

/** DED-7: one attack roll against each defender from the top down. */
function stack(w: Record<DedWord, string>): SVGSVGElement {
  return figure(
    320,
    176,
    w.stackFigure,
    sidePyramid(34, 86, 2, RED, UNIT),
    dice(10, 94, [3, 1]),
    arrow(70, 64, 112, 64),
    sideStack(146, 100, [{ pips: 3, colour: PURPLE }, { pips: 1, colour: YELLOW }], UNIT),
    sidePyramid(200, 30, 1, YELLOW, UNIT * 0.8),
    dice(222, 8, [2]),
    sidePyramid(200, 84, 3, PURPLE, UNIT * 0.8),
    dice(222, 58, [4, 2, 1]),
    label(160, 146, w.beaten, { fill: MUTED }),
    label(160, 166, w.captures, { fill: "#b8322a", weight: "bold" }),
  );
}

/** DED-9: a tree is a small, a medium and a large; one colour 7, mixed 5, leftovers 1 each. */
function trees(w: Record<DedWord, string>): SVGSVGElement {
  const tree = (x: number, colours: string[]) => sideStack(x, 92, ([3, 2, 1] as Pips[]).map((pips, i) => ({ pips, colour: colours[i] })), UNIT);
  const column = (x: number, name: string, points: number) => [
    label(x, 114, name),
    label(x, 134, fill(w.points, { n: points }), { weight: "bold" }),
  ];
  return figure(
    320,
    142,
    w.treesFigure,
    tree(54, [BLUE, BLUE, BLUE]),
    ...column(54, w.oneColour, 7),
    tree(160, [PURPLE, YELLOW, BLUE]),
    ...column(160, w.mixed, 5),
    sidePyramid(248, 92, 1, YELLOW, UNIT),
    sidePyramid(280, 92, 2, PURPLE, UNIT),
    ...column(266, w.single, 1),
  );
}

export const dedFigures: GameFigures<DedWord> = {
  turn: (w) => [duels(w), stack(w)],
  end: (w) => [trees(w)],
};
