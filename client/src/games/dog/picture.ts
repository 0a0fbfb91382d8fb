import { shape } from "../svg";
import { SEAT_CSS as DOG_SEATS } from "./colours";
import { SIX_SEATS } from "./geometry";

// The board's own colours (board.ts): seat marbles, the wood and its holes.
const WOOD = "#ecd9b0";
const HOLE = "#cdb78a";

/**
 * The ring of six arms DOG is played on at six (a table seats four or six): each seat's
 * start field at its arm's tip, its finish lane down the arm, one marble out after its start.
 */
export function dogPicture(): SVGElement[] {
  const [cx, cy, half] = [60, 40, 38];
  const at = (p: { x: number; y: number }) => ({ x: cx + p.x * half, y: cy + p.y * half });
  const parts: SVGElement[] = [shape("rect", { x: cx - half, y: cy - half, width: 2 * half, height: 2 * half, rx: 7, fill: WOOD, stroke: "#8a6d3b" })];
  const track = Array.from({ length: SIX_SEATS.track }, (_, f) => at(SIX_SEATS.field(f, 0)));
  parts.push(shape("polygon", { points: track.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" "), fill: "none", stroke: HOLE, "stroke-width": 2.2, "stroke-linejoin": "round" }));
  DOG_SEATS.forEach((colour, seat) => {
    for (let i = 0; i < 4; i++) {
      const p = at(SIX_SEATS.finish(seat, i, 0));
      parts.push(shape("circle", { cx: p.x, cy: p.y, r: 1.5, fill: colour, opacity: 0.5 }));
    }
    const start = track[16 * seat];
    parts.push(shape("circle", { cx: start.x, cy: start.y, r: 2.6, fill: colour, stroke: "#0006" }));
    const out = track[16 * seat + 5];
    parts.push(shape("circle", { cx: out.x, cy: out.y, r: 2.4, fill: colour, stroke: "#0006" }));
  });
  return parts;
}
