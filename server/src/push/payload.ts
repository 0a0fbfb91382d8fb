import type { GameId } from "@tablee/shared";

/**
 * What a push says, and how several become one. Pure: the notifier (./notifier.ts) decides when.
 *
 * A payload names tables, games and players, never a card, a hand or anything else a view
 * hides: the push service and the phone's lock screen are outside the table. The service
 * worker (client/public/push-sw.js) turns it into words in the page's language.
 */
export type PushKind = "turn" | "clock" | "over" | "rematch" | "circle";

/** One table waiting for one seat: what the table tells the notifier. */
export interface TableCall {
  tableId: string;
  seat: number;
  kind: PushKind;
  game: GameId;
  /** The host's name: the lobby calls a table "Ana's table". "" if nobody hosts it. */
  host: string;
  /** Whom it is about: the other players, or the winners when the game is over. */
  names: string[];
  /** A circle's new table (kind "circle"): the circle's name. */
  circle?: string;
  /** The seat's key hash: the player whose seat it is is told on their devices too (never in a payload). */
  holder?: string;
}

export interface PushPayload {
  /** One notification for all of a phone's Tablée tables: a new one replaces the last. */
  tag: string;
  /** The page to open: the first table, where the page finds its seat key. */
  url: string;
  /** Newest first. */
  tables: { id: string; kind: PushKind; game: GameId; host: string; names: string[]; circle?: string }[];
}

export const PUSH_TAG = "tablee";

/** At most this many tables are named in one notification (the rest are counted). */
export const TABLES_NAMED = 5;

/** Names are cut to what a notification shows; a payload stays well under the 4 KB a push service takes. */
const NAME_CHARS = 40;
const NAMES = 6;

export function tableLink(tableId: string): string {
  return `/#/table/${encodeURIComponent(tableId)}`;
}

/**
 * Merges a call into what an endpoint already waits to be told: the same table is named once
 * (its latest call), the newest first.
 */
export function addCall(waiting: readonly TableCall[], call: TableCall): TableCall[] {
  return [call, ...waiting.filter((w) => w.tableId !== call.tableId)];
}

/** The payload that tells an endpoint about the tables waiting for it (newest first). */
export function payloadOf(calls: readonly TableCall[]): PushPayload {
  const cut = (text: string) => (text.length > NAME_CHARS ? `${text.slice(0, NAME_CHARS - 1)}…` : text);
  return {
    tag: PUSH_TAG,
    url: tableLink(calls[0].tableId),
    tables: calls.slice(0, TABLES_NAMED).map((c) => ({
      id: c.tableId, kind: c.kind, game: c.game, host: cut(c.host), names: c.names.slice(0, NAMES).map(cut), ...(c.circle !== undefined ? { circle: cut(c.circle) } : {}),
    })),
  };
}

/** How long a push may wait at the push service, and how urgent it is. */
export function delivery(kind: PushKind): { TTL: number; urgency: "normal" | "high" } {
  return kind === "clock" ? { TTL: 15 * 60, urgency: "high" } : { TTL: 24 * 3600, urgency: kind === "turn" ? "high" : "normal" };
}
