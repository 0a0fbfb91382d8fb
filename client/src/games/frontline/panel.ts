/**
 * The pieces of the panel beside the board: a die with its colour meaning, the
 * supply tray (counts per colour and size) and a crossed pile with the five colours ticked.
 */
import { Container, Graphics } from "pixi.js";
import type { Frontline } from "@tablee/shared";
import { drawPyramid } from "../pyramids/index";
import { ellipsize, INK, label, PIPS } from "../kit";
import { PYRAMID_HEX } from "./board";
import { COLOURS } from "./colours";

export interface DieLook {
  face: number;
  status: Frontline.DieStatus;
  /** Chosen now (its action is being made). */
  chosen: boolean;
  /** May be picked now. */
  playable: boolean;
}

/** A die, centred on (0, 0), `size` px wide: pips on white, its colour (FL-4) as a band under it. */
export function dieFace(look: DieLook, size: number): Container {
  const die = new Container();
  const spent = look.status !== "unused";
  const g = new Graphics();
  if (look.chosen || look.playable) {
    g.roundRect(-size / 2 - 4, -size / 2 - 4, size + 8, size + 8, size * 0.22).fill({ color: look.chosen ? 0xffffff : 0xffd400, alpha: look.chosen ? 0.95 : 0.55 });
  }
  g.roundRect(-size / 2, -size / 2, size, size, size * 0.18).fill(0xfffdf7).stroke({ width: 2, color: INK });
  const step = size * 0.24;
  for (const [dx, dy] of PIPS[look.face] ?? []) g.circle(dx * step, dy * step, size * 0.085).fill(INK);
  // The colour band: one colour for 1..5, all five for a 6 (any colour).
  const bandY = size / 2 + 4;
  const bandH = Math.max(5, size * 0.16);
  if (look.face === 6) {
    COLOURS.forEach((c, i) => g.rect(-size / 2 + (i * size) / 5, bandY, size / 5, bandH).fill(PYRAMID_HEX[c]));
  } else {
    g.rect(-size / 2, bandY, size, bandH).fill(PYRAMID_HEX[COLOURS[look.face - 1]]);
  }
  g.rect(-size / 2, bandY, size, bandH).stroke({ width: 1, color: INK, alpha: 0.6 });
  die.addChild(g);
  if (spent) {
    die.alpha = 0.45;
    const mark = new Graphics();
    if (look.status === "used") {
      mark.moveTo(-size * 0.3, 0).lineTo(-size * 0.05, size * 0.25).lineTo(size * 0.32, -size * 0.28).stroke({ width: size * 0.1, color: 0x1e8a3c });
    } else {
      mark.moveTo(-size * 0.3, -size * 0.3).lineTo(size * 0.3, size * 0.3).moveTo(size * 0.3, -size * 0.3).lineTo(-size * 0.3, size * 0.3).stroke({ width: size * 0.09, color: look.status === "lost" ? 0x8a1c1c : 0x555555 });
    }
    die.addChild(mark);
  }
  return die;
}

/** FL-1 the supply: for each colour, its three sizes side by side with how many are left. */
export function supplyTray(supply: Frontline.Supply, width: number, title: string, compact: boolean): Container {
  const tray = new Container();
  const head = label(title, compact ? 12 : 13, 0xe8f0ea, true);
  tray.addChild(head);
  const top = head.height + 4;
  const colW = width / 5;
  const unit = Math.min(colW / 2.6, compact ? 15 : 24);
  const baseY = top + unit * 1.7;
  COLOURS.forEach((colour, i) => {
    const cx = i * colW + colW / 2;
    const bg = new Graphics().roundRect(i * colW + 2, top, colW - 4, unit * 1.7 + 18, 5).fill({ color: 0x000000, alpha: 0.18 });
    tray.addChild(bg);
    const sizes = supply[colour] ?? [0, 0, 0];
    const xs = [-unit * 0.72, -unit * 0.05, unit * 0.78];
    sizes.forEach((n, s) => {
      const g = new Graphics();
      drawPyramid(g, { pips: (s + 1) as Frontline.Size, colour: PYRAMID_HEX[colour], dim: n === 0 }, unit);
      g.position.set(cx + xs[s], baseY - 2);
      tray.addChild(g);
      const count = label(String(n), 12, n === 0 ? 0x9fb3a6 : 0xffffff, true);
      count.anchor.set(0.5, 0);
      count.position.set(cx + xs[s], baseY + 1);
      tray.addChild(count);
    });
  });
  return tray;
}

/** How tall a crossed row is: on a narrow panel the name has a line of its own, above the chips. */
export function crossedRowHeight(compact: boolean): number {
  return compact ? 40 : 28;
}

/** FL-7 one seat's crossed pile: the five colours, each ticked once one of it has crossed. */
export function crossedRow(pieces: readonly Frontline.Piece[], name: string, seatColour: number, width: number, compact: boolean): Container {
  const row = new Container();
  const font = compact ? 12 : 13;
  const dot = new Graphics().circle(6, font * 0.7, 5).fill(seatColour).stroke({ width: 1, color: 0xffffff });
  row.addChild(dot);
  const who = label(name, font, 0xffffff, true);
  who.position.set(16, 0);
  const chip = compact ? 15 : 20;
  const chipsW = 5 * (chip + 4);
  // A long name is cut, never shrunk (issue 15: shrunk names could not be read).
  ellipsize(who, compact ? width - 18 : width - chipsW - 22);
  const chipsX = compact ? 16 : width - chipsW;
  const chipsY = compact ? font * 1.4 + chip / 2 + 4 : font * 0.7;
  row.addChild(who);
  COLOURS.forEach((colour, i) => {
    const n = pieces.filter((p) => p.colour === colour).length;
    const x = chipsX + i * (chip + 4) + chip / 2;
    const y = chipsY;
    const g = new Graphics().roundRect(x - chip / 2, y - chip / 2, chip, chip, 4);
    if (n > 0) g.fill(PYRAMID_HEX[colour]).stroke({ width: 1.5, color: 0xffffff });
    else g.fill({ color: PYRAMID_HEX[colour], alpha: 0.18 }).stroke({ width: 1.5, color: PYRAMID_HEX[colour], alpha: 0.8 });
    row.addChild(g);
    if (n > 0) {
      const tick = new Graphics()
        .moveTo(x - chip * 0.28, y)
        .lineTo(x - chip * 0.06, y + chip * 0.22)
        .lineTo(x + chip * 0.3, y - chip * 0.24)
        .stroke({ width: Math.max(2, chip * 0.14), color: colour === "yellow" ? INK : 0xffffff });
      row.addChild(tick);
    }
    if (n > 1) {
      const more = label(`${n}`, 12, 0xffffff, true);
      more.anchor.set(1, 0);
      more.position.set(x + chip / 2 + 2, y + chip / 2 - 4);
      row.addChild(more);
    }
  });
  return row;
}
