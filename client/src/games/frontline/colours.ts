/** Frontline's colours, without Pixi so the shell can use the seat colours before the canvas loads. */
import type { Frontline } from "@tablee/shared";
import { cssColour } from "../kit/measures.js";

/** Die faces 1..5 name these colours (FL-4); kept here so no engine code is bundled. */
export const COLOURS: readonly Frontline.Colour[] = ["red", "blue", "green", "yellow", "black"];

export const PYRAMID_HEX: Record<Frontline.Colour, number> = {
  red: 0xd62f2f,
  blue: 0x2f6fd6,
  green: 0x2ea043,
  yellow: 0xf2c230,
  black: 0x2b2b2b,
};
/** The two seats' colours: apart from the five pyramid colours and from the wood. */
export const SEAT_HEX = [0x12998f, 0x8e44c9];
export const SEAT_CSS = SEAT_HEX.map(cssColour);
/** The board's squares. */
export const LIGHT = 0xf0e2c2;
export const DARK = 0xb9966a;
