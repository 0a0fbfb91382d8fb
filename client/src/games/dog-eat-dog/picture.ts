import { die, pyramid, PYRAMIDS, shape } from "../svg";

/** Pyramids of several players on the green field, a stack, and the two dice. */
export function dogEatDogPicture(): SVGElement[] {
  return [
    shape("rect", { x: 4, y: 6, width: 112, height: 68, rx: 8, fill: "#2a6149", stroke: "#163a2b" }),
    pyramid(26, 50, 3, PYRAMIDS.red),
    pyramid(26, 50, 1, PYRAMIDS.blue),
    pyramid(46, 58, 2, PYRAMIDS.yellow),
    pyramid(62, 44, 3, PYRAMIDS.purple),
    pyramid(80, 62, 1, PYRAMIDS.red),
    ...die(84, 16, [[5, 5], [9, 9], [13, 13]]),
    ...die(94, 40, [[5, 5], [13, 5], [5, 13], [13, 13]]),
  ];
}
