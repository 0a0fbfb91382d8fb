/**
 * Where things sit on the DOG table, as pure functions (no Pixi) so they can be tested.
 *
 * Board coordinates are "units": the board is the square [-1, 1] × [-1, 1] with y pointing
 * down (screen convention); the board view scales them by half its pixel size.
 * The track is a circle of 64 fields. Play goes counter-clockwise on screen, as on the
 * physical board, and the viewer's own start field is at the bottom.
 */
import type { Rect } from "../kit/rect.js";
import { FINISH, FINISH_FIELDS, KENNEL, TRACK_FIELDS, type Place } from "../../../../shared/src/games/dog/types.js";

export { FINISH, FINISH_FIELDS, KENNEL, TRACK_FIELDS };

export interface Point {
  x: number;
  y: number;
}

export const TRACK_RADIUS = 0.8;
/** Distance between two neighbouring track fields, in units. */
export const FIELD_GAP = (2 * Math.PI * TRACK_RADIUS) / TRACK_FIELDS;
/** Radius of a field hole and of a marble, in units. */
export const FIELD_RADIUS = FIELD_GAP * 0.36;
export const MARBLE_RADIUS = FIELD_GAP * 0.42;

/** The seat drawn at the bottom: the viewer's own, or seat 0 for a spectator. */
export function bottomSeat(viewer: number | null): number {
  return viewer ?? 0;
}

/** Angle (radians, counter-clockwise on screen, 0 = pointing right) of a track position. */
function angleOf(field: number, bottom: number): number {
  return -Math.PI / 2 + ((field - 16 * bottom) * 2 * Math.PI) / TRACK_FIELDS;
}

function polar(angle: number, radius: number): Point {
  // Screen y points down, so counter-clockwise means subtracting the sine.
  return { x: Math.cos(angle) * radius, y: -Math.sin(angle) * radius };
}

/** A track field 0..63. */
export function fieldPoint(field: number, bottom: number): Point {
  return polar(angleOf(field, bottom), TRACK_RADIUS);
}

/** Finish field 0 (nearest the start) .. 3 of a seat: a lane from its start field toward the centre. */
export function finishPoint(seat: number, index: number, bottom: number): Point {
  return polar(angleOf(16 * seat, bottom), TRACK_RADIUS - FIELD_GAP * 1.25 * (index + 1));
}

/**
 * Kennel slot 0..3 of a seat: a 2×2 block inside the track, just behind the start field
 * (on the side marbles come from), so it reads as "this seat's nest".
 */
export function kennelPoint(seat: number, slot: number, bottom: number): Point {
  const a = angleOf(16 * seat - 4.2, bottom);
  const centre = polar(a, TRACK_RADIUS - FIELD_GAP * 2.3);
  // Axes of the block: along the radius and along the track.
  const radial = { x: Math.cos(a), y: -Math.sin(a) };
  const tangent = { x: -radial.y, y: radial.x };
  const d = FIELD_GAP * 0.62;
  const r = slot < 2 ? -d : d;
  const t = slot % 2 === 0 ? -d : d;
  return { x: centre.x + radial.x * r + tangent.x * t, y: centre.y + radial.y * r + tangent.y * t };
}

/** Where a marble is drawn for a place; kennel marbles use their own slot (marble id mod 4). */
export function placePoint(place: Place, marble: number, bottom: number): Point {
  const seat = marble >> 2;
  if (place === KENNEL) return kennelPoint(seat, marble & 3, bottom);
  if (place >= FINISH) return finishPoint(seat, place - FINISH, bottom);
  return fieldPoint(place, bottom);
}

/**
 * The corner of the board square where a seat's panel (name, card backs, tags) goes: the
 * corner just after its start field in the direction of play, clear of the circular track.
 */
export function seatCorner(seat: number, bottom: number): Point {
  const a = angleOf(16 * seat + 8, bottom);
  return polar(a, Math.SQRT2 * 0.8);
}

/** Screen side of a seat relative to the viewer: 0 bottom, 1 right, 2 top, 3 left. */
export function seatSide(seat: number, bottom: number): number {
  return (((seat - bottom) % 4) + 4) % 4;
}

export interface TableLayout {
  /** Board centre and half size in pixels (1 unit = `scale` px). */
  board: { cx: number; cy: number; scale: number };
  /** The own hand (and exchange / chooser controls above it). */
  hand: Rect;
  /** True on narrow portrait screens: larger touch targets. */
  compact: boolean;
}

/**
 * Board on top, hand below; on a screen lying on its side (a phone in landscape, where the
 * board would be a fifth of the width under a full-width hand) the board takes the whole
 * height on the left and the hand the rest beside it. The hand strip gets enough height for
 * cards that fingers can hit on a phone; `compact` (finger-sized targets) holds for any
 * phone, narrow or short.
 */
export function tableLayout(width: number, height: number): TableLayout {
  const compact = width < 640 || height < 480;
  const handHeight = Math.round(Math.min(210, Math.max(compact ? 170 : 150, height * 0.24)));
  if (width - height >= SIDE_HAND_MIN && height - handHeight < width / 2) {
    const boardSize = Math.max(120, height);
    return {
      board: { cx: boardSize / 2, cy: height / 2, scale: boardSize / 2 },
      hand: { x: boardSize, y: 0, width: width - boardSize, height },
      compact,
    };
  }
  const boardSize = Math.max(120, Math.min(width, height - handHeight));
  return {
    board: { cx: width / 2, cy: boardSize / 2, scale: boardSize / 2 },
    hand: { x: 0, y: boardSize, width, height: Math.max(handHeight, height - boardSize) },
    compact,
  };
}

/** The narrowest hand beside the board: four fanned cards and the status's two buttons. */
const SIDE_HAND_MIN = 300;

/**
 * Positions of n cards fanned in a strip: centres, a slight rotation, and the card width
 * chosen so all fit (overlapping only when they must).
 */
export function fanLayout(n: number, strip: Rect, compact: boolean): { width: number; height: number; cards: { x: number; y: number; rotation: number }[] } {
  const maxW = compact ? 66 : 80;
  const width = Math.max(40, Math.min(maxW, (strip.height - 24) / 1.45));
  const height = width * 1.45;
  const gap = n <= 1 ? 0 : Math.min(width + 8, (strip.width - 24 - width) / (n - 1));
  const total = gap * (n - 1);
  const baseY = strip.y + strip.height - height / 2 - 14;
  const cards = [];
  for (let i = 0; i < n; i++) {
    const k = n <= 1 ? 0 : i / (n - 1) - 0.5;
    cards.push({ x: strip.x + strip.width / 2 - total / 2 + gap * i, y: baseY + Math.abs(k) * 10, rotation: k * 0.16 });
  }
  return { width, height, cards };
}
