/**
 * The seat panels (plates) in the board's corners, or its wedges at six: name in the seat
 * colour, card backs with the count, whose turn, folded, dealer, and the exchange tick; at
 * six seats also the seat's shape and its team, or whom it plays for.
 */
import { Container, Graphics } from "pixi.js";
import { ellipsize, fitOneOf, INK, inkOn, label } from "../kit";
import { HIGHLIGHT, SEAT_COLOURS } from "./board";
import { SEAT_SHAPES, shapePoints } from "./colours";
import { PANEL_H, PANEL_W } from "./geometry";
import { cardBack } from "./hand";

export { PANEL_H, PANEL_W };

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
  /**
   * At six seats (DOG-15): the line under the name, its team ("Team 2"), or whom the seat
   * plays for once its own marbles are home (DOG-19), then shorter wordings of it. Its
   * presence also puts the seat's shape on the plate.
   */
  team?: string[];
}

/** A panel centred on (0, 0), `scale` px per board unit. */
export function seatPanel(info: SeatInfo, scale: number): Container {
  const c = new Container();
  const w = PANEL_W * scale;
  const h = PANEL_H * scale;
  const colour = SEAT_COLOURS[info.seat];
  const bg = new Graphics();
  bg.roundRect(-w / 2, -h / 2, w, h, 8).fill({ color: info.turn ? 0xfff6c8 : 0xffffff, alpha: info.turn ? 0.95 : 0.7 });
  bg.roundRect(-w / 2, -h / 2, w, h, 8).stroke(info.turn ? { width: 4, color: HIGHLIGHT } : { width: 1.5, color: colour });
  const marked = info.team !== undefined;
  // At six the strip is wide enough for the seat's shape, the mark its marbles carry.
  const strip = marked ? Math.max(12, Math.min(18, scale * 0.07)) : 6;
  bg.rect(-w / 2 + 4, -h / 2 + 4, strip, h - 8).fill(colour);
  if (marked) bg.poly(shapePoints(SEAT_SHAPES[info.seat], strip * 0.32).map((v, i) => v + (i % 2 === 0 ? -w / 2 + 4 + strip / 2 : -h / 2 + 4 + strip / 2))).fill(inkOn(colour));
  c.addChild(bg);

  const font = Math.max(12, Math.min(16, scale * 0.065));
  const left = -w / 2 + 7 + strip;
  // Three rows at six (name, team, cards), two at four.
  const row = (h - 6) / 3;
  // The name has the top line to itself, whole on a phone's narrow panel (issue 28); the
  // second line holds, from the right: the exchange tick, the dealer's badge (a letter, as
  // on a dealer button), the card count, and card backs in the room left.
  const name = label(info.name, font, INK, true);
  ellipsize(name, w / 2 - 6 - left);
  if (marked) {
    name.anchor.set(0, 0.5);
    name.position.set(left, -h / 2 + 3 + row / 2);
  } else {
    name.position.set(left, -h / 2 + 4);
  }
  c.addChild(name);
  if (info.team) {
    const team = label(info.team[0], font, INK);
    fitOneOf(team, info.team, w / 2 - 6 - left);
    team.anchor.set(0, 0.5);
    team.position.set(left, 0);
    c.addChild(team);
  }

  const y = marked ? h / 2 - 3 - row / 2 : h / 2 - font * 0.75 - 5;
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
    const ch = Math.min(cw * 1.45, font * 1.5, marked ? row : Infinity);
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
