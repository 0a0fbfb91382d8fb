/**
 * The addresses of the page:
 * - the lobby `/`;
 * - the invite link `/#/table/<tableId>` (take a free seat, or offer to watch when none is
 *   free) and the watch link `/#/watch/<tableId>` (spectate directly);
 * - the "continue on another device" link `/#/table/<tableId>/key/<seatKey>`: the seat's key
 *   travels after `#`, so it never reaches a server or its logs; the page keeps it and puts
 *   the plain table link in the address bar at once (see main.ts);
 * - the replay `/#/replay/<tableId>` (the table's latest game), `/#/replay/<tableId>/<n>` or
 *   `/#/replay/<tableId>?game=<n>` (its game n);
 * - the player's page `/#/player` ("Keep my games on every device" while signed out), and an
 *   "add a device" link `/#/device/<link>` (docs/protocol.md, "Players"): its one-time token
 *   after `#` too;
 * - a circle's page `/#/circle/<circleId>`, and its invite link `/#/circle-invite/<invite>`
 *   (docs/protocol.md, "Circles"), whose token is after `#` too.
 * Links live in the hash because the game server serves only static files (server/src/http.ts);
 * path links `/t/<id>` and `/t/<id>?watch` are read too, for a server that serves index.html
 * on those paths. Pure: router.ts moves the page between them.
 */
export type Route =
  | { kind: "lobby" }
  | { kind: "table"; tableId: string; watch: boolean; seatKey?: string }
  | { kind: "replay"; tableId: string; game?: number }
  | { kind: "player" }
  | { kind: "device"; link: string }
  | { kind: "circle"; circleId: string }
  | { kind: "circle-invite"; invite: string };

/** The player's page. */
export const PLAYER_PATH = "/#/player";

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A seat key as the server makes them (base64url); anything else in its place is ignored. */
const KEY = /^[A-Za-z0-9_-]{16,128}$/;
/** A device link's or a circle invite's token as the server makes them (128 bits, base64url). */
const LINK = /^[A-Za-z0-9_-]{22}$/;

export function parseRoute(url: URL): Route {
  const watch = url.searchParams.has("watch");
  const path = url.pathname.match(/^\/t\/([^/]+)\/?$/);
  if (path && ID.test(path[1])) return { kind: "table", tableId: path[1], watch };
  const [hashPath, hashQuery = ""] = url.hash.split("?", 2);
  const parts = hashPath.replace(/^#\/?/, "").split("/").map(decodePart);
  const [kind, tableId] = parts;
  if (kind === "player" && !tableId) return { kind: "player" };
  if (kind === "device") return tableId !== undefined && LINK.test(tableId) ? { kind: "device", link: tableId } : { kind: "lobby" };
  if (kind === "circle-invite") return tableId !== undefined && LINK.test(tableId) ? { kind: "circle-invite", invite: tableId } : { kind: "lobby" };
  if (kind === "circle") return tableId !== undefined && ID.test(tableId) && parts.length <= 3 && !parts[2] ? { kind: "circle", circleId: tableId } : { kind: "lobby" };
  if (tableId === undefined || !ID.test(tableId)) return { kind: "lobby" };
  if (kind === "table" || kind === "watch") {
    const route: Route = { kind: "table", tableId, watch: watch || kind === "watch" };
    if (kind === "table" && parts[2] === "key" && KEY.test(parts[3] ?? "")) route.seatKey = parts[3];
    return route;
  }
  if (kind === "replay") {
    const game = gameNumber(parts[2]) ?? gameNumber(new URLSearchParams(hashQuery).get("game")) ?? gameNumber(url.searchParams.get("game"));
    return game === undefined ? { kind: "replay", tableId } : { kind: "replay", tableId, game };
  }
  return { kind: "lobby" };
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return "";
  }
}

function gameNumber(text: string | null | undefined): number | undefined {
  if (!text || !/^[1-9][0-9]{0,5}$/.test(text)) return undefined;
  return Number(text);
}

export function tablePath(tableId: string, watch = false): string {
  return `/#/${watch ? "watch" : "table"}/${encodeURIComponent(tableId)}`;
}

/** The replay of the table's game `game` (1…), or of its latest game. */
export function replayPath(tableId: string, game?: number): string {
  return `/#/replay/${encodeURIComponent(tableId)}${game === undefined ? "" : `/${game}`}`;
}

/** A circle's page. */
export function circlePath(circleId: string): string {
  return `/#/circle/${encodeURIComponent(circleId)}`;
}

/** Whoever opens this link plays the seat the key opens (docs/protocol.md, "Seat keys"). */
export function seatKeyLink(origin: string, tableId: string, key: string): string {
  return `${origin}${tablePath(tableId)}/key/${encodeURIComponent(key)}`;
}
