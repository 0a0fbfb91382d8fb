import { schema, t } from "@colyseus/schema";
import { Dog } from "@tablee/shared";
import { gameTable, type SeatPrivatePart } from "../../table/game.js";

/** DOG-11: the 7 being split, while its steps remain. */
export const DogSeven = schema({ card: t.string().default("7"), remaining: t.uint8().default(7) }, "DogSeven");

/** DOG's public view (DogPublicView), field for field. */
export const DogBoard = schema(
  {
    active: t.array("uint8"),
    events: t.array("string"),
    handCounts: t.array("uint8"),
    marbles: t.array("int8"),
    fresh: t.array("boolean"),
    discard: t.array("string"),
    phase: t.string().default("exchange"),
    turn: t.int8().default(0),
    dealer: t.uint8().default(0),
    firstPlayer: t.uint8().default(0),
    deal: t.uint8().default(0),
    dealSize: t.uint8().default(0),
    folded: t.array("boolean"),
    exchangeChosen: t.array("boolean"),
    seven: t.ref(DogSeven).optional(),
    winner: t.int8().optional(),
  },
  "DogBoard",
);

/** One seat's private view (DogPrivateView): only that seat's client ever receives it. */
export const DogPrivate = schema(
  {
    seat: t.uint8().default(0),
    legal: t.array("string"),
    hand: t.array("string"),
    myExchange: t.string().optional(),
    received: t.string().optional(),
  },
  "DogPrivate",
);

export const dogTable = gameTable(Dog.dog, { Board: DogBoard, Private: DogPrivate as unknown as new () => SeatPrivatePart });
