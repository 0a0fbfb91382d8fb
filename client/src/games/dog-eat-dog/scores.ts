/**
 * Each player's trees (DED-9): the best arrangement of what they would score now (the
 * engine's hoards), drawn as little trees (large, medium, small stacked, in the colours of
 * the pyramids) and loose pyramids, with the points. At the end it is the final scoring.
 */
import { Container, Graphics } from "pixi.js";
import type { DogEatDog } from "@tablee/shared";
import { SEAT_PALETTE, drawPyramid, paintShape, stackShape } from "../pyramids/index";
import { ellipsize, fit, INK, label } from "../kit";
import { HIGHLIGHT, PANEL } from "./dice";
import { ownerOf, seatColour, sizeOf } from "./field";
import type { Rect } from "./layout";

type DedView = DogEatDog.DedView;

export interface ScoreWords {
  title: string;
  name: (seat: number) => string;
  points: (n: number) => string;
  winner: string;
}

export function drawScores(rect: Rect, view: DedView, words: ScoreWords, compact: boolean): Container {
  const c = new Container();
  c.addChild(new Graphics().roundRect(rect.x, rect.y, rect.width, rect.height, 10).fill({ color: PANEL, alpha: 0.96 }).stroke({ width: 1, color: 0xbfae86 }));
  const font = compact ? 12 : 13;
  const rowFont = (rowH: number): number => Math.min(font, Math.max(12, rowH - 4));
  const title = label(words.title, font + 1, 0x6b5630, true);
  title.position.set(rect.x + 10, rect.y + 6);
  fit(title, rect.width - 20, 2);
  c.addChild(title);
  const top = rect.y + 10 + title.height;
  // Rows stay compact at the top when the panel is tall.
  // A wide panel puts each player's trees beside the name, a narrow one under it.
  const wide = rect.width >= 420;
  const rowH = Math.max(12, Math.min(wide ? 56 : 78, (rect.y + rect.height - 4 - top) / Math.max(1, view.players)));
  const tall = !wide && rowH >= 40;
  const nameY = (y: number): number => y + (tall ? 12 : rowH / 2);
  const over = view.result !== undefined;
  for (let seat = 0; seat < view.players; seat++) {
    const y = top + seat * rowH;
    const hoard = view.hoards[seat] ?? { trees: [], leftovers: [], points: 0 };
    const winner = over && view.result!.winners.includes(seat);
    const turn = !over && view.turn === seat;
    if (winner || turn) {
      c.addChild(new Graphics().roundRect(rect.x + 4, y, rect.width - 8, rowH - 2, 6).fill({ color: winner ? HIGHLIGHT : 0xffffff, alpha: winner ? 0.5 : 0.8 }));
    }
    const swatch = new Graphics().circle(0, 0, Math.min(7, rowH * 0.22)).fill(seatColour(seat)).stroke({ width: 1, color: INK });
    swatch.position.set(rect.x + 16, nameY(y));
    c.addChild(swatch);
    const nameText = label(`${turn ? "▶ " : ""}${words.name(seat)}${winner ? ` · ${words.winner}` : ""}`, rowFont(rowH), INK, turn || winner);
    nameText.position.set(rect.x + 28, nameY(y) - nameText.height / 2);
    const nameMax = Math.min(rect.width * 0.42, 170);
    // A long name is cut, never shrunk.
    ellipsize(nameText, nameMax);
    c.addChild(nameText);
    const pts = label(words.points(hoard.points), rowFont(rowH), INK, true);
    pts.anchor.set(1, 0.5);
    pts.position.set(rect.x + rect.width - 10, nameY(y));
    c.addChild(pts);

    // Trees and loose pyramids, in a strip after the name (or under it when rows are tall).
    // A tree is a large, a medium and a small stacked: about 2.2 large bases tall.
    const stripX = tall ? rect.x + 28 : rect.x + 28 + nameMax + 6;
    const stripRight = tall ? rect.x + rect.width - 10 : rect.x + rect.width - 14 - pts.width;
    const unit = Math.max(6, Math.min(20, (tall ? Math.min(rowH, 72) - 26 : rowH - 5) / 2.2));
    const ground = tall ? y + 24 + unit * 2.2 : y + rowH - 4;
    let x = stripX + unit * 0.5;
    const pieces = [
      ...hoard.trees.map((tree) => ({ tree: [tree.pyramids[2], tree.pyramids[1], tree.pyramids[0]] })),
      ...hoard.leftovers.map((id) => ({ tree: [id] })),
    ];
    for (const piece of pieces) {
      const w = piece.tree.length === 3 ? unit : unit * 0.6;
      if (x + w / 2 > stripRight) {
        const more = label("…", font, INK);
        more.position.set(x - unit * 0.3, ground - more.height);
        c.addChild(more);
        break;
      }
      const g = new Graphics();
      if (piece.tree.length === 3) {
        const { layers } = stackShape(
          piece.tree.map(sizeOf),
          unit,
        );
        layers.forEach((layer, i) => paintShape(g, layer, SEAT_PALETTE[ownerOf(piece.tree[i])], unit));
      } else {
        drawPyramid(g, { pips: sizeOf(piece.tree[0]), colour: SEAT_PALETTE[ownerOf(piece.tree[0])] }, unit);
      }
      g.position.set(x, ground);
      c.addChild(g);
      x += w + unit * 0.35;
    }
  }
  return c;
}
