/**
 * A seat's panel: name in its colour, card backs and count, its title from the previous
 * round, whether it passed, is out (and where), deals, or is to play.
 */
import { Container, Graphics } from "pixi.js";
import { ellipsize, fit, INK, label } from "../kit";
import { cardBack, HIGHLIGHT } from "./cards";

export interface SeatPanelInfo {
  name: string;
  colour: number;
  cards: number;
  turn: boolean;
  /** Tags under the name: title, dealer, passed, out. */
  tags: string[];
  out: boolean;
}

export function seatPanel(info: SeatPanelInfo, width: number, height: number): Container {
  const c = new Container();
  const bg = new Graphics();
  bg.roundRect(0, 0, width, height, 8).fill({ color: info.turn ? 0xfff1c4 : 0xf4ead2, alpha: info.turn ? 0.98 : 0.88 });
  bg.roundRect(0, 0, width, height, 8).stroke(info.turn ? { width: 3, color: HIGHLIGHT } : { width: 1, color: 0x3a3340 });
  bg.rect(3, 3, 5, height - 6).fill(info.colour);
  c.addChild(bg);
  const font = Math.max(12, Math.min(15, height * 0.2));
  // The hand's size, a card back and its count: at the name line's end on a wide plate; on a
  // narrow one (a phone's) in the bottom corner, so that the name keeps its line.
  let countWidth = 0;
  let bottom = height;
  if (info.cards > 0) {
    const ch = font * 1.1;
    const cw = ch / 1.45;
    const count = label(`×${info.cards}`, font, INK, true);
    const beside = width - 16 - (count.width + cw + 9) >= 72;
    const y = beside ? 4 : height - ch - 4;
    count.anchor.set(1, 0);
    count.position.set(width - 6, y);
    const back = cardBack(cw, ch);
    back.position.set(width - 6 - count.width - 3 - cw / 2, y + ch / 2 + 1);
    c.addChild(back, count);
    if (beside) countWidth = count.width + cw + 9;
    else bottom = y;
  }
  const name = label(info.name, font, INK, true);
  name.position.set(12, 4);
  // A long name is cut, never shrunk.
  ellipsize(name, width - 16 - countWidth);
  c.addChild(name);
  if (info.tags.length > 0) {
    // Title, passed or out, dealer: broken after a space onto the lines the plate has, never cut.
    const top = 4 + font * 1.3;
    const tags = label(info.tags.join(" · "), font * 0.8, 0x5a4a3a);
    tags.position.set(12, top);
    const lineHeight = (tags.style.fontSize as number) * 1.25;
    fit(tags, width - 16, Math.max(1, Math.floor((bottom - top - 2) / lineHeight)));
    c.addChild(tags);
  }
  if (info.out) c.alpha = 0.75;
  return c;
}
