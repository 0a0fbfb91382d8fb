/** DD-8 and DD-9: the score sheet over four rounds, one row per seat, totals last. */
import { Container, Graphics } from "pixi.js";
import { ellipsize, fit, INK, label } from "../kit";

export interface ScoreSheetInfo {
  title: string;
  names: string[];
  colours: number[];
  /** Points per finished round, per seat. */
  rows: number[][];
  totals: number[];
  rounds: number;
  roundLabel: (n: number) => string;
  totalLabel: string;
}

export function scoreSheet(info: ScoreSheetInfo, width: number): Container {
  const c = new Container();
  const n = info.names.length;
  const rowH = n > 6 ? 19 : 22;
  const headH = 44;
  const height = headH + rowH * n + 8;
  const bg = new Graphics().roundRect(0, 0, width, height, 8).fill({ color: 0xf4ead2, alpha: 0.95 }).stroke({ width: 1, color: 0x3a3340 });
  c.addChild(bg);
  const title = label(info.title, 13, INK, true);
  title.position.set(10, 6);
  fit(title, width - 20);
  c.addChild(title);
  const cols = info.rounds + 1;
  const colW = Math.min(30, (width * 0.55) / cols);
  const nameW = width - 14 - cols * colW;
  const best = Math.max(...info.totals, 0);
  for (let k = 0; k < cols; k++) {
    const head = label(k < info.rounds ? info.roundLabel(k + 1) : info.totalLabel, 11, 0x5a4a3a, true);
    head.anchor.set(0.5, 0);
    head.position.set(10 + nameW + colW * (k + 0.5), 26);
    c.addChild(head);
  }
  for (let s = 0; s < n; s++) {
    const y = headH + s * rowH;
    if (s % 2 === 0) c.addChild(new Graphics().rect(4, y, width - 8, rowH).fill({ color: 0x000000, alpha: 0.05 }));
    c.addChild(new Graphics().circle(14, y + rowH / 2, 4).fill(info.colours[s]));
    const name = label(info.names[s], 12, INK);
    name.position.set(22, y + (rowH - 15) / 2);
    ellipsize(name, nameW - 16);
    c.addChild(name);
    for (let k = 0; k < cols; k++) {
      const points = k < info.rounds ? info.rows[k]?.[s] : info.totals[s];
      if (points === undefined) continue;
      const lead = k === info.rounds && points === best && best > 0;
      const cell = label(String(points), 12, lead ? 0xb0281e : INK, k === info.rounds);
      cell.anchor.set(0.5, 0);
      cell.position.set(10 + nameW + colW * (k + 0.5), y + (rowH - 15) / 2);
      c.addChild(cell);
    }
  }
  return c;
}

export function scoreSheetHeight(players: number): number {
  return 44 + (players > 6 ? 19 : 22) * players + 8;
}
