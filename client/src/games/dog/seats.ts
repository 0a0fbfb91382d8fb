/**
 * The four seat panels in the board's corners: name in the seat colour, card backs with the
 * count, whose turn, folded, dealer, and the exchange tick.
 */
import { Container, Graphics } from "pixi.js";
import { ellipsize, INK, label } from "../kit";
import { HIGHLIGHT, SEAT_COLOURS } from "./board";
import { cardBack } from "./hand";

export interface SeatInfo {
  seat: number;
  name: string;
  /** The viewer's own seat: no card backs (the hand is shown below the board). */
  own: boolean;
  cards: number;
  folded: boolean;
  turn: boolean;
  dealer: boolean;
  /** During the exchange: whether this seat has chosen its card (null outside the exchange). */
  chosen: boolean | null;
  foldedText: string;
  /** The dealer's badge: a letter (en "D"), as on a dealer button. */
  dealerText: string;
}

/** Panel size in board units; it fits the corner outside the circular track. */
export const PANEL_W = 0.44;
export const PANEL_H = 0.3;

/** A panel centred on (0, 0), `scale` px per board unit. */
export function seatPanel(info: SeatInfo, scale: number): Container {
  const c = new Container();
  const w = PANEL_W * scale;
  const h = PANEL_H * scale;
  const colour = SEAT_COLOURS[info.seat];
  const bg = new Graphics();
  bg.roundRect(-w / 2, -h / 2, w, h, 8).fill({ color: info.turn ? 0xfff6c8 : 0xffffff, alpha: info.turn ? 0.95 : 0.7 });
  bg.roundRect(-w / 2, -h / 2, w, h, 8).stroke(info.turn ? { width: 4, color: HIGHLIGHT } : { width: 1.5, color: colour });
  bg.rect(-w / 2 + 4, -h / 2 + 4, 6, h - 8).fill(colour);
  c.addChild(bg);

  const font = Math.max(12, Math.min(16, scale * 0.065));
  // The exchange tick sits at the top right, beside the name (it once covered the "×6").
  const tickW = info.chosen === null ? 0 : font * 1.4;
  // The dealer is a badge before the name, as the dealer button on a card table: a text
  // line for it did not fit a phone's panel beside the card backs (issue 15).
  let nameX = -w / 2 + 14;
  if (info.dealer) {
    const r = font * 0.7;
    const badge = new Graphics().circle(nameX + r, -h / 2 + 4 + font * 0.62, r).fill(0x555555);
    const letter = label(info.dealerText, font, 0xffffff, true);
    letter.anchor.set(0.5);
    letter.position.set(nameX + r, -h / 2 + 4 + font * 0.62);
    c.addChild(badge, letter);
    nameX += 2 * r + 4;
  }
  const name = label(info.name, font, INK, true);
  ellipsize(name, w / 2 - nameX - 8 - tickW);
  name.position.set(nameX, -h / 2 + 4);
  c.addChild(name);

  if (info.folded) {
    // A folded seat holds no cards: its tag has the card backs' line to itself.
    const tag = label(info.foldedText, font, 0x9b1c1c, true);
    ellipsize(tag, w - 22);
    tag.position.set(-w / 2 + 14, -h / 2 + 6 + font * 1.2);
    c.addChild(tag);
  }

  if (!info.own && info.cards > 0) {
    const cw = Math.max(9, scale * 0.05);
    const ch = cw * 1.45;
    const baseX = -w / 2 + 14 + cw / 2;
    const y = h / 2 - ch / 2 - 5;
    const step = Math.min(cw * 0.55, (w * 0.55) / Math.max(1, info.cards));
    for (let i = 0; i < info.cards; i++) {
      const back = cardBack(cw, ch);
      back.position.set(baseX + i * step, y);
      c.addChild(back);
    }
    const count = label(`×${info.cards}`, font, INK, true);
    count.anchor.set(0, 0.5);
    count.position.set(baseX + (info.cards - 1) * step + cw / 2 + 4, y);
    c.addChild(count);
  }

  if (info.chosen !== null) {
    const tick = label(info.chosen ? "✓" : "…", font * 1.4, info.chosen ? 0x1e8a3c : 0x888888, true);
    tick.anchor.set(1, 0);
    tick.position.set(w / 2 - 6, -h / 2 + 2);
    c.addChild(tick);
  }
  if (info.folded) c.alpha = 0.5;
  return c;
}
