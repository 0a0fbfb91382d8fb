import { shape } from "../svg";
import { SEAT_CSS as DOG_SEATS } from "./colours";

// The board's own colours (board.ts): seat marbles, the wood and its holes.
const WOOD = "#ecd9b0";
const HOLE = "#cdb78a";

/** The round track of 64 holes, four finish lanes pointing in (the cross), marbles home and out. */
export function dogPicture(): SVGElement[] {
  const parts: SVGElement[] = [shape("rect", { x: 22, y: 2, width: 76, height: 76, rx: 7, fill: WOOD, stroke: "#8a6d3b" })];
  const [cx, cy, r] = [60, 40, 31];
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * 2 * Math.PI;
    parts.push(shape("circle", { cx: cx + r * Math.cos(a), cy: cy + r * Math.sin(a), r: 1.9, fill: HOLE }));
  }
  DOG_SEATS.forEach((colour, seat) => {
    const a = Math.PI / 2 - (seat * Math.PI) / 2;
    const [dx, dy] = [Math.cos(a), Math.sin(a)];
    for (let k = 1; k <= 4; k++) parts.push(shape("circle", { cx: cx + dx * (r - 5 * k), cy: cy + dy * (r - 5 * k), r: 1.9, fill: colour, opacity: 0.45 }));
    // One marble out on the track after its start, the others waiting.
    const out = a - 0.5;
    parts.push(shape("circle", { cx: cx + r * Math.cos(out), cy: cy + r * Math.sin(out), r: 3, fill: colour, stroke: "#0006" }));
  });
  return parts;
}
