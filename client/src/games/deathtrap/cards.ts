/**
 * Deathtrap cards drawn with Graphics and Text (no images): a face per kind in its own
 * colour (weak creatures earthy, strong ones fiery, the four specials apart), and a back.
 */
import { Deathtrap } from "@tablee/shared";
import { Container, Graphics, type Text } from "pixi.js";
import { fitWhole, INK, inkOn, label, MIN_TEXT_PX } from "../kit";
import { CARD_BACK, CREATURE_COLOURS, PARCHMENT, SPECIAL_COLOURS } from "./colours";

export { PARCHMENT } from "./colours";

export const HIGHLIGHT = 0xffc83d;

/** The twelve creatures by value, then the specials: the engine's own order. */
export const KIND_ORDER = Deathtrap.KINDS;

export function kindValue(card: string): number {
  const i = KIND_ORDER.indexOf(card as Deathtrap.CardKind);
  return i >= 0 && i < 12 ? i + 1 : 0;
}

export function kindColour(card: string): number {
  const v = kindValue(card);
  return v > 0 ? CREATURE_COLOURS[v - 1] : (SPECIAL_COLOURS[card] ?? 0x555555);
}

/** What the middle of a face shows: the creature's value, or the special's mark. */
function mark(card: string): string {
  const v = kindValue(card);
  if (v > 0) return String(v);
  if (card === "exploding-pig") return "!";
  if (card === "killing-machine") return "✕";
  return "★";
}


export interface FaceOptions {
  selected?: boolean;
  dim?: boolean;
  /** The kind's name under the mark (omitted on very small cards). */
  name?: string;
  /** A shorter wording of the name by design ("Blood-beast", "Pig"), for a card too narrow for it. */
  short?: string;
}

/** A card face centred on (0, 0). */
export function cardFace(card: string, width: number, height: number, opts: FaceOptions = {}): Container {
  const c = new Container();
  const colour = kindColour(card);
  const r = Math.max(3, width * 0.1);
  const g = new Graphics();
  g.roundRect(-width / 2 + 1, -height / 2 + 3, width, height, r).fill({ color: 0x000000, alpha: 0.3 });
  g.roundRect(-width / 2, -height / 2, width, height, r).fill(opts.dim ? 0xc9c2b3 : PARCHMENT);
  // A band in the kind's colour across the top: the kind reads at a glance in a fan.
  g.roundRect(-width / 2, -height / 2, width, height * 0.3, r).fill(opts.dim ? 0x8e8a82 : colour);
  g.rect(-width / 2, -height / 2 + height * 0.3 - r, width, r).fill(opts.dim ? 0x8e8a82 : colour);
  g.roundRect(-width / 2, -height / 2, width, height, r).stroke(opts.selected ? { width: 3, color: HIGHLIGHT } : { width: 1, color: 0x3a3340 });
  c.addChild(g);
  // The band's mark and the name only where they are readable (12 px) without touching the
  // big mark: a small card (a phone's trick) shows the big mark alone.
  const roomy = height * 0.2 >= MIN_TEXT_PX;
  if (roomy) {
    const corner = label(mark(card), height * 0.2, inkOn(colour), true);
    corner.anchor.set(0.5);
    corner.position.set(0, -height / 2 + height * 0.15);
    c.addChild(corner);
  }
  // The name whole, on one line or two (broken after a space or a hyphen), or its short
  // wording; on two lines it takes the big mark's place where the band shows the mark.
  let name: Text | null = null;
  let lines = 0;
  if (opts.name && roomy) {
    name = label(opts.name, 12, opts.dim ? 0x6b665e : INK, true);
    name.anchor.set(0.5, 1);
    name.position.set(0, height / 2 - 3);
    const wordings = opts.short && opts.short !== opts.name ? [opts.name, opts.short] : [opts.name];
    const most = height * 0.6 >= 2 * name.height ? 2 : 1;
    const align = name.style.align;
    // A name that reads whole in neither wording is left out, not cut: the card's value and
    // colour name it too, and so do its label and tooltip.
    for (const wording of wordings) {
      name.text = wording;
      name.scale.set(1);
      name.style.align = align;
      lines = fitWhole(name, width - 6, most);
      if (lines > 0) break;
    }
  }
  if (lines < 2) {
    const big = label(mark(card), Math.max(10, height * 0.34), opts.dim ? 0x6b665e : colour, true);
    big.anchor.set(0.5);
    big.position.set(0, height * 0.06);
    c.addChild(big);
  }
  if (name && lines > 0) c.addChild(name);
  return c;
}

/** A card back centred on (0, 0). */
export function cardBack(width: number, height: number): Graphics {
  const g = new Graphics();
  const r = Math.max(2, width * 0.12);
  g.roundRect(-width / 2, -height / 2, width, height, r).fill(CARD_BACK).stroke({ width: 1, color: 0xe8d9b0 });
  g.roundRect(-width / 2 + width * 0.16, -height / 2 + width * 0.16, width * 0.68, height - width * 0.32, r * 0.6).stroke({ width: 1, color: 0xc9a25a });
  return g;
}
