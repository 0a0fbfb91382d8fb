import { matchMaker } from "@colyseus/core";
import type { GameId } from "@tablee/shared";
import { limited } from "../log.js";
import { activePush } from "../push/service.js";
import { settings } from "../settings.js";

/**
 * What a circle's members hear as it happens. On their open circle pages (./room.ts), through
 * Colyseus's presence, so a page on any process hears news from any other: a new table, a game
 * over, members who came or went. A member who leaves or is removed loses their sockets to the
 * circle with this news. On their devices (push to the person): a new table.
 */
export type CircleNews =
  | { kind: "table" | "game"; table: string }
  | { kind: "members" }
  /** The player is no longer a member: their sockets to the circle end. */
  | { kind: "gone"; player: string }
  | { kind: "ended" };

export const newsTopic = (circleId: string): string => `circle:${circleId}`;

export function tell(circleId: string, news: CircleNews): void {
  try {
    void Promise.resolve(matchMaker.presence.publish(newsTopic(circleId), news)).catch(failed);
  } catch (error) {
    failed(error);
  }
}

function failed(error: unknown): void {
  limited("warn", "circle-news", { err: error instanceof Error ? error.message : String(error) }, "circles: news could not be published");
}

/** A member made a table for the circle: the others' devices are told. */
export async function tableOpened(circleId: string, circleName: string, tableId: string, game: GameId, by: { playerId: string; name: string }): Promise<void> {
  tell(circleId, { kind: "table", table: tableId });
  const push = activePush();
  const store = settings.store;
  if (push === null || store === null) return;
  const others = (await store.circles.memberIds(circleId)).filter((id) => id !== by.playerId);
  push.notifier.tell(others, { tableId, seat: -1, kind: "circle", game, host: by.name, names: [], circle: circleName });
}

/** A game ended at a table (table/play.ts): if it is a circle's, its pages hear of the new standings. */
export function gameEnded(tableId: string): void {
  const store = settings.store;
  if (store === null) return;
  void (async () => {
    const circleId = await store.circles.circleOfTable(tableId);
    if (circleId !== null) tell(circleId, { kind: "game", table: tableId });
  })().catch(failed);
}
