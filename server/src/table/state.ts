import { schema, t, type SchemaType } from "@colyseus/schema";

/** One chair at the table. `occupant` is the sessionId of whoever sits there, "" if free. */
export const Seat = schema(
  {
    occupant: t.string().default(""),
    name: t.string().default(""),
    connected: t.boolean().default(false),
    /** Epoch ms when an away player's seat is released; 0 while connected. */
    awayUntil: t.number().default(0),
  },
  "Seat",
);
export type Seat = SchemaType<typeof Seat>;

/** Everybody at the table, spectators included, keyed by sessionId. */
export const Member = schema(
  {
    name: t.string().default(""),
    seat: t.int8().default(-1),
    spectator: t.boolean().default(false),
    connected: t.boolean().default(true),
  },
  "Member",
);
export type Member = SchemaType<typeof Member>;

export const ChatLine = schema(
  {
    id: t.uint32().default(0),
    name: t.string().default(""),
    seat: t.int8().default(-1),
    spectator: t.boolean().default(false),
    text: t.string().default(""),
    at: t.number().default(0),
  },
  "ChatLine",
);
export type ChatLine = SchemaType<typeof ChatLine>;

/**
 * What every table syncs, whatever the game. A game extends it with `board` (its public
 * part) and `privates` (one entry per seat, each reaching only that seat's client through
 * a StateView): see a game's schema file.
 */
export const TableState = schema(
  {
    game: t.string().default(""),
    seatCount: t.uint8().default(0),
    /** "waiting" | "playing" | "over" */
    phase: t.string().default("waiting"),
    host: t.string().default(""),
    seats: t.array(Seat),
    members: t.map(Member),
    chat: t.array(ChatLine),
    /** Accepted actions so far this game: tells a client new `board.events` arrived even when they
     *  read the same as the previous ones. */
    moves: t.uint32().default(0),
    winners: t.array("uint8"),
  },
  "TableState",
);
export type TableState = SchemaType<typeof TableState>;
