/*
 * Where the parts of the Dog Eat Dog table go on the canvas, as pure functions (tested
 * without Pixi). The field holds the scattered pyramids (the engine's spots in [0, 1)²);
 * the panel holds the last attack's dice and each player's trees; the status strip the
 * prompt and buttons. Landscape: panel on the right. Portrait (phones): panel under the field.
 */

import type { Rect } from "../kit/rect.js";
import { stripHeight, type Strip } from "../kit/strip.js";

export type { Rect };

/** The field, the last attack's dice, the scores, the status strip; `compact` a small screen's smaller text and buttons; `unit` a large pyramid's base width in px on the field. */
export interface TableLayout {
  field: Rect;
  dice: Rect;
  scores: Rect;
  status: Strip;
  compact: boolean;
  unit: number;
}

const GAP = 8;

/** Height of one dice row in the last attack's panel (the die plus a margin). */
export function diceRowHeight(compact: boolean): number {
  return compact ? 26 : 36;
}

/** The last attack's panel: a title (two lines on a phone, for the result), the attacker's row and up to `defenders` rows. */
function diceHeight(compact: boolean, defenders: number): number {
  return (compact ? 42 : 28) + (1 + defenders) * diceRowHeight(compact) + 4;
}

export function tableLayout(width: number, height: number, players: number): TableLayout {
  const compact = width < 640 || height < 480;
  // A phone on its side is short but wide: the buttons fit beside the words, and the field
  // keeps the 48 px a second line would take.
  const stacked = width < 560;
  const statusH = stripHeight(stacked);
  const status = { box: { x: 0, y: height - statusH, width, height: statusH }, stacked, compact };
  const usableH = height - statusH - GAP;
  if (width >= height * 0.95) {
    const panelW = Math.max(230, Math.min(360, width * 0.3));
    const field: Rect = { x: GAP, y: GAP, width: width - panelW - 3 * GAP, height: usableH - GAP };
    const diceH = Math.min(usableH * 0.45, diceHeight(compact, 3));
    const dice: Rect = { x: width - panelW - GAP, y: GAP, width: panelW, height: diceH };
    const scores: Rect = { x: dice.x, y: dice.y + diceH + GAP, width: panelW, height: usableH - diceH - 2 * GAP };
    return { field, dice, scores, status, compact, unit: unitFor(field, players) };
  }
  // Portrait: the field takes what the two panels leave, and at least half.
  const diceH = diceHeight(compact, compact ? 2 : 3);
  const scoresH = Math.min((compact ? 26 : 30) + players * (compact ? 22 : 30), usableH * 0.3);
  // At least half, unless the scores would lose their last 40 px (a small phone with the strip's two rows).
  const fieldH = Math.min(Math.max(usableH * 0.5, usableH - diceH - scoresH - 2 * GAP), usableH - diceH - 40 - 2 * GAP);
  const field: Rect = { x: GAP, y: GAP, width: width - 2 * GAP, height: fieldH - GAP };
  const dice: Rect = { x: GAP, y: fieldH + GAP, width: width - 2 * GAP, height: diceH };
  const scores: Rect = { x: GAP, y: dice.y + diceH + GAP, width: width - 2 * GAP, height: Math.max(40, usableH - fieldH - diceH - 2 * GAP) };
  return { field, dice, scores, status, compact, unit: unitFor(field, players) };
}

/**
 * Pyramid size on the field: the engine keeps spots about 0.5/√n apart (n pyramids), so a
 * large base a bit smaller than that gap keeps lone pieces from overlapping.
 */
export function unitFor(field: Rect, players: number): number {
  const n = Math.max(1, players * 9);
  const gap = 0.5 / Math.sqrt(n);
  // Spots spread over the field's whole width and height: on a wide, short field (phones)
  // the mean side says more about the room around a piece than the short one.
  const side = Math.min(Math.sqrt(field.width * field.height) * 0.9, Math.min(field.width, field.height) * 1.25);
  return Math.max(10, side * gap * 0.78);
}

/**
 * A spot's ground point in px. Margins leave room for the tallest stack above a spot near
 * the top edge and half a base at the sides.
 */
export function spotPoint(field: Rect, unit: number, x: number, y: number): { x: number; y: number } {
  const left = field.x + unit * 0.7;
  const right = field.x + field.width - unit * 0.7;
  const top = field.y + unit * 2.1;
  const bottom = field.y + field.height - unit * 0.45;
  return { x: left + x * (right - left), y: top + y * (bottom - top) };
}

/** A pile's place on the field: its ground point and the box it takes, relative to that point. */
export interface Footprint {
  x: number;
  y: number;
  box: Rect;
}

/**
 * Moves piles apart until no two boxes (grown by `gap`) overlap, or `rounds` pushes have
 * been tried, keeping every box on the field. The engine's scatter keeps spots apart in
 * the unit square, but a tall stack, a lying pyramid or a squat phone field still made
 * pieces cover one another (issue 15); the nudge is the smallest push along one axis.
 */
export function spreadApart(items: Footprint[], field: Rect, gap: number, rounds = 400): void {
  const span = (p: Footprint, axis: "x" | "y"): [number, number] => {
    const from = p[axis] + (axis === "x" ? p.box.x : p.box.y) - gap / 2;
    return [from, from + (axis === "x" ? p.box.width : p.box.height) + gap];
  };
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i];
        const b = items[j];
        const [ax0, ax1] = span(a, "x");
        const [bx0, bx1] = span(b, "x");
        const [ay0, ay1] = span(a, "y");
        const [by0, by1] = span(b, "y");
        const ox = Math.min(ax1, bx1) - Math.max(ax0, bx0);
        const oy = Math.min(ay1, by1) - Math.max(ay0, by0);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        if (ox < oy) {
          const dir = ax0 + ax1 <= bx0 + bx1 ? -1 : 1;
          a.x += (dir * ox) / 2 + dir * 0.5;
          b.x -= (dir * ox) / 2 + dir * 0.5;
        } else {
          const dir = ay0 + ay1 <= by0 + by1 ? -1 : 1;
          a.y += (dir * oy) / 2 + dir * 0.5;
          b.y -= (dir * oy) / 2 + dir * 0.5;
        }
      }
    }
    for (const p of items) {
      p.x = Math.min(Math.max(p.x, field.x - p.box.x), field.x + field.width - p.box.x - p.box.width);
      p.y = Math.min(Math.max(p.y, field.y - p.box.y), field.y + field.height - p.box.y - p.box.height);
    }
    if (!moved) return;
  }
  // Jammed against the field's edges (a phone's short field): each pile takes the free cell of
  // a grid nearest to where it was, so the scatter keeps its rough shape and nothing overlaps.
  gridApart(items, field, gap);
}

function gridApart(items: Footprint[], field: Rect, gap: number): void {
  const cellW = Math.max(...items.map((p) => p.box.width)) + gap;
  const cellH = Math.max(...items.map((p) => p.box.height)) + gap;
  const cols = Math.max(1, Math.floor(field.width / cellW));
  const rows = Math.max(1, Math.floor(field.height / cellH));
  if (cols * rows < items.length) return;
  const spareX = (field.width - cols * cellW) / 2;
  const spareY = (field.height - rows * cellH) / 2;
  const free = new Set(Array.from({ length: cols * rows }, (_, i) => i));
  const order = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const p of order) {
    const cx = p.x + p.box.x + p.box.width / 2;
    const cy = p.y + p.box.y + p.box.height / 2;
    let best = -1;
    let bestD = Infinity;
    for (const cell of free) {
      const x = field.x + spareX + (cell % cols) * cellW + cellW / 2;
      const y = field.y + spareY + Math.floor(cell / cols) * cellH + cellH / 2;
      const d = (x - cx) ** 2 + (y - cy) ** 2;
      if (d < bestD) [best, bestD] = [cell, d];
    }
    free.delete(best);
    const x = field.x + spareX + (best % cols) * cellW + cellW / 2;
    const y = field.y + spareY + Math.floor(best / cols) * cellH + cellH / 2;
    p.x = x - p.box.x - p.box.width / 2;
    p.y = y - p.box.y - p.box.height / 2;
  }
}
