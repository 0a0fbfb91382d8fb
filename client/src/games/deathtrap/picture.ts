import { shape } from "../svg";

// The cards' own colours (cards.ts): parchment with a creature's colour band.
const PARCHMENT = "#f4ead2";
const CREATURES = [{ mark: "7", colour: "#a0702a" }, { mark: "9", colour: "#9c2f3f" }, { mark: "11", colour: "#b5521b" }, { mark: "12", colour: "#c41e1e" }];

/** A fanned hand of creature cards, the highest on top. */
export function deathtrapPicture(): SVGElement[] {
  return CREATURES.flatMap(({ mark, colour }, i) => {
    const rotate = `rotate(${-18 + i * 12} 60 92)`;
    return [
      shape("rect", { x: 45, y: 14, width: 30, height: 44, rx: 3, fill: PARCHMENT, stroke: "#3a3340", transform: rotate }),
      shape("rect", { x: 45, y: 14, width: 30, height: 12, rx: 3, fill: colour, transform: rotate }),
      Object.assign(shape("text", { x: 60, y: 47, "text-anchor": "middle", "font-size": 14, "font-weight": 700, fill: colour, transform: rotate }), { textContent: mark }),
    ];
  });
}
