import { Container, Graphics } from "pixi.js";
import { makeButton, nameShowing } from "./button";
import { inkOn } from "./contrast";
import { FINGER } from "./measures";
import { fit, label } from "./text";

/**
 * A button a table draws: its words, its `name` when the words need more ("Give": "Give card
 * 7"; its tooltip and the tests' handle), colour and action; `main`, what the turn mainly goes
 * on with (Play, Confirm: first for the keyboard, wherever it stands); `back`, a way back
 * (Cancel, Undo: last); `on`, switched on (a leader named, the sheet open: edged in gold).
 */
export type Button = { words: string; name?: string; colour: number; run: () => void; main?: boolean; back?: boolean; on?: boolean };

/** Symbols (+, −) are drawn larger than words. */
const symbol = (words: string): boolean => !/\p{L}/u.test(words);

/** Where each button comes for the keyboard, from 0, as a turn goes: the main one, the others as listed, a way back. */
export function keyOrder(buttons: readonly Button[]): number[] {
  const rank = (b: Button): number => (b.main ? 0 : b.back ? 2 : 1);
  const sequence = [...buttons].sort((a, b) => rank(a) - rank(b));
  return buttons.map((b) => sequence.indexOf(b));
}

/** One button centred on (0, 0): its colour, its words in the ink that reads on it, fitted; pressable all over. */
export function drawButton(button: Button, width: number, height: number, order: number, size = 15): Container {
  const c = new Container();
  const edge = button.on ? { width: 3, color: 0xffd400 } : { width: 1, color: 0x000000, alpha: 0.3 };
  c.addChild(new Graphics().roundRect(-width / 2, -height / 2, width, height, Math.min(8, height / 3)).fill(button.colour).stroke(edge));
  const words = c.addChild(label(button.words, symbol(button.words) ? size + 5 : size, inkOn(button.colour), true));
  words.anchor.set(0.5);
  fit(words, width - 8);
  const title = button.name ?? button.words;
  makeButton(c, { title, name: nameShowing(button.words, title), order, run: button.run, area: { x: -width / 2, y: -height / 2, width, height } });
  return c;
}

/** How wide a button's words are. */
function wordsWidth(words: string, size: number): number {
  const text = label(words, size, 0, true);
  const width = text.width;
  text.destroy();
  return width;
}

/** Buttons side by side from (x, y), their top-left, `orders` their places for the keyboard. */
function layRow(layer: Container, buttons: readonly Button[], widths: readonly number[], x: number, y: number, height: number, orders: readonly number[], size: number): void {
  buttons.forEach((b, i) => {
    layer.addChild(drawButton(b, widths[i], height, orders[i], size)).position.set(x + widths[i] / 2, y + height / 2);
    x += widths[i] + 8;
  });
}

/**
 * A row of buttons ending at `right`, a fingertip tall, each as wide as its words need
 * (German runs long) within reason, all shrunk alike to keep within `room`, in the keyboard's
 * order from `order` (keyOrder). Returns where the row starts.
 */
export function drawRow(layer: Container, buttons: readonly Button[], row: { right: number; top: number; room: number; order: number; compact: boolean }): number {
  const size = row.compact ? 13 : 15;
  const natural = buttons.map((b) => (symbol(b.words) ? FINGER + 4 : Math.max(row.compact ? 84 : 104, Math.min(row.compact ? 124 : 160, wordsWidth(b.words, size) + 20))));
  const gaps = 8 * Math.max(0, buttons.length - 1);
  const shrink = Math.min(1, (row.room - gaps) / natural.reduce((sum, w) => sum + w, 0));
  const widths = natural.map((w) => Math.max(FINGER, w * shrink));
  const left = row.right - widths.reduce((sum, w) => sum + w, gaps);
  layRow(layer, buttons, widths, left, row.top, FINGER, keyOrder(buttons).map((rank) => row.order + rank), size);
  return left;
}

/** Buttons alike in rows of `perRow` filling `width` from (x, y), in the keyboard's order from `order` (keyOrder). */
export function drawGrid(layer: Container, buttons: readonly Button[], grid: { x: number; y: number; width: number; perRow: number; height: number; order: number; size: number }): void {
  const width = (grid.width - (grid.perRow - 1) * 8) / grid.perRow;
  const orders = keyOrder(buttons).map((rank) => grid.order + rank);
  for (let first = 0; first < buttons.length; first += grid.perRow) {
    const row = buttons.slice(first, first + grid.perRow);
    layRow(layer, row, row.map(() => width), grid.x, grid.y + (first / grid.perRow) * (grid.height + 6), grid.height, orders.slice(first), grid.size);
  }
}
