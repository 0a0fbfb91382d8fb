/**
 * Cards drawn with Graphics and Text (no images): faces for the own hand and the discard,
 * backs for the others' hands.
 */
import { Container, Graphics } from "pixi.js";
import type { Dog } from "@tablee/shared";
import { INK, label, MIN_TEXT_PX } from "../kit";
import { HIGHLIGHT } from "./board";
import { CARD_FACE, rankColour as rankOwnColour } from "./colours";

/** Colour cues for the cards with special uses (colours.ts). */
const rankColour = (card: Dog.Card): number => rankOwnColour(card, INK);

export interface FaceOptions {
  /** Raised and outlined: the selected card. */
  selected?: boolean;
  /** Outlined in gold: the card received from the partner. */
  received?: boolean;
  /** Greyed: no legal use now. */
  dim?: boolean;
  jokerText?: string;
}

/** A card face centred on (0, 0). */
export function cardFace(card: Dog.Card, width: number, height: number, opts: FaceOptions = {}): Container {
  const c = new Container();
  const g = new Graphics();
  const radius = width * 0.1;
  g.roundRect(-width / 2 + 1, -height / 2 + 3, width, height, radius).fill({ color: 0x000000, alpha: 0.25 });
  g.roundRect(-width / 2, -height / 2, width, height, radius).fill(opts.dim ? 0xd9d9d9 : CARD_FACE);
  const outline = opts.selected ? { width: 3, color: HIGHLIGHT } : opts.received ? { width: 3, color: 0x2fa84f } : { width: 1, color: 0x777777 };
  g.roundRect(-width / 2, -height / 2, width, height, radius).stroke(outline);
  c.addChild(g);
  const colour = opts.dim ? 0x888888 : rankColour(card);
  const joker = card === "Joker";
  // The corner index and the Joker's word only where they fit at a readable size (12 px):
  // a small card (the discard on a phone) shows its big rank alone.
  if (width * 0.24 >= MIN_TEXT_PX) {
    const corner = label(joker ? "★" : card, width * 0.24, colour, true);
    corner.position.set(-width / 2 + width * 0.09, -height / 2 + width * 0.05);
    c.addChild(corner);
  }
  const big = label(joker ? "★" : card, width * (card === "10" ? 0.42 : 0.5), colour, true);
  big.anchor.set(0.5);
  big.position.set(0, joker ? -height * 0.05 : height * 0.04);
  c.addChild(big);
  if (joker && width * 0.19 >= MIN_TEXT_PX) {
    const name = label(opts.jokerText ?? "Joker", width * 0.19, colour, true);
    name.anchor.set(0.5);
    name.position.set(0, height * 0.28);
    c.addChild(name);
  }
  return c;
}

/** A card back centred on (0, 0). */
export function cardBack(width: number, height: number): Graphics {
  const g = new Graphics();
  const r = width * 0.12;
  g.roundRect(-width / 2, -height / 2, width, height, r).fill(0x24425f).stroke({ width: 1, color: 0xf5f5f5 });
  g.roundRect(-width / 2 + width * 0.14, -height / 2 + width * 0.14, width * 0.72, height - width * 0.28, r * 0.6).stroke({ width: 1, color: 0x8fb3d9 });
  return g;
}
