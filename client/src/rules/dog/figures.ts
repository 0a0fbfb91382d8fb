/** DOG's pictures: what each card does, the way from the kennel to the finish, the board of six. */
import { BOARD_WOOD, CARD_FACE, HOLE, SEAT_COLOURS, SEAT_SHAPES, rankColour, shapePoints } from "../../games/dog/colours.js";
import { SIX_SEATS } from "../../games/dog/geometry.js";
import { inkOn } from "../../games/kit/contrast.js";
import type { GameFigures } from "../figures.js";
import { arrow, css, figure, group, INK, label, node } from "../svg.js";
import type { DogMore, DogWord } from "./keys.js";

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

/**
 * The board of six as the table draws it (geometry.ts): the ring of six arms, each seat's
 * finish lane and start field in its colour with its mark, and at each start its team's
 * number: partners, three seats apart, carry the same one (DOG-15).
 */
function sixBoard(w: Record<DogWord, string>): SVGSVGElement {
  const size = 300;
  const half = size / 2;
  const at = (p: { x: number; y: number }) => ({ x: half + p.x * half * 0.97, y: half + p.y * half * 0.97 });
  const r = SIX_SEATS.fieldRadius * half;
  const points = (shape: (typeof SEAT_SHAPES)[number], radius: number, centre: { x: number; y: number }) =>
    shapePoints(shape, radius).map((v, i) => Math.round((v + (i % 2 === 0 ? centre.x : centre.y)) * 100) / 100).join(" ");
  const parts: SVGElement[] = [node("rect", { x: 0, y: 0, width: size, height: size, rx: 14, fill: css(BOARD_WOOD), stroke: "#8a6d3b", "stroke-width": 2 })];
  for (let f = 0; f < SIX_SEATS.track; f++) {
    if (f % 16 === 0) continue;
    const p = at(SIX_SEATS.field(f, 0));
    parts.push(node("circle", { cx: p.x, cy: p.y, r, fill: css(HOLE), stroke: "#9c8357", "stroke-width": 0.8 }));
  }
  for (let seat = 0; seat < SIX_SEATS.seats; seat++) {
    const colour = SEAT_COLOURS[seat];
    for (let i = 0; i < 4; i++) {
      const p = at(SIX_SEATS.finish(seat, i, 0));
      parts.push(node("circle", { cx: p.x, cy: p.y, r: r * 1.1, fill: css(colour), "fill-opacity": 0.35, stroke: css(colour), "stroke-width": 1.2 }));
    }
    const start = at(SIX_SEATS.field(16 * seat, 0));
    parts.push(
      node("circle", { cx: start.x, cy: start.y, r: r * 1.9, fill: css(colour), stroke: INK, "stroke-width": 1.2 }),
      node("polygon", { points: points(SEAT_SHAPES[seat], r * 1.1, start), fill: css(inkOn(colour)) }),
    );
    // The team's number where the table puts the seat's plate, in the wedge before its arm.
    const plate = at(SIX_SEATS.plate(seat, 0));
    parts.push(
      node("circle", { cx: plate.x, cy: plate.y, r: 13, fill: "#ffffff", stroke: css(colour), "stroke-width": 3 }),
      label(plate.x, plate.y + 5, String((seat % 3) + 1), { size: 15, weight: "bold" }),
    );
  }
  return figure(size, size, w.sixFigure, ...parts);
}

export const dogFigures: GameFigures<DogWord, string, DogMore> = {
  turn: (w) => [track(w)],
  pieces: (w) => [cards(w)],
  six: (w) => [sixBoard(w)],
};
