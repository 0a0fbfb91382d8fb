import { schema, t, type SchemaType } from "@colyseus/schema";
import { TableState } from "../../table/state.js";

/** DOG's public part: the engine's spectator view (DogView with seat null). */
export const DogBoard = schema(
  {
    phase: t.string().default("exchange"),
    turn: t.int8().default(0),
    dealer: t.uint8().default(0),
    firstPlayer: t.uint8().default(0),
    deal: t.uint8().default(0),
    dealSize: t.uint8().default(0),
    marbles: t.array("int8"),
    fresh: t.array("boolean"),
    handCounts: t.array("uint8"),
    folded: t.array("boolean"),
    exchangeChosen: t.array("boolean"),
    discard: t.array("string"),
    sevenCard: t.string().default(""),
    sevenRemaining: t.uint8().default(0),
    winner: t.int8().default(-1),
  },
  "DogBoard",
);
export type DogBoard = SchemaType<typeof DogBoard>;

/** One seat's secrets: only that seat's client ever receives it (StateView). */
export const DogPrivate = schema(
  {
    seat: t.uint8().default(0),
    hand: t.array("string"),
    myExchange: t.string().default(""),
    received: t.string().default(""),
    legal: t.array("string"),
  },
  "DogPrivate",
);
export type DogPrivate = SchemaType<typeof DogPrivate>;

export const DogTableState = TableState.extend(
  {
    board: t.ref(DogBoard).optional(),
    // .view(): each entry reaches a client only once the room adds it to that client's view.
    privates: t.map(DogPrivate).view(),
  },
  "DogTableState",
);
export type DogTableState = SchemaType<typeof DogTableState>;
