import { ServerError, type Client } from "@colyseus/core";
import { settings } from "../settings.js";
import type { Steps } from "../steps.js";
import type { SeatRecord } from "../store/store.js";
import { refuse as refusal } from "../limits/admission.js";
import { expectHandshake } from "../limits/frames.js";
import { keyedHolder } from "./keys.js";
import { nameTaken } from "./names.js";
import { playerOf, playersSeat, recordPlayersSeat } from "./player-seats.js";
import { memberLeft } from "./push-calls.js";
import { checkJoin } from "./opening.js";
import { freeHolder } from "./seats.js";
import type { Notice, Table } from "./table.js";

export const MAX_SPECTATORS = 50;

/** The parts of the table that joins and leaves reach. */
type Presence = Pick<Table, "seats" | "members" | "host" | "holds" | "state" | "ledger" | "freshDeadline" | "commit">;

/**
 * Who comes to the table and who leaves it: joins (a seat, a seat key coming back, a
 * spectator), a seat that went on elsewhere, and leaving. What the store keeps of a seat or the
 * host changes by a commit; a connection that drops and comes back is reconnections.ts's.
 * Each member's view shows its own seat's part only.
 */
export function* join(table: Presence, client: Client, raw: unknown): Steps<void> {
  if (settings.shuttingDown) throw new ServerError(503, "shutting down");
  const { seats, members } = table;
  const { options, name: asked } = checkJoin(raw, 4002);
  const spectator = options.spectate === true;
  let seat = -1;
  let name = asked;
  let key = options.seatKey;
  let holders: SeatRecord[] | undefined;
  const notices: Notice[] = [];
  // A signed-in player's own seat opens with their session, as a key would (player-seats.ts).
  const bySession = options.seatKey === undefined && !spectator ? playersSeat(seats.records, playerOf(client)) : -1;
  if (options.seatKey !== undefined || bySession >= 0) {
    if (spectator) throw refusal(4002, "bad-seat-key", "a spectator has no seat to come back to");
    seat = bySession >= 0 ? bySession : seats.seatOfKey(options.seatKey!);
    if (seat < 0) throw refusal(4002, "bad-seat-key", "that seat key does not open a seat at this table");
    name = seats.at(seat).name;
    yield* recordPlayersSeat(table, client, seat, seats.at(seat).keyHash);
    moveSeatAway(table, seat);
    // The player takes the seat back from the bot that played for them, at once.
    if (seats.at(seat).standIn === true) {
      holders = seats.with(seat, seats.handedBack(seat, table.freshDeadline(seat)));
      notices.push({ code: "seat-back", message: `${name} is back and plays again`, seat, name });
    }
  } else {
    if (nameTaken(name, members.names())) {
      throw refusal(4002, "bad-name", "somebody at this table already goes by that name");
    }
    if (spectator) {
      if (members.spectators() >= MAX_SPECTATORS) throw new ServerError(4002, "too many spectators");
    } else {
      seat = seats.firstFree();
      if (seat < 0) throw new ServerError(4002, "table full");
      const keyed = keyedHolder(name, table.freshDeadline(seat));
      key = keyed.key;
      holders = seats.with(seat, keyed.holder);
      yield* recordPlayersSeat(table, client, seat, keyed.holder.keyHash);
    }
  }
  const becomesHost = table.host.claims(name, seat >= 0);
  // Written before anyone hears of it: a seat or a host changes what the store keeps, and
  // any join is the table being opened (IDLE_DAYS counts from the last time it was).
  yield* table.commit({
    holders,
    host: becomesHost ? name : undefined,
    notices,
    apply: () => {
      members.add(client, name, spectator);
      if (becomesHost) table.host.take(client.sessionId);
      expectHandshake(client);
      if (seat < 0) return;
      members.occupy(seat, client.sessionId);
      // The store keeps no key: a seat opened by the session has none to send.
      if (key !== undefined) client.send("seat-key", { table: table.ledger.id, seat, key });
    },
  });
  members.offerTo(client);
}

/**
 * The key's holder is back, from here: whatever connection held the seat (another tab, a
 * line that dropped) is let go without releasing the seat, and told so.
 */
function moveSeatAway(table: Presence, seat: number): void {
  table.holds.release(seat);
  const occupant = table.seats.occupant(seat);
  if (occupant === "") return;
  const notice = { code: "seat-moved", message: "you went on at this table in another tab or device" };
  const away = table.members.sendAway(occupant, "the seat went on elsewhere", notice);
  if (away === undefined) return;
  table.host.movedAway(occupant, away.name);
  table.seats.empty(seat);
}

/**
 * A member left for good (or its window closed). At a turn-based table a player comes and
 * goes: the seat stays theirs (their clock decides what happens when they do not play). At a
 * live table, before the start a seat left is free for anyone; in a game a bot plays it for
 * its player, whose key still opens it; after the game it is free.
 */
export function* leave(table: Presence, client: Client): Steps<void> {
  const { state, seats } = table;
  const member = table.members.remove(client.sessionId);
  if (member === undefined) return;
  const { seat, name } = member;
  let holders: SeatRecord[] | undefined;
  const notices: Notice[] = [];
  if (seat >= 0) {
    if (seats.turnBased) {
      // Nothing to tell: the seat is theirs as before.
    } else if (state.phase === "playing") {
      holders = seats.with(seat, seats.standIn(seat));
      notices.push({ code: "bot-playing", message: `${name} is away; a bot plays for them`, seat, name });
    } else {
      if (state.phase === "waiting") holders = seats.with(seat, freeHolder());
      notices.push({ code: "seat-released", message: `${name} left; seat ${seat + 1} is free`, seat, name });
    }
  }
  memberLeft(table, client.sessionId);
  notices.push(...table.host.left(client.sessionId));
  yield* table.commit({ holders, notices });
}
