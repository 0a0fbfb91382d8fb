import type { IncomingMessage } from "node:http";
import { ServerError } from "@colyseus/core";
import { capacity } from "../limits/capacity.js";
import { readBody } from "../limits/http.js";
import { limits } from "../limits/limits.js";
import { chargeWake } from "../limits/wakes.js";
import { log } from "../log.js";
import { storeDown } from "../store/health.js";
import type { TableRow } from "../store/store.js";
import { joiningPlayerOf } from "../players/joins.js";
import { seatOfKey } from "./keys.js";
import { playersSeat } from "./player-seats.js";
import { hosted } from "./restore.js";
import { wake } from "./sleep.js";

const JOIN_BY_ID = /^\/matchmake\/joinById\/([A-Za-z0-9_-]{1,64})(?:[?#]|$)/;

/**
 * The HTTP guard's part in waking (limits/http.ts, `before`): a join to a table's id (its link,
 * a push click) wakes it first if it sleeps; the join then goes on as to any table. The wake is
 * charged to the client's address (limits/wakes.ts), on the budget of a seat key's holder when
 * the join's key opens a seat of the stored table. Refused (too many wakes, a full process):
 * the request is answered with the refusal, and nothing is woken. Any other failure to wake is
 * logged and the join answers "not found".
 */
export function wakeBeforeJoin(req: IncomingMessage, address: string): Promise<ServerError | undefined> | undefined {
  if (req.method !== "POST") return undefined;
  const id = JOIN_BY_ID.exec(req.url ?? "")?.[1];
  if (id === undefined || (hosted.get(id) ?? 0) > 0) return undefined;
  return wake(id, { charge: (row) => chargeJoin(req, address, row) }).then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof ServerError) return error;
      if (!storeDown(error)) log.error({ err: error, table: id }, "a sleeping table could not be woken for a join");
      return undefined;
    },
  );
}

async function chargeJoin(req: IncomingMessage, address: string, row: TableRow): Promise<void> {
  const key = seatKeyIn(await readBody(req));
  const hashes = row.seats.map((seat) => seat.keyHash);
  // A signed-in player's own seat counts as a key's (players/joins.ts).
  const withSeatKey = key !== undefined ? seatOfKey(key, hashes) >= 0 : playersSeat(row.seats, await joiningPlayerOf(req, row.id)) >= 0;
  chargeWake(address, withSeatKey);
  // The key's holder is on the way: the table is not put to sleep again to make room meanwhile.
  if (withSeatKey) capacity.keep(row.id, limits.reservationSeconds * 1000 + 500);
}

/** The seat key a join's body names, if any (the room checks the rest of it). */
function seatKeyIn(body: string): string | undefined {
  try {
    const key: unknown = (JSON.parse(body) as { seatKey?: unknown } | null)?.seatKey;
    return typeof key === "string" ? key : undefined;
  } catch {
    return undefined;
  }
}
