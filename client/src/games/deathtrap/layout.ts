/**
 * Where things sit on the Deathtrap table, as pure functions (no Pixi): the other seats in
 * rows across the top, the trick in the middle with the score sheet beside it (behind a
 * button on a phone), and the own strip at the bottom: what to do, the buttons, the hand.
 */
import type { Rect } from "../kit/rect.js";
import { stripHeight, type Strip } from "../kit/strip.js";
import { FINGER } from "../kit/measures.js";

export type { Rect };

export interface TableLayout {
  compact: boolean;
  seats: Rect[];
  centre: Rect;
  /** Beside the trick; null on a narrow screen (the sheet opens over the table). */
  scores: Rect | null;
  /** The own strip: its status (what to do, the buttons) on top of the hand. */
  strip: Rect;
  status: Strip;
  hand: Rect;
  cardWidth: number;
  cardHeight: number;
  cardsPerRow: number;
}

const PAD = 8;
/** A canvas shorter than this (a phone on its side) has no height for rows of seats over the trick. */
const SHORT = 420;

/** The least height the trick keeps between the seats and the strip: its caption, a card, its value. */
const MIDDLE_MIN = 130;

/**
 * A phone on its side: the strip runs along the bottom with its buttons beside the words and
 * the hand in one row of cards at least a fingertip wide; the seats stand in a column or two
 * on the left of the trick, which takes the rest (the sheet opens over it with a button).
 */
function sidewaysLayout(width: number, height: number, shown: number, groups: number): TableLayout {
  const cardsPerRow = Math.max(1, groups);
  // Ten px between cards: a stack draws its back edges in that gap.
  // No card narrower than a fingertip.
  const cardWidth = Math.max(FINGER, Math.min(62, (width - 2 * PAD) / cardsPerRow - 10, (height * 0.34 - 24) / 1.42));
  const cardHeight = cardWidth * 1.42;
  const statusH = stripHeight(false);
  const handH = groups === 0 ? 0 : cardHeight + 24;
  const stripH = statusH + handH;
  const strip = { x: 0, y: height - stripH, width, height: stripH };
  const status = { box: { ...strip, height: statusH }, stacked: false, compact: true };
  const hand = { x: PAD, y: strip.y + statusH + 14, width: width - 2 * PAD, height: handH - 14 };
  const seatH = 54;
  const seatW = 112;
  const room = strip.y - PAD;
  const perCol = Math.max(1, Math.floor(room / (seatH + PAD)));
  const cols = shown === 0 ? 0 : Math.ceil(shown / perCol);
  const seats: Rect[] = [];
  for (let i = 0; i < shown; i++) seats.push({ x: PAD + Math.floor(i / perCol) * (seatW + PAD), y: PAD + (i % perCol) * (seatH + PAD), width: seatW, height: seatH });
  const left = PAD + cols * (seatW + PAD);
  const centre = { x: left, y: PAD, width: width - left - PAD, height: Math.max(60, room - PAD) };
  return { compact: true, seats, centre, scores: null, strip, status, hand, cardWidth, cardHeight, cardsPerRow };
}

/** `shown`: how many seat panels across the top; `groups`: kinds in the own hand (0: no hand). */
export function tableLayout(width: number, height: number, shown: number, groups: number): TableLayout {
  if (height < SHORT && width >= 1.4 * height) return sidewaysLayout(width, height, shown, groups);
  const compact = width < 640;
  // The hand: one row on a wide screen; on a phone two rows, or three for a hand of many
  // kinds, so that a card keeps room for its creature's name; one row fewer (smaller cards)
  // where the trick would have no room left.
  const statusH = stripHeight(compact);
  const handIn = (rows: number) => {
    const cardsPerRow = Math.max(1, Math.ceil(groups / rows));
    const handRows = groups === 0 ? 0 : Math.ceil(groups / cardsPerRow);
    const across = (width - 2 * PAD) / cardsPerRow - 6;
    const cardWidth = Math.max(28, Math.min(compact ? 62 : 74, across));
    const cardHeight = cardWidth * 1.42;
    return { cardsPerRow, cardWidth, cardHeight, handH: handRows === 0 ? 0 : handRows * (cardHeight + 10) + 14, fits: across >= 28 };
  };
  const fans = (compact ? (groups > 10 ? [3, 2] : [2, 1]) : [1]).map(handIn).filter((fan, i) => i === 0 || fan.fits);
  const smallest = fans.at(-1)!;
  const roomFor = (seatsBottom: number, handH: number) => height - statusH - handH - seatsBottom - PAD;
  // On a phone three plates a row, tall enough for a name and its tags (up to three lines)
  // whole; where their rows would leave the trick no room (seven or eight seats on a small
  // phone), four a row, their tags on the line they have.
  const rowsOf = (perRow: number) => Math.max(1, Math.ceil(shown / Math.max(1, perRow)));
  const roomy = !compact || roomFor(PAD + rowsOf(3) * (92 + PAD), smallest.handH) >= MIDDLE_MIN;
  const perRow = !compact ? shown : Math.min(roomy ? 3 : 4, shown);
  const seatRows = rowsOf(perRow);
  const seatH = !compact ? 66 : roomy ? 92 : 54;
  const seatW = Math.min(compact ? 120 : 150, (width - PAD * (perRow + 1)) / Math.max(1, perRow));
  const seats: Rect[] = [];
  for (let i = 0; i < shown; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, shown - row * perRow);
    const rowWidth = inRow * seatW + (inRow - 1) * PAD;
    const col = i - row * perRow;
    seats.push({ x: (width - rowWidth) / 2 + col * (seatW + PAD), y: PAD + row * (seatH + PAD), width: seatW, height: seatH });
  }
  const seatsBottom = PAD + seatRows * (seatH + PAD);
  const { cardsPerRow, cardWidth, cardHeight, handH } = fans.find((fan) => roomFor(seatsBottom, fan.handH) >= MIDDLE_MIN) ?? smallest;
  const stripH = statusH + handH;
  const strip = { x: 0, y: height - stripH, width, height: stripH };
  // On a phone the strip's buttons go under its words.
  const status = { box: { ...strip, height: statusH }, stacked: compact, compact };
  const hand = { x: PAD, y: strip.y + statusH + 14, width: width - 2 * PAD, height: handH - 14 };

  const middle = { x: PAD, y: seatsBottom, width: width - 2 * PAD, height: Math.max(60, strip.y - seatsBottom - PAD) };
  if (compact) return { compact, seats, centre: middle, scores: null, strip, status, hand, cardWidth, cardHeight, cardsPerRow };
  const scoresW = Math.min(240, middle.width * 0.34);
  const scores = { x: middle.x + middle.width - scoresW, y: middle.y, width: scoresW, height: middle.height };
  const centre = { x: middle.x, y: middle.y, width: middle.width - scoresW - PAD, height: middle.height };
  return { compact, seats, centre, scores, strip, status, hand, cardWidth, cardHeight, cardsPerRow };
}
