import { schema, t } from "@colyseus/schema";
import { Deathtrap } from "@tablee/shared";
import { gameTable, type SeatPrivatePart } from "../../table/game.js";

/** The table's options (DeathtrapOptions). */
export const DeathtrapOptionsPart = schema({ pigLeader: t.string().default("left-of-holder") }, "DeathtrapOptions");

/** DD-5: the set on the table (TrickView); `kind` absent for wilds only. */
export const DeathtrapTrick = schema(
  {
    kind: t.string().optional(),
    naturals: t.uint8().default(0),
    wilds: t.array("string"),
    count: t.uint8().default(0),
    value: t.uint8().default(0),
    by: t.uint8().default(0),
  },
  "DeathtrapTrick",
);

/** DD-8: a seat's title from the previous round (TitleView); absent in round 1. */
export const DeathtrapTitle = schema({ title: t.string().optional() }, "DeathtrapTitle");

/** DD-8: one finished round's points, by seat (ScoreRow). */
export const DeathtrapScoreRow = schema({ points: t.array("uint8") }, "DeathtrapScoreRow");

/** DD-3: one swap as everybody sees it (SwapView): who, with whom, how many; never which cards. */
export const DeathtrapSwap = schema(
  {
    giver: t.uint8().default(0),
    master: t.uint8().default(0),
    count: t.uint8().default(0),
    chosen: t.boolean().default(false),
    done: t.boolean().default(false),
  },
  "DeathtrapSwap",
);

/** DD-4: the Pig step (PigView). */
export const DeathtrapPig = schema(
  {
    holder: t.int8().default(-1),
    done: t.boolean().default(false),
    discard: t.string().optional(),
    leader: t.uint8().optional(),
  },
  "DeathtrapPig",
);

/** Deathtrap's public view (DeathtrapPublicView), field for field. */
export const DeathtrapBoard = schema(
  {
    active: t.array("uint8"),
    events: t.array("string"),
    players: t.uint8().default(0),
    options: t.ref(DeathtrapOptionsPart),
    round: t.uint8().default(1),
    rounds: t.uint8().default(4),
    dealer: t.uint8().default(0),
    phase: t.string().default("pig"),
    handCounts: t.array("uint8"),
    played: t.array("uint8"),
    turn: t.int8().default(-1),
    trick: t.ref(DeathtrapTrick).optional(),
    passed: t.array("boolean"),
    finished: t.array("uint8"),
    previousOrder: t.array("uint8").optional(),
    titles: t.array(DeathtrapTitle),
    scoreSheet: t.array(DeathtrapScoreRow),
    totals: t.array("uint8"),
    swaps: t.array(DeathtrapSwap),
    pig: t.ref(DeathtrapPig),
  },
  "DeathtrapBoard",
);

/** DD-3: the cards of this seat's own swap (OwnSwapView). */
export const DeathtrapOwnSwap = schema(
  {
    giver: t.uint8().default(0),
    master: t.uint8().default(0),
    gift: t.array("string"),
    returned: t.array("string").optional(),
  },
  "DeathtrapOwnSwap",
);

/** One seat's private view (DeathtrapPrivateView): only that seat's client ever receives it. */
export const DeathtrapPrivate = schema(
  {
    seat: t.uint8().default(0),
    legal: t.array("string"),
    hand: t.array("string"),
    canStrike: t.boolean().default(false),
    swap: t.ref(DeathtrapOwnSwap).optional(),
  },
  "DeathtrapPrivate",
);

export const deathtrapTable = gameTable(Deathtrap.deathtrap, {
  Board: DeathtrapBoard,
  Private: DeathtrapPrivate as unknown as new () => SeatPrivatePart,
});
