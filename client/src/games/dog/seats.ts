/**
 * The four seat panels in the board's corners: name in the seat colour, card backs with the
 * count, whose turn, folded, dealer, and the exchange tick.
 */
import { Container, Graphics } from "pixi.js";
import { ellipsize, fitOneOf, INK, label } from "../kit";
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
  /** The folded seat's tag, then a shorter wording for a narrow panel. */
  foldedText: string[];
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
  const left = -w / 2 + 13;
  // The name has the top line to itself, whole on a phone's narrow panel (issue 28); the
  // second line holds, from the right: the exchange tick, the dealer's badge (a letter, as
  // on a dealer button), the card count, and card backs in the room left.
  const name = label(info.name, font, INK, true);
  ellipsize(name, w / 2 - 6 - left);
  name.position.set(left, -h / 2 + 4);
  c.addChild(name);

  const y = h / 2 - font * 0.75 - 5;
  let right = w / 2 - 6;
  if (info.chosen !== null) {
    const tick = label(info.chosen ? "✓" : "…", font, info.chosen ? 0x1e8a3c : 0x888888, true);
    tick.anchor.set(1, 0.5);
    tick.position.set(right, y);
    c.addChild(tick);
    right -= tick.width + 2;
  }
  if (info.dealer) {
    const r = font * 0.56;
    const badge = new Graphics().circle(right - r, y, r).fill(0x555555);
    const letter = label(info.dealerText, font, 0xffffff, true);
    letter.anchor.set(0.5);
    letter.position.set(right - r, y);
    c.addChild(badge, letter);
    right -= 2 * r + 2;
  }

  if (info.folded) {
    // A folded seat holds no cards: its tag has the card backs' place.
    const tag = label(info.foldedText[0], font, 0x9b1c1c, true);
    fitOneOf(tag, info.foldedText, right - left);
    tag.anchor.set(0, 0.5);
    tag.position.set(left, y);
    c.addChild(tag);
  }

  if (!info.own && info.cards > 0) {
    const count = label(`×${info.cards}`, font, INK, true);
    count.anchor.set(1, 0.5);
    count.position.set(right, y);
    c.addChild(count);
    const cw = Math.max(9, scale * 0.05);
    const ch = Math.min(cw * 1.45, font * 1.5);
    const room = right - count.width - 4 - left;
    if (room >= cw) {
      const step = Math.min(cw * 0.55, (room - cw) / Math.max(1, info.cards - 1));
      for (let i = 0; i < info.cards; i++) {
        const back = cardBack(cw, ch);
        back.position.set(left + cw / 2 + i * step, y);
        c.addChild(back);
      }
    }
  }
  if (info.folded) c.alpha = 0.5;
  return c;
}
