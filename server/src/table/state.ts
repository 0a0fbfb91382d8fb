import { schema, t, type SchemaType } from "@colyseus/schema";

/** One chair at the table. `occupant` is the sessionId of whoever sits there, "" if free. */
export const Seat = schema(
  {
    occupant: t.string().default(""),
    name: t.string().default(""),
    connected: t.boolean().default(false),
    /** Epoch ms when an away player's seat is released; 0 while connected. */
    awayUntil: t.number().default(0),
    /** "easy" | "strong" while a bot plays this seat, "" otherwise. */
    bot: t.string().default(""),
    /**
     * The bot plays for the seat's player (`name`), who was away too long or let the clock run
     * out `awayAfter` times in a row: their seat key takes the seat back at once.
     */
    standIn: t.boolean().default(false),
    /** The host let a newcomer take this stand-in's seat (a join without a key, or `sit`). */
    open: t.boolean().default(false),
    /** Epoch ms when this seat's turn clock runs out; 0 when it is not running. */
    deadline: t.number().default(0),
    /** The seat's clock ran out this many decisions in a row (`awayAfter`: the seat counts as away). */
    timeouts: t.uint8().default(0),
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
    /** "live" (everybody at once) or "turns" (turn-based: each moves when they can, over days). */
    pace: t.string().default("live"),
    /** Seconds per decision on the turn clock; 0: no clock. */
    clock: t.uint32().default(0),
    /** Missed moves in a row after which a bot keeps the seat until its player comes back. */
    awayAfter: t.uint8().default(3),
    /** The level of the bot that takes over an away player's seat: "easy" | "strong". */
    takeover: t.string().default("easy"),
  },
  "TableState",
);
export type TableState = SchemaType<typeof TableState>;
