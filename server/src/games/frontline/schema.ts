import { schema, t, type SchemaType } from "@colyseus/schema";
import { TableState } from "../../table/state.js";

/** One square of the chessboard (FL-1): `colour` "" when empty; `owner` -1 when upright. */
export const FrontlineSquare = schema(
  {
    colour: t.string().default(""),
    size: t.uint8().default(0),
    owner: t.int8().default(-1),
  },
  "FrontlineSquare",
);
export type FrontlineSquare = SchemaType<typeof FrontlineSquare>;

/** One pyramid of a crossed pile. */
export const FrontlinePiece = schema({ colour: t.string().default(""), size: t.uint8().default(1) }, "FrontlinePiece");
export type FrontlinePiece = SchemaType<typeof FrontlinePiece>;

export const FrontlinePile = schema({ pieces: t.array(FrontlinePiece) }, "FrontlinePile");
export type FrontlinePile = SchemaType<typeof FrontlinePile>;

/** One of the turn's three dice (FL-4): status "unused" | "used" | "declined" | "lost". */
export const FrontlineDie = schema({ face: t.uint8().default(1), status: t.string().default("unused") }, "FrontlineDie");
export type FrontlineDie = SchemaType<typeof FrontlineDie>;

/**
 * The choice the seat on turn is making (the engine's Step, flattened): fields a kind does
 * not use keep their defaults (-1, "", 0, []).
 */
export const FrontlineStep = schema(
  {
    /** "die" | "action" | "target" | "destination" | "carry" | "carry-to" | "over" */
    kind: t.string().default("die"),
    die: t.int8().default(-1),
    /** target: "enter" | "take" | "grow" | "activate" | "move" */
    action: t.string().default(""),
    /** target of an Enter: its colour ("" otherwise). */
    colour: t.string().default(""),
    /** destination, carry-to: the square of the pyramid being moved or carried. */
    from: t.int8().default(-1),
    /** carry, carry-to: the activated yellow pyramid's square, its pips, carries left. */
    centre: t.int8().default(-1),
    pips: t.uint8().default(0),
    left: t.uint8().default(0),
    /** carry, carry-to: squares of the pyramids that may still be carried. */
    carry: t.array("uint8"),
  },
  "FrontlineStep",
);
export type FrontlineStep = SchemaType<typeof FrontlineStep>;

/** Frontline's public part: the engine's view (the same for everybody, FL: all public). */
export const FrontlineBoard = schema(
  {
    /** 64 squares, index = row * 8 + col; seat 0's start line is row 0. */
    squares: t.array(FrontlineSquare),
    /** 15 counts: index = colour * 3 + (size - 1), colours red, blue, green, yellow, black. */
    supply: t.array("uint8"),
    /** By seat, in the order they crossed. */
    crossed: t.array(FrontlinePile),
    firstPlayer: t.uint8().default(0),
    turn: t.uint8().default(0),
    turnsPlayed: t.uint16().default(0),
    /** 0 = no turn limit. */
    turnLimit: t.uint16().default(0),
    quietTurns: t.uint16().default(0),
    drawClaimable: t.boolean().default(false),
    dice: t.array(FrontlineDie),
    step: t.ref(FrontlineStep),
    /** "" while playing, "win" or "draw". */
    result: t.string().default(""),
    /** The winner, -1 otherwise. */
    winner: t.int8().default(-1),
    /** A draw's reason: "claimed" | "turn-limit" | "blocked"; drawBy the claimer or -1. */
    drawReason: t.string().default(""),
    drawBy: t.int8().default(-1),
  },
  "FrontlineBoard",
);
export type FrontlineBoard = SchemaType<typeof FrontlineBoard>;

/** Nothing is secret in Frontline: a seat's own part is only its legal actions. */
export const FrontlinePrivate = schema(
  {
    seat: t.uint8().default(0),
    legal: t.array("string"),
  },
  "FrontlinePrivate",
);
export type FrontlinePrivate = SchemaType<typeof FrontlinePrivate>;

export const FrontlineTableState = TableState.extend(
  {
    board: t.ref(FrontlineBoard).optional(),
    privates: t.map(FrontlinePrivate).view(),
  },
  "FrontlineTableState",
);
export type FrontlineTableState = SchemaType<typeof FrontlineTableState>;
