import { schema, t, type SchemaType } from "@colyseus/schema";
import { TableState } from "../../table/state.js";

/** DD-3: one swap as everybody sees it: who, with whom, how many; never which cards. */
export const DeathtrapSwap = schema(
  {
    giver: t.uint8().default(0),
    master: t.uint8().default(0),
    count: t.uint8().default(0),
    /** The Master has chosen their return (the table waits for it until then). */
    chosen: t.boolean().default(false),
    done: t.boolean().default(false),
  },
  "DeathtrapSwap",
);
export type DeathtrapSwap = SchemaType<typeof DeathtrapSwap>;

/** DD-8: one finished round's points, by seat. */
export const DeathtrapScoreRow = schema({ points: t.array("uint8") }, "DeathtrapScoreRow");
export type DeathtrapScoreRow = SchemaType<typeof DeathtrapScoreRow>;

/** Deathtrap's public part: the engine's spectator view (DeathtrapView with seat null). */
export const DeathtrapBoard = schema(
  {
    /** "swap" | "pig" | "play" | "over" */
    phase: t.string().default("pig"),
    round: t.uint8().default(1),
    rounds: t.uint8().default(4),
    dealer: t.uint8().default(0),
    /** Seat to play, -1 outside the play phase. */
    turn: t.int8().default(-1),
    /** The table's DD-4 option: "left-of-holder" | "holder-chooses". */
    pigLeaderOption: t.string().default("left-of-holder"),
    handCounts: t.array("uint8"),
    /** The set on the table: trickCount 0 when there is none; trickKind "" for wilds only. */
    trickCount: t.uint8().default(0),
    trickKind: t.string().default(""),
    trickNaturals: t.uint8().default(0),
    trickWilds: t.array("string"),
    trickValue: t.uint8().default(0),
    trickBy: t.int8().default(-1),
    passed: t.array("boolean"),
    /** DD-7: this round's finishing order so far (the whole order once the round ended). */
    finished: t.array("uint8"),
    /** The previous round's complete order; empty in round 1. */
    previousOrder: t.array("uint8"),
    /** DD-8: each seat's title from the previous round, "" in round 1. */
    titles: t.array("string"),
    scoreSheet: t.array(DeathtrapScoreRow),
    totals: t.array("uint8"),
    swaps: t.array(DeathtrapSwap),
    /** DD-4: the Pig's holder, -1 until its step starts (a Master may still hand it back). */
    pigHolder: t.int8().default(-1),
    pigDone: t.boolean().default(false),
    pigDiscard: t.string().default(""),
    pigLeader: t.int8().default(-1),
  },
  "DeathtrapBoard",
);
export type DeathtrapBoard = SchemaType<typeof DeathtrapBoard>;

/** One seat's secrets: only that seat's client ever receives it (StateView). */
export const DeathtrapPrivate = schema(
  {
    seat: t.uint8().default(0),
    /** Own cards by name, weakest creature first, specials last. */
    hand: t.array("string"),
    /** True while this seat may stop the trick with the Killing Machine out of turn. */
    canStrike: t.boolean().default(false),
    /** DD-3: this seat's own swap, if any: the other player (-1 for none) and its cards. */
    swapWith: t.int8().default(-1),
    swapGift: t.array("string"),
    swapReturned: t.array("string"),
    legal: t.array("string"),
  },
  "DeathtrapPrivate",
);
export type DeathtrapPrivate = SchemaType<typeof DeathtrapPrivate>;

export const DeathtrapTableState = TableState.extend(
  {
    board: t.ref(DeathtrapBoard).optional(),
    // .view(): each entry reaches a client only once the room adds it to that client's view.
    privates: t.map(DeathtrapPrivate).view(),
  },
  "DeathtrapTableState",
);
export type DeathtrapTableState = SchemaType<typeof DeathtrapTableState>;
