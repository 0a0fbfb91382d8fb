import { Graphics, type Container } from "pixi.js";
import { drawRow, type Button } from "./buttons";
import { WHITE } from "./contrast";
import { FINGER } from "./measures";
import type { Rect } from "./rect";
import { fit, label } from "./text";

/** Where a table's status strip goes: its box; its buttons under the words (a narrow screen), not beside them; smaller words (a phone). */
export type Strip = { box: Rect; stacked: boolean; compact: boolean };

/** How tall a strip is: a line of words beside its buttons, or two lines and a line of detail over them. */
export function stripHeight(stacked: boolean): number {
  return stacked ? 112 : 56;
}

/** What a renderer says in its strip: what to do now or whose turn it is, a line more, its buttons; the colour of the seat to play, as a dot before the words. */
export type Status = { main: string; sub?: string; buttons?: Button[]; dot?: number };

/**
 * The status strip every table has: the main words on top (two lines where the strip has the
 * height), a softer line under them, and the buttons of the moment beside them on the right,
 * or in a row under them on a stacked strip, where a long second line keeps to their left.
 * `order` is the keyboard's place of the first button: after the pieces of the turn.
 */
export function drawStatus(layer: Container, strip: Strip, status: Status, order: number): void {
  const { box, stacked, compact } = strip;
  const buttons = status.buttons ?? [];
  const left = box.x + (status.dot === undefined ? 12 : 18);
  const right = box.x + box.width - 8;
  const rowTop = stacked ? box.y + box.height - FINGER - 6 : box.y + 6;
  const rowLeft = drawRow(layer, buttons, { right, top: rowTop, room: box.width - 16, order, compact });
  const width = (stacked || buttons.length === 0 ? right + 8 : rowLeft) - 12 - left;
  if (status.dot !== undefined) layer.addChild(new Graphics().circle(box.x + 7, box.y + (compact ? 15 : 17), compact ? 5 : 6).fill(status.dot).stroke({ width: 1.5, color: WHITE }));
  const main = label(status.main, compact ? 14 : 17, WHITE, true);
  main.position.set(left, box.y + 6);
  // One line beside the buttons when a second line follows; else it may break onto two
  // rather than shrink past reading (issue 28: "…ligne de" lost its end).
  fit(main, width, !stacked && buttons.length > 0 && status.sub ? 1 : 2);
  if (!status.sub && !stacked && buttons.length > 0) main.y = rowTop + (FINGER - main.height) / 2;
  layer.addChild(main);
  if (!status.sub) return;
  const sub = label(status.sub, compact ? 12 : 13, 0xd8e6dc);
  sub.position.set(left, main.y + main.height + 2);
  // Down at a stacked strip's buttons, it keeps to their left.
  const atRow = stacked && buttons.length > 0 && sub.y + sub.height > rowTop;
  fit(sub, atRow ? rowLeft - 12 - left : width);
  layer.addChild(sub);
}
