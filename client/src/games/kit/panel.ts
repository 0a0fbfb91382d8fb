import { Container, Graphics } from "pixi.js";
import { makeButton } from "./button";
import { FINGER } from "./measures";
import type { Rect } from "./rect";
import { fit, INK, label } from "./text";

/** A choice in a panel: its words, what it is called and does; `mark` draws a sign about 14 px wide on (0, 0) before the words (a marble's colour, a pyramid). */
export type PanelChoice = { words: string; name: string; run: () => void; mark?: (g: Graphics) => void };

/**
 * A panel's room, where it stands in it (centred, or against its top or bottom, away from what
 * it names), its edge's colour and title; with more choices than the room holds, the `page`
 * shown, the turn to another and that button's name.
 */
export type Panel = {
  room: Rect;
  place: "centre" | "top" | "bottom";
  edge: number;
  title?: string;
  page?: { shown: number; turn: (page: number) => void; name: (page: number, pages: number) => string };
};

const GAP = 6;
const PAD = 8;
const TITLE_H = 28;

/**
 * Choices as finger-sized buttons on a white panel over the board, where the board's own
 * targets are closer than a fingertip (a phone): alike in width, in rows, in the keyboard's
 * order from `order`; pages with a button to the next when the room holds too few. Returns
 * the keyboard's place after them.
 */
export function drawPanel(layer: Container, panel: Panel, choices: readonly PanelChoice[], order: number): number {
  const { room } = panel;
  const title = panel.title === undefined ? null : label(panel.title, 15, INK, true);
  const texts = choices.map((c) => label(c.words, 16, INK, true));
  const width = Math.min(room.width - 2 * PAD, Math.max(FINGER, ...texts.map((t, i) => t.width + (choices[i].mark ? 18 : 0) + 20)));
  const perRow = Math.max(1, Math.floor((room.width - 2 * PAD + GAP) / (width + GAP)));
  const capacity = perRow * Math.max(1, Math.floor((room.height - 2 * PAD - (title ? TITLE_H : 0) + GAP) / (FINGER + GAP)));
  let shown = choices.map((choice, i) => ({ choice, text: texts[i] }));
  if (panel.page && shown.length > capacity) {
    const pages = Math.ceil(shown.length / Math.max(1, capacity - 1));
    const page = panel.page.shown % pages;
    const { turn, name } = panel.page;
    const next = { words: `${page + 1}/${pages} →`, name: name(page + 1, pages), run: () => turn(page + 1) };
    shown = [...shown.slice(page * (capacity - 1), (page + 1) * (capacity - 1)), { choice: next, text: label(next.words, 16, INK, true) }];
  }
  for (const t of texts) if (!shown.some((s) => s.text === t)) t.destroy();
  const across = Math.min(perRow, shown.length) * (width + GAP) - GAP;
  const w = Math.min(room.width, Math.max(across, title?.width ?? 0) + 2 * PAD);
  const h = Math.ceil(shown.length / perRow) * (FINGER + GAP) - GAP + 2 * PAD + (title ? TITLE_H : 0);
  const x0 = room.x + (room.width - w) / 2;
  const y0 = panel.place === "top" ? room.y : panel.place === "bottom" ? room.y + room.height - h : room.y + (room.height - h) / 2;
  layer.addChild(new Graphics().roundRect(x0, y0, w, h, 10).fill({ color: 0xffffff, alpha: 0.95 }).stroke({ width: 2, color: panel.edge }));
  if (title) {
    title.anchor.set(0.5, 0);
    title.position.set(x0 + w / 2, y0 + PAD);
    fit(layer.addChild(title), w - 2 * PAD);
  }
  shown.forEach(({ choice, text }, k) => {
    const b = new Container();
    b.addChild(new Graphics().roundRect(-width / 2, -FINGER / 2, width, FINGER, 6).fill(0xfffdf7).stroke({ width: 1.5, color: INK }));
    const markW = choice.mark ? 18 : 0;
    fit(text, width - markW - 8);
    text.anchor.set(0.5);
    text.position.set(markW / 2, 0);
    if (choice.mark) {
      const mark = b.addChild(new Graphics());
      choice.mark(mark);
      mark.position.set(-(text.width + markW) / 2 + 7, 0);
    }
    b.addChild(text);
    b.position.set(x0 + (w - across) / 2 + (k % perRow) * (width + GAP) + width / 2, y0 + PAD + (title ? TITLE_H : 0) + Math.floor(k / perRow) * (FINGER + GAP) + FINGER / 2);
    makeButton(b, { title: choice.name, order: order++, run: choice.run, area: { x: -width / 2, y: -FINGER / 2, width, height: FINGER } });
    layer.addChild(b);
  });
  return order;
}
