/** DOG's pictures: what each card does, and the way from the kennel to the finish. */
import { BOARD_WOOD, CARD_FACE, HOLE, SEAT_COLOURS, rankColour } from "../../games/dog/colours.js";
import type { GameFigures } from "../figures.js";
import { arrow, css, figure, group, INK, label, node } from "../svg.js";
import type { DogWord } from "./keys.js";

const RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "Joker"] as const;

function caption(rank: (typeof RANKS)[number], w: Record<DogWord, string>): string {
  switch (rank) {
    case "A":
      return `1 / 11 / ${w.out}`;
    case "K":
      return `13 / ${w.out}`;
    case "Q":
      return "+12";
    case "J":
      return w.swap;
    case "7":
      return `7 ${w.split}`;
    case "4":
      return "+4 / −4";
    case "Joker":
      return w.any;
    default:
      return `+${rank}`;
  }
}

/** The cards in the hand's own look (games/dog/hand.ts): the rank in its colour cue. */
function cards(w: Record<DogWord, string>): SVGSVGElement {
  const columns = 4;
  const cell = 80;
  const rowHeight = 92;
  const parts = RANKS.map((rank, i) => {
    const x = (i % columns) * cell + cell / 2;
    const y = Math.floor(i / columns) * rowHeight + 6;
    const colour = css(rankColour(rank, 0x1b1f24));
    return group(
      x,
      y,
      node("rect", { x: -22, y: 0, width: 44, height: 60, rx: 5, fill: css(CARD_FACE), stroke: "#777777", "stroke-width": 1 }),
      label(0, 38, rank === "Joker" ? "★" : rank, { size: rank === "Joker" ? 26 : 22, weight: "bold", fill: colour }),
      label(0, 80, caption(rank, w), { fill: colour === "#1b1f24" ? INK : colour }),
    );
  });
  return figure(columns * cell, Math.ceil(RANKS.length / columns) * rowHeight, w.cardsFigure, ...parts);
}

/** A stretch of the track: the kennel, the start field, the finish lane turning off at it. */
function track(w: Record<DogWord, string>): SVGSVGElement {
  const seat = css(SEAT_COLOURS[0]);
  const hole = (x: number, y: number, fill = css(HOLE)) => node("circle", { cx: x, cy: y, r: 9, fill, stroke: "#9c8357", "stroke-width": 1 });
  const marble = (x: number, y: number) => node("circle", { cx: x, cy: y, r: 7, fill: seat, stroke: INK, "stroke-width": 1.5 });
  const parts: SVGElement[] = [node("rect", { x: 0, y: 0, width: 320, height: 170, rx: 12, fill: css(BOARD_WOOD), stroke: "#8a6d3b", "stroke-width": 2 })];
  const start = 4;
  for (let i = 0; i < 10; i++) {
    const x = 24 + i * 30;
    parts.push(hole(x, 34));
    if (i === start) parts.push(node("circle", { cx: x, cy: 34, r: 12, fill: "none", stroke: seat, "stroke-width": 3 }));
  }
  // The finish lane leaves the track at the start field: a marble enters it going forward,
  // after having gone round once.
  for (let i = 1; i <= 4; i++) parts.push(hole(24 + start * 30, 34 + i * 24, seat), node("circle", { cx: 24 + start * 30, cy: 34 + i * 24, r: 9, fill: "#ffffff", "fill-opacity": 0.55 }));
  for (let i = 0; i < 4; i++) parts.push(hole(24 + (i % 2) * 24, 84 + Math.floor(i / 2) * 24), marble(24 + (i % 2) * 24, 84 + Math.floor(i / 2) * 24));
  parts.push(
    arrow(60, 96, 140, 44, seat),
    arrow(200, 16, 280, 16),
    label(36, 148, w.kennel, { weight: "bold" }),
    label(24 + start * 30, 20, w.start, { weight: "bold", anchor: "end" }),
    label(24 + start * 30 + 18, 124, w.finish, { weight: "bold", anchor: "start" }),
  );
  return figure(320, 170, w.trackFigure, ...parts);
}

export const dogFigures: GameFigures<DogWord> = {
  turn: (w) => [track(w)],
  pieces: (w) => [cards(w)],
};
