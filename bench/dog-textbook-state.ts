/**
 * The textbook DOG room's state (bench/dog-textbook-room.ts), declared as Colyseus's schema
 * documentation teaches (the `schema()` form, the one Node runs without a decorator
 * transform): the public table in the root schema, each player with a child schema of what
 * only they may know, its field tagged `.view()` so that it reaches a client only through
 * that client's StateView. Moves and events are schemas of their own, one optional field per
 * thing an engine action or event may name.
 */
import { schema, t, type SchemaType } from "@colyseus/schema";

/** One of the engine's DOG actions (`DogAction`): the fields its kind uses are set. */
export const Move = schema(
  {
    type: t.string(),
    card: t.string(),
    as: t.string(),
    marble: t.int8(),
    steps: t.int8(),
    finish: t.boolean(),
    other: t.int8(),
  },
  "Move",
);
export type Move = SchemaType<typeof Move>;

/** One of the engine's events of the last move (`DogEvent`), for the table's log and animations. */
export const DogEvent = schema(
  {
    type: t.string(),
    seat: t.int8(),
    card: t.string(),
    as: t.string(),
    marble: t.int8(),
    from: t.int8(),
    to: t.int8(),
    path: t.array("int8"),
    other: t.int8(),
    team: t.int8(),
    size: t.uint8(),
    firstPlayer: t.uint8(),
    reshuffled: t.boolean(),
    cards: t.array("string"),
  },
  "DogEvent",
);
export type DogEvent = SchemaType<typeof DogEvent>;

/** DOG-11: the 7 being split, while steps remain. */
export const Seven = schema({ card: t.string(), remaining: t.uint8() }, "Seven");

/** What one player alone knows: their hand, their side of the exchange, their legal moves. */
export const PlayerPrivate = schema(
  {
    hand: t.array("string"),
    legal: t.array(Move),
    myExchange: t.string().optional(),
    received: t.string().optional(),
  },
  "PlayerPrivate",
);
export type PlayerPrivate = SchemaType<typeof PlayerPrivate>;

export const Player = schema(
  {
    name: t.string(),
    seat: t.uint8(),
    private: t.ref(PlayerPrivate).view(),
  },
  "Player",
);
export type Player = SchemaType<typeof Player>;

/** The table: the players by session, then the engine's public view field for field. */
export const DogTableState = schema(
  {
    players: t.map(Player),
    /** Moves accepted so far: a client knows which move a patch carries. */
    moves: t.uint32().default(0),
    phase: t.string().default("waiting"),
    active: t.array("uint8"),
    events: t.array(DogEvent),
    handCounts: t.array("uint8"),
    marbles: t.array("int8"),
    fresh: t.array("boolean"),
    discard: t.array("string"),
    turn: t.int8(),
    dealer: t.uint8(),
    firstPlayer: t.uint8(),
    deal: t.uint8(),
    dealSize: t.uint8(),
    folded: t.array("boolean"),
    exchangeChosen: t.array("boolean"),
    seven: t.ref(Seven).optional(),
    winner: t.int8().optional(),
  },
  "DogTableState",
);
export type DogTableState = SchemaType<typeof DogTableState>;
