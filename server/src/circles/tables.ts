import type { Client } from "@colyseus/core";
import type { GameId } from "@tablee/shared";
import { refuse } from "../limits/refusals.js";
import { limited } from "../log.js";
import { failed, mayTry } from "../players/budgets.js";
import type { JoiningPlayer } from "../players/joins.js";
import { settings } from "../settings.js";
import { chargeCircleTable } from "./budgets.js";
import { tableOpened } from "./news.js";

/**
 * "New table for the circle" (docs/protocol.md, "Circles"): a table made by `create` like any
 * other (the same options, the address's new-tables budget), with the join option `circle`.
 * At reservation time (the table's onAuth) the session's player must be a member, within their
 * budget of circle tables; their first join records the table as the circle's (the store
 * checks the membership again, in the same transaction), then the members are told.
 */
export async function circleOfCreate(circle: string | undefined, method: string | undefined, player: JoiningPlayer | undefined, address: string): Promise<string | undefined> {
  if (circle === undefined) return undefined;
  if (method !== "create") throw refuse(400, "bad-options", "a table for a circle is made with create");
  if (!mayTry(address)) throw refuse(429, "too-many-tries", "too many failed tries from your address; try again in a minute");
  const store = settings.store;
  if (player === undefined || store === null) throw refuse(401, "signed-out", "a table for a circle is made by a signed-in member");
  if ((await store.circles.membership(circle, player.id)) === null) {
    // Circle ids are guessed like links: a miss costs the address.
    failed(address);
    throw refuse(404, "not-found", "no such circle is yours");
  }
  const wait = chargeCircleTable(player.id);
  if (wait > 0) throw refuse(429, "too-many-circle-tables", `too many new tables for circles; try again in ${wait} s`);
  return circle;
}

/** The circle a joining client made this table for (its reservation's auth), if any. */
export function circleOfClient(client: Client): { circle: string; player: JoiningPlayer } | undefined {
  const auth = client.auth as { circle?: unknown; player?: JoiningPlayer } | undefined;
  return typeof auth?.circle === "string" && auth.player !== undefined ? { circle: auth.circle, player: auth.player } : undefined;
}

/** The creator's first join: the table becomes the circle's, stored before anyone hears of it. */
export async function recordCircleTable(circle: string, player: JoiningPlayer, tableId: string, game: GameId): Promise<void> {
  const store = settings.store;
  if (store === null) return;
  if (!(await store.circles.addTable(circle, tableId, player.id, Date.now()))) return;
  const membership = await store.circles.membership(circle, player.id);
  const me = await store.players.player(player.id);
  if (membership === null || me === null) return;
  // The table is the circle's now: news that fails to go out is logged, the join goes on.
  tableOpened(circle, membership.circle.name, tableId, game, { playerId: player.id, name: me.name }).catch((error: unknown) =>
    limited("warn", "circle-news", { err: error instanceof Error ? error.message : String(error) }, "circles: members could not be told of a new table"),
  );
}
