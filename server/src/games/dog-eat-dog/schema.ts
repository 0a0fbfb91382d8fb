import { schema, t, type SchemaType } from "@colyseus/schema";
import { TableState } from "../../table/state.js";

/** DED-1: one pyramid and its spot; the layout is written once at the start and never changes. */
export const DedPyramid = schema(
  {
    id: t.uint8().default(0),
    owner: t.uint8().default(0),
    /** Pips: 1 small, 2 medium, 3 large. */
    size: t.uint8().default(1),
    /** The spot in [0, 1) × [0, 1), exactly as the engine drew it. */
    x: t.float64().default(0),
    y: t.float64().default(0),
  },
  "DedPyramid",
);
export type DedPyramid = SchemaType<typeof DedPyramid>;

/** A list of pyramid ids: a pile bottom to top, or a seat's captures. */
export const DedPile = schema({ pieces: t.array("uint8") }, "DedPile");
export type DedPile = SchemaType<typeof DedPile>;

/** Dog Eat Dog's public part: the engine's view (the same for everybody). */
export const DedBoard = schema(
  {
    players: t.uint8().default(0),
    /** DED-10: the table's Treehouse option. */
    treehouse: t.boolean().default(false),
    pyramids: t.array(DedPyramid),
    /** By spot (a pyramid id), bottom to top; an empty pile when nothing stands there. */
    piles: t.array(DedPile),
    tipped: t.array("boolean"),
    /** By seat: the attackers that seat captured (DED-7). */
    captured: t.array(DedPile),
    /** DED-2: JSON of the roll-off rounds, `{ seat, die }[][]`. */
    rollOff: t.string().default("[]"),
    firstPlayer: t.uint8().default(0),
    turn: t.uint8().default(0),
    turnNumber: t.uint16().default(0),
    /** "attack" | "follow-up" | "over" */
    step: t.string().default("attack"),
    /** During a follow-up step: "SWAP" | "DIG" | "AIM" | "WILD"; else "". */
    face: t.string().default(""),
    /** Once over: "no-attack" | "stall"; else "". */
    overReason: t.string().default(""),
    passes: t.uint8().default(0),
    /** JSON of the latest AttackRecord (every die), "" before the first attack. */
    lastAttack: t.string().default(""),
    /** DED-9: by seat, JSON of the Hoard it would score now (its best trees). */
    hoards: t.array("string"),
    /** Once over: the final scores by seat, and the winners; [] before. */
    scores: t.array("uint8"),
    winners: t.array("uint8"),
  },
  "DedBoard",
);
export type DedBoard = SchemaType<typeof DedBoard>;

/** Nothing is secret in Dog Eat Dog: a seat's own part only carries its legal actions. */
export const DedPrivate = schema(
  {
    seat: t.uint8().default(0),
    legal: t.array("string"),
  },
  "DedPrivate",
);
export type DedPrivate = SchemaType<typeof DedPrivate>;

export const DedTableState = TableState.extend(
  {
    board: t.ref(DedBoard).optional(),
    privates: t.map(DedPrivate).view(),
  },
  "DedTableState",
);
export type DedTableState = SchemaType<typeof DedTableState>;
