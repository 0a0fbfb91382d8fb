/**
 * The table's synced state (`room.state`), declared once with the views' vocabulary
 * (engine/view-shape.ts): the server builds its schema classes from it (keeping these class
 * names and this field order, which is the wire's), the client's types are `ShapeOf` it and
 * its reader fills an absent field with the default declared here, and `npm run protocol`
 * writes docs/protocol.md's "Table state" from it.
 */
import { botLevels } from "../engine/contract.js";
import { bool, extend, int8, list, map, number, oneOf, part, ref, text, uint32, uint8, type AnyPart, type ShapeOf } from "../engine/view-shape.js";
import { DEFAULT_AWAY_AFTER, paces, type AwayAfter, type Clock } from "../pace.js";

export const tablePhases = ["waiting", "playing", "over"] as const;
export type TablePhase = (typeof tablePhases)[number];

export const SeatShape = part("Seat", "One chair at the table; `seats` has `seatCount` of them, index = seat number.", {
  occupant: text().is('sessionId of whoever sits there; "" while free, held for an away player, or played by a bot'),
  name: text().is("the holder's name; a seat without occupant that has a name is held for that player (away, not free)"),
  connected: bool(),
  awayUntil: number().is("epoch ms when an away player's seat is released; 0 while connected"),
  bot: oneOf("", ...botLevels).is("the level of the bot that plays this seat, else empty"),
  standIn: bool().is("the bot plays for the seat's player (`name`), away too long or put away by the clock; their seat key takes the seat back at once"),
  open: bool().is("the stand-in's seat was opened (`open-seat`): a newcomer may take it"),
  deadline: number().is("epoch ms (the server's clock) when this seat's turn clock runs out; 0 when it is not running"),
  timeouts: uint8().is("decisions in a row the clock played for this seat (at `awayAfter` the seat counts as away)"),
});

export const MemberShape = part("Member", "Somebody at the table, spectators included.", {
  name: text(),
  seat: int8().default(-1).is("their seat; -1 if none"),
  spectator: bool(),
  connected: bool().default(true),
});

export const ChatLineShape = part("ChatLine", "One line of the chat.", {
  id: uint32(),
  name: text(),
  seat: int8().default(-1).is("the writer's seat; -1 if none"),
  spectator: bool(),
  text: text(),
  at: number().is("epoch ms"),
});

export const TableStateShape = part("TableState", "What every table syncs, whatever the game, after every accepted change (no timer: an idle table sends nothing). Class names, field names, their order and widths are what travels. A field a client finds absent (a server older than the field) holds its default: the type's zero (\"\", 0, false, empty) unless a default is given.", {
  game: text().is('the game\'s id: "dog"'),
  seatCount: uint8(),
  phase: oneOf(...tablePhases).default("waiting"),
  host: text().is('sessionId of the host ("" while nobody seated holds the role)'),
  seats: list(ref(SeatShape)).is("length seatCount, index = seat number"),
  members: map(ref(MemberShape), "sessionId").is("everybody at the table, spectators included; yours is `members.get(room.sessionId)`"),
  chat: list(ref(ChatLineShape)).is("the last 50 lines"),
  moves: uint32().is("accepted actions this game: changes with every action, so new `board.events` are noticed even when they read like the last"),
  winners: list(uint8()).is("seats that won (after game over)"),
  pace: oneOf(...paces).default("live").is('live, or turn-based ("Pace")'),
  clock: uint32().as<Clock>().is("seconds per decision on the turn clock; 0: none"),
  awayAfter: uint8().as<AwayAfter>().default(DEFAULT_AWAY_AFTER).is("missed moves in a row after which a bot keeps the seat"),
  takeover: oneOf(...botLevels).default("easy").is("the bot that plays for an away player"),
});

/**
 * A game's table: the table and the game's two parts, `board` (its public view) and
 * `privates` (one entry per seat, each reaching only that seat's client). Its schema class is
 * named after the board's (`DogBoardTable`).
 */
export function gameTableShape<const B extends AnyPart, const P extends AnyPart>(board: B, privatePart: P, name = `${board.name}Table`) {
  const made = gameTables.get(board);
  if (made !== undefined && made.name === name && made.fields.privates.spec.item.spec.part === privatePart) return made as ReturnType<typeof makeGameTable<B, P>>;
  const shape = makeGameTable(board, privatePart, name);
  gameTables.set(board, shape);
  return shape;
}

/** Each board's table, made once: a part is its schema class (the server builds one per part). */
const gameTables = new WeakMap<AnyPart, ReturnType<typeof makeGameTable>>();

function makeGameTable<B extends AnyPart, P extends AnyPart>(board: B, privatePart: P, name: string) {
  return extend(TableStateShape, name, "A game's table: the table state, with the game's public part and one private part per seat.", {
    board: ref(board)
      .opt()
      .is("the game's public view (its section below); present once a game has started. Its `active` are the seats the table waits for (a game may keep a secret active seat out of it: Deathtrap's Killing Machine holder; your own legal actions are what count), its `events` the last accepted action's"),
    privates: map(ref(privatePart), "seat")
      .forOwners()
      .is("each seat's private view, keyed by its number as text; ONLY your own seat's entry is ever sent to you; spectators get none"),
  });
}

/** The table's state as a client reads it, whatever the game: the game's parts as plain objects. */
export type TableStateView = ShapeOf<typeof TableStateShape>;
export type TableSeat = ShapeOf<typeof SeatShape>;
export type TableMember = ShapeOf<typeof MemberShape>;
export type TableChatLine = ShapeOf<typeof ChatLineShape>;
