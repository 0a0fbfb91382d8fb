import { FORMER_PLAYER } from "../players/erase.js";
import type { Steps } from "../steps.js";
import { formerSeat } from "../store/player-store.js";
import type { TablePhase } from "../store/store.js";
import { memberLeft } from "./push-calls.js";
import type { Notice, Table } from "./table.js";

/**
 * A player deleted themselves (players/erase.ts): their seat at this table, the one `hash`
 * opens, is given up as the store's rewrite does it (`formerSeat`: free before the start, a
 * stand-in bot no key opens in a game, a name alone after it), under `former`, and their name
 * leaves the chat kept. Their connection here, if any, is closed.
 */
export function* letFormerGo(table: Pick<Table, "seats" | "holds" | "members" | "host" | "state" | "ledger" | "commit">, hash: string, former = FORMER_PLAYER): Steps<void> {
  const { seats, state } = table;
  const seat = seats.records.findIndex((h) => h.keyHash !== "" && h.keyHash === hash);
  if (seat < 0) return;
  const name = seats.at(seat).name;
  table.holds.release(seat);
  const notices: Notice[] = [];
  const occupant = seats.occupant(seat);
  if (occupant !== "") {
    notices.push(...table.host.left(occupant));
    table.members.sendAway(occupant, "the player was deleted");
    memberLeft(table, occupant);
    seats.empty(seat);
  } else notices.push(...table.host.notBack(name));
  const phase = state.phase as TablePhase;
  notices.push(phase === "playing" ? { code: "bot-playing", message: `${former} left; a bot plays their seat`, seat, name: former } : { code: "seat-released", message: `seat ${seat + 1} is free`, seat, name: former });
  // Before the write: the chat the store keeps is read from the table's lines.
  for (const line of state.chat) if (line.name === name) line.name = former;
  yield* table.commit({ holders: seats.with(seat, formerSeat(phase, seats.pace.takeover, former)), notices });
}
