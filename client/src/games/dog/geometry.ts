/**
 * Where things sit on the DOG table, as pure functions (no Pixi) so they can be tested.
 *
 * Board coordinates are "units": the board is the square [-1, 1] × [-1, 1] with y pointing
 * down (screen convention); the board view scales them by half its pixel size.
 * At four seats the track is a circle of 64 fields; at six it is a ring of six arms, 96
 * fields (`boardShape`). Play goes counter-clockwise on screen, as on the physical board, and
 * the viewer's own start field is at the bottom.
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

/** A seat's plate (name, card backs, tags), in board units: it fits a corner outside the four-seat track, a wedge between two arms at six. */
export const PANEL_W = 0.44;
export const PANEL_H = 0.3;

/**
 * Everything the board draws where it draws it, for a table of four or six: the track, each
 * seat's finish lane, kennel and plate, and the sizes that follow from how close the holes
 * are. `gap` is the distance between the two closest holes of the board, from which the
 * holes, the marbles and the fingertip targets over them are sized.
 */
export interface BoardShape {
  seats: number;
  /** Track fields: 16 a seat. */
  track: number;
  gap: number;
  fieldRadius: number;
  marbleRadius: number;
  /** A track field 0..track−1. */
  field(field: number, bottom: number): Point;
  /** Finish field 0 (nearest the start) .. 3 of a seat. */
  finish(seat: number, index: number, bottom: number): Point;
  /** Kennel slot 0..3 of a seat. */
  kennel(seat: number, slot: number, bottom: number): Point;
  /** The centre of a seat's plate (PANEL_W × PANEL_H). */
  plate(seat: number, bottom: number): Point;
}

/** Where a marble is drawn for a place on a board; kennel marbles use their own slot (marble id mod 4). */
export function placeOn(shape: BoardShape, place: Place, marble: number, bottom: number): Point {
  const seat = marble >> 2;
  if (place === KENNEL) return shape.kennel(seat, marble & 3, bottom);
  if (place >= shape.track) return shape.finish(seat, place - shape.track, bottom);
  return shape.field(place, bottom);
}

/** The four-seat board: the circle above, unchanged. */
export const FOUR_SEATS: BoardShape = {
  seats: 4,
  track: TRACK_FIELDS,
  gap: FIELD_GAP,
  fieldRadius: FIELD_RADIUS,
  marbleRadius: MARBLE_RADIUS,
  field: fieldPoint,
  finish: finishPoint,
  kennel: kennelPoint,
  plate(seat, bottom) {
    const c = seatCorner(seat, bottom);
    return { x: Math.sign(c.x) * (0.97 - PANEL_W / 2), y: Math.sign(c.y) * (0.97 - PANEL_H / 2) };
  },
};

/*
 * The six-seat board (DOG-15, DOG-16): a ring of six arms, one a seat, the viewer's pointing
 * down. Each arm is three holes wide, as on a cross-shaped board: the seat's start field at
 * its tip, its finish lane down the middle, and the track going out along one side and in
 * along the other. From its start a seat's 16 fields run: the tip corner, five fields in
 * along the arm, three across to the next arm, five out along that arm and its tip corner;
 * every two neighbouring holes are one gap apart, the connector's length making it so
 * (2·ARM_RADIUS·sin 30° − 2·gap·cos 30° = 4 gaps). The kennel is a row of four inside the
 * ring, and the plate outside it, in the wedge before the seat's arm (the side its marbles
 * come from), so a seat's colour gathers on one side of its arm.
 */
/** The start field's distance from the centre, in gaps: 5 in along the arm, then the connector. */
const ARM_GAPS = 5 + 4 + Math.sqrt(3);
/** The start field's distance from the centre: its hole stays on the board (its rim at 0.985). */
const ARM_TIP = 0.92;
const SIX_GAP = ARM_TIP / ARM_GAPS;
/** The kennel row's distance from the centre, along the wedge's middle: over a gap inside the ring, clear of the pile. */
const KENNEL_ROW = 0.36;
/** The plate's centre's distance from the centre: as far out as the narrowest wedge (beside the board) allows. */
const PLATE_DISTANCE = 0.75;

/** A direction at `angle` (counter-clockwise on screen from pointing right), and its left-hand normal. */
function axes(angle: number): { u: Point; v: Point } {
  return { u: polar(angle, 1), v: polar(angle + Math.PI / 2, 1) };
}

function along(frame: { u: Point; v: Point }, out: number, side: number): Point {
  return { x: frame.u.x * out + frame.v.x * side, y: frame.u.y * out + frame.v.y * side };
}

/** The screen direction of a seat's arm at six: the viewer's points down, the others follow counter-clockwise. */
function armAngle(seat: number, bottom: number): number {
  return -Math.PI / 2 + ((((seat - bottom) % 6) + 6) % 6) * (Math.PI / 3);
}

/** Field `step` (0..15) after a seat's start, with the seat's arm at `angle`. */
function sixField(angle: number, step: number): Point {
  const g = SIX_GAP;
  const arm = axes(angle);
  const next = axes(angle + Math.PI / 3);
  if (step === 0) return along(arm, ARM_TIP, 0);
  if (step <= 6) return along(arm, ARM_TIP - (step - 1) * g, g);
  if (step <= 9) {
    const from = along(arm, ARM_TIP - 5 * g, g);
    const to = along(next, ARM_TIP - 5 * g, -g);
    const k = (step - 6) / 4;
    return { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
  }
  return along(next, ARM_TIP - (15 - step) * g, -g);
}

export const SIX_SEATS: BoardShape = {
  seats: 6,
  track: 96,
  gap: SIX_GAP,
  fieldRadius: SIX_GAP * 0.36,
  marbleRadius: SIX_GAP * 0.42,
  field: (field, bottom) => sixField(armAngle(field >> 4, bottom), field & 15),
  finish: (seat, index, bottom) => along(axes(armAngle(seat, bottom)), ARM_TIP - SIX_GAP * (index + 1), 0),
  kennel: (seat, slot, bottom) => along(axes(armAngle(seat, bottom) - Math.PI / 6), KENNEL_ROW, (slot - 1.5) * SIX_GAP * 1.05),
  plate: (seat, bottom) => polar(armAngle(seat, bottom) - Math.PI / 6, PLATE_DISTANCE),
};

/** The board of a table of `seats` (four or six). */
export function boardShape(seats: number): BoardShape {
  return seats === 6 ? SIX_SEATS : FOUR_SEATS;
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
