/**
 * Frontline: the two-player chessboard game played with three Treehouse sets (the rule
 * sheet frontline.fr.txt has no title; rulings FL-1..FL-8 in docs/rulings.md). How the engine
 * reads the sheet where it stays silent:
 *
 * Board (FL-1). Squares are numbered `square = row * 8 + col`, rows and cols 0..7. Seat 0
 * sits at row 0 (its start line) with col 0 on its left; seat 1 sits at row 7 (its start
 * line), facing it. Forward for seat 0 is +row, for seat 1 −row. A pyramid on the board is
 * upright (`owner: null`, nobody's) or lying down pointing at the opponent of `owner`
 * (controlled by `owner`). The 45 pyramids live in exactly one of: the board, the shared
 * supply (counts per colour and size, 3 each at the start), a seat's crossed pile.
 *
 * First player (FL-3). Option `firstPlayer`: "random" (default) draws at setup and the draw
 * is a public event; 0 or 1 when the table chose it before starting (the room asks the
 * players at the table, then passes the choice as this option).
 *
 * Turn (FL-4). Setup and every turn end roll the next turn's three dice at once (public
 * event "roll"). Then, in steps: pick a die (`die`) or decline one (`decline`); pick an
 * action (`action`; Enter names its colour there, which only a 6 leaves open); pick its
 * target square (`square`); a Move then picks its landing square (`square`) or `cross`.
 * `back` undoes a choice while nothing has happened yet. Only a die with a legal action can
 * be picked; a die without one now stays (another die's action may open one). When no
 * remaining die has a legal action, they are all lost at once (event "lost") and the turn
 * ends. The turn ends when all three are used, declined or lost.
 *
 * Actions (FL-5), with the die's colour (1 red, 2 blue, 3 green, 4 yellow, 5 black,
 * 6 any) naming the colour of the pyramid used. A Move goes exactly its pips in one of the
 * 8 directions and may pass over pyramids; a step off the board is allowed only beyond the
 * opponent's start line (also at a corner, where it leaves across both edges): the
 * pyramid then goes to the mover's crossed pile at once, the remaining pips unused.
 *
 * Powers (FL-6) act on every pyramid in range (FL-2: king-distance 1..pips, never the
 * centre) of the activated pyramid, which itself stays where it is. Green resolves in
 * reading order as the activating player sees the board: the far row first, each row from
 * that player's left. Yellow (Transport) is carried out in steps: pick one of the pyramids
 * that were in range at activation (`square`), then an empty square in range (`square`);
 * at most X = the activated pyramid's pips of them, each at most once; `done` stops early.
 *
 * End (FL-7, FL-8). The first seat whose crossed pile holds all five colours wins at once.
 * A "turn" is one seat's three dice. After 60 finished turns in a row without a crossing,
 * either seat may `claim-draw` at any moment: `activeSeats` then lists both seats, and the
 * seat not on turn has that single legal action (a room must accept it from that seat).
 * `awaitedSeats` is the seat on turn only: nobody waits for the claim, no clock runs for it,
 * and a bot makes it off turn only when `botWants` (`wantsDraw`) says so. Option `turnLimit` (null by default): when
 * that many turns have been finished, the game ends in a draw. A draw has no winner
 * (`outcome` = { winners: [] }). Should neither seat have any action left with any colour
 * (every small crossed, say), the game ends in a draw ("blocked") instead of rolling forever.
 *
 * Information: everything is public, so the public view is the whole table (only the
 * generator is left out) and a seat's private view is only its seat and legal actions.
 */
import type { SeatView } from "../../engine/contract.js";
import type { RngState } from "../../engine/random.js";

export type Seat = 0 | 1;
export type Colour = "red" | "blue" | "green" | "yellow" | "black";
/** Die faces 1..5 name these colours in this order (FL-4); 6 is any colour. */
export const COLOURS: readonly Colour[] = ["red", "blue", "green", "yellow", "black"];
/** Pips: small 1, medium 2, large 3. */
export type Size = 1 | 2 | 3;

export const SIDE = 8;
export const SQUARES = 64;
export const COPIES = 3;
export const TOTAL_PYRAMIDS = 45;
/** FL-8: finished turns in a row without a crossing before a draw may be claimed. */
export const STALL_TURNS = 60;

/** A pyramid on the board. Objects are never changed once made: states share them. */
export interface Pyramid {
  colour: Colour;
  size: Size;
  /** null = upright; otherwise the seat controlling it (it points at that seat's opponent). */
  owner: Seat | null;
}

/** How many of each size are in the supply, per colour: [small, medium, large]. */
export type Supply = Record<Colour, number[]>;

export type ActionName = "enter" | "take" | "grow" | "activate" | "move";
export type DieStatus = Die["status"];

/** The choice the seat on turn is making now. Public, like everything in Frontline. */
export type Step =
  /** Pick a die (or decline one). */
  | { kind: "die" }
  /** Pick what to do with die `die`. */
  | { kind: "action"; die: number }
  /** Pick the square the action works on; Enter also carries its colour. */
  | { kind: "target"; die: number; action: ActionName; colour: Colour | null }
  /** Move: pick where the pyramid on `from` lands, or cross. */
  | { kind: "destination"; die: number; from: number }
  /** Transport: pick one of `carry` (squares of pyramids still to be carried) or stop. */
  | { kind: "carry"; die: number; centre: number; pips: Size; left: number; carry: number[] }
  /** Transport: pick the empty square in range where the pyramid on `from` goes. */
  | { kind: "carry-to"; die: number; centre: number; pips: Size; left: number; carry: number[]; from: number }
  | { kind: "over" };

export type Result =
  | { kind: "win"; winner: Seat }
  | { kind: "draw"; reason: "claimed" | "turn-limit" | "blocked"; by: Seat | null };

export interface FrontlineOptions {
  /** FL-3: "random" draws at setup; a seat number when the table chose. */
  firstPlayer: "random" | Seat;
  /** FL-8: finished turns after which the game is a draw; null = no limit. */
  turnLimit: number | null;
}

export interface FrontlineState {
  rng: RngState;
  options: FrontlineOptions;
  /** 64 squares, see the header: null = empty. */
  board: (Pyramid | null)[];
  supply: Supply;
  /** Crossed piles by seat, in the order they crossed. */
  crossed: [Piece[], Piece[]];
  firstPlayer: Seat;
  /** Seat on turn. */
  turn: Seat;
  /** Turns finished so far (both seats' turns count). */
  turnsPlayed: number;
  /** FL-8: finished turns in a row without a crossing. */
  quietTurns: number;
  /** Whether a pyramid crossed during the turn in progress. */
  crossedThisTurn: boolean;
  /** This turn's three dice. */
  dice: Die[];
  step: Step;
  result: Result | null;
  /** Public events of the most recent apply (or of setup), for the log and animations. */
  events: FrontlineEvent[];
}

export type FrontlineAction =
  | { type: "die"; die: number }
  | { type: "decline"; die: number }
  | { type: "action"; action: ActionName; colour?: Colour }
  | { type: "square"; square: number }
  | { type: "cross" }
  | { type: "done" }
  | { type: "back" }
  | { type: "claim-draw" };

export type FrontlineEvent =
  | { type: "first-player"; seat: Seat; by: "draw" | "table" }
  | { type: "roll"; seat: Seat; faces: number[] }
  | { type: "decline"; seat: Seat; die: number }
  | { type: "lost"; seat: Seat; dice: number[] }
  | { type: "enter"; seat: Seat; die: number; colour: Colour; square: number }
  | { type: "take"; seat: Seat; die: number; square: number }
  | { type: "grow"; seat: Seat; die: number; square: number; size: Size }
  | { type: "activate"; seat: Seat; die: number; square: number; how: "stand" | "shrink"; size: Size }
  /** `affected`: squares the power changed (removed for red, grown for green, taken for
   *  blue, stood up for black, carriable for yellow); `removed`: green's losses. */
  | { type: "power"; seat: Seat; colour: Colour; centre: number; pips: Size; affected: number[]; removed: number[] }
  | { type: "carry"; seat: Seat; from: number; to: number }
  | { type: "move"; seat: Seat; die: number; from: number; to: number }
  | { type: "cross"; seat: Seat; die: number; from: number; colour: Colour; size: Size }
  | { type: "turn"; seat: Seat; turnsPlayed: number }
  | { type: "stall"; quietTurns: number }
  | { type: "win"; seat: Seat }
  | { type: "draw"; reason: "claimed" | "turn-limit" | "blocked"; by: Seat | null };

/** The views are declared once, as the shape of what travels (docs/protocol.md is written from it). */
export type { FrontlinePrivateView, FrontlinePublicView, Piece, PyramidView, ResultView, SquareView, StepView } from "./view-shape.js";
import type { FrontlineDie, FrontlinePrivateView, FrontlinePublicView, Piece } from "./view-shape.js";
import type { ShapeOf } from "../../engine/view-shape.js";

/** One of the turn's three dice, as the state and the views hold it. */
export type Die = ShapeOf<typeof FrontlineDie>;

export type FrontlineView = SeatView<FrontlinePublicView, FrontlinePrivateView, FrontlineAction>;
