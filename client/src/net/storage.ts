/**
 * What this browser remembers.
 * - The name and the language last across visits (localStorage).
 * - A seat's reconnection token lives in sessionStorage: a reload of this tab returns to the
 *   seat at once while the server still holds the session.
 * - A seat's key (docs/protocol.md, "Seat keys") lives in localStorage, one entry per table
 *   (`tablee.seat.<tableId>`): it brings the seat back whenever the token cannot (another
 *   tab or device, after the reconnection window, after a server restart).
 * - "My tables" (`tablee.tables`): the tables this browser sat at or watched, so that the
 *   lobby can offer to return to a game in progress or to replay a finished one. Nothing
 *   there comes from the server: it is what the table page saw last.
 * - The player this browser is signed in as (`tablee.player`: the name only), so the lobby
 *   says so at once and asks the server only when there may be a session to ask about; the
 *   session itself is an HttpOnly cookie no script reads.
 * The storages are reached through `globalThis` and never assumed to work: with storage
 * disabled nothing is remembered and everything else still works (and this runs in tests).
 */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length?: number;
  key?(index: number): string | null;
}

type Stores = { localStorage: KeyValueStore; sessionStorage: KeyValueStore };
const local = () => (globalThis as unknown as Stores).localStorage;
const session = () => (globalThis as unknown as Stores).sessionStorage;

const NAME_KEY = "tablee.name";
/** The key under which My tables is kept; another tab's change to it fires a `storage` event. */
export const MY_TABLES_KEY = "tablee.tables";
const tokenKey = (tableId: string) => `tablee.token.${tableId}`;
const SEAT_KEY_PREFIX = "tablee.seat.";
const seatKeyKey = (tableId: string) => `${SEAT_KEY_PREFIX}${tableId}`;

function read(store: () => KeyValueStore, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => KeyValueStore, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    // Storage disabled: nothing is remembered, everything else still works.
  }
}

export function savedName(): string {
  return read(local, NAME_KEY) ?? "";
}

export function saveName(name: string): void {
  write(local, NAME_KEY, name);
}

export function savedToken(tableId: string): string | null {
  return read(session, tokenKey(tableId));
}

export function saveToken(tableId: string, token: string | null): void {
  write(session, tokenKey(tableId), token);
}

// ----- seat keys ---------------------------------------------------------------------------

/** A seat this browser may take back: the key, and what it knew of the seat when it got it. */
export interface SeatKey {
  key: string;
  /** -1 while unknown (a key that came with a "continue on another device" link). */
  seat: number;
  /** The seat's name, "" while unknown. */
  name: string;
  /** The game's id, "" while unknown. */
  game: string;
  /** When the key was kept (epoch ms). */
  at: number;
}

export function savedSeatKey(tableId: string): SeatKey | null {
  const text = read(local, seatKeyKey(tableId));
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<SeatKey> | null;
    if (typeof kept?.key !== "string" || kept.key === "") return null;
    return {
      key: kept.key,
      seat: Number.isInteger(kept.seat) ? kept.seat! : -1,
      name: typeof kept.name === "string" ? kept.name : "",
      game: typeof kept.game === "string" ? kept.game : "",
      at: typeof kept.at === "number" ? kept.at : 0,
    };
  } catch {
    return null;
  }
}

export function saveSeatKey(tableId: string, seatKey: SeatKey | null): void {
  write(local, seatKeyKey(tableId), seatKey && JSON.stringify(seatKey));
}

/** Completes what the kept key says of its seat once the table shows it (a key from a link knows nothing yet). */
export function nameSeatKey(tableId: string, seat: number, name: string, game: string): void {
  const kept = savedSeatKey(tableId);
  if (!kept || (kept.seat >= 0 && kept.seat !== seat)) return;
  if (kept.seat === seat && kept.name === name && kept.game === game) return;
  saveSeatKey(tableId, { ...kept, seat, name, game });
}

/** Keeps the key of a "continue on another device" link; this tab's token for the table gives way to it. */
export function keepSeatKeyFromLink(tableId: string, key: string, now = Date.now()): void {
  if (savedSeatKey(tableId)?.key === key) return;
  saveToken(tableId, null);
  saveSeatKey(tableId, { key, seat: -1, name: "", game: "", at: now });
}

/**
 * Every seat key this browser keeps, the newest first, at most `most`: what signing in
 * claims for the player (docs/protocol.md, "Players": at most 40 a request).
 */
export function seatKeysToClaim(most = 40): { table: string; key: string }[] {
  const ids: string[] = [];
  try {
    const store = local();
    for (let i = 0; i < (store.length ?? 0); i++) {
      const name = store.key?.(i);
      if (name?.startsWith(SEAT_KEY_PREFIX)) ids.push(name.slice(SEAT_KEY_PREFIX.length));
    }
  } catch {
    return [];
  }
  return ids
    .map((table) => ({ table, kept: savedSeatKey(table) }))
    .filter((entry): entry is { table: string; kept: SeatKey } => entry.kept !== null && /^[A-Za-z0-9_-]{1,64}$/.test(entry.table))
    .sort((a, b) => b.kept.at - a.kept.at)
    .slice(0, most)
    .map(({ table, kept }) => ({ table, key: kept.key }));
}

/** The seat was released (a consented leave) or the table is forgotten: neither the token nor the key is kept. */
export function forgetSeat(tableId: string): void {
  saveToken(tableId, null);
  saveSeatKey(tableId, null);
}

// ----- my tables ---------------------------------------------------------------------------

export interface MyTable {
  id: string;
  game: string;
  /** The seat played here, -1 when watching (or at the table without a seat). */
  seat: number;
  spectator: boolean;
  /** The seats' names when last seen ("" for an empty seat). */
  names: string[];
  /** When the table page last saw the table (epoch ms). */
  lastSeen: number;
  /** "playing" while the game is waiting or in progress, "over" once it ended. */
  status: "playing" | "over";
  /** The player left their seat during the game: a bot plays it until they come back (the table page's next visit forgets it). */
  left?: true;
}

/** The newest this many are kept; an older one (and its seat key) is forgotten. */
export const KEEP_TABLES = 30;

/** The kept list, newest first, tolerant of anything another version of the page may have left. */
export function parseMyTables(text: string | null): MyTable[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const tables: MyTable[] = [];
  for (const entry of raw as (Partial<MyTable> | null)[]) {
    if (typeof entry?.id !== "string" || typeof entry.game !== "string") continue;
    if (tables.some((table) => table.id === entry.id)) continue;
    tables.push({
      id: entry.id,
      game: entry.game,
      seat: Number.isInteger(entry.seat) ? entry.seat! : -1,
      spectator: entry.spectator === true,
      names: Array.isArray(entry.names) ? entry.names.map((name) => (typeof name === "string" ? name : "")) : [],
      lastSeen: typeof entry.lastSeen === "number" ? entry.lastSeen : 0,
      status: entry.status === "over" ? "over" : "playing",
      ...(entry.left === true ? { left: true as const } : {}),
    });
  }
  return byLastSeen(tables);
}

function byLastSeen(tables: MyTable[]): MyTable[] {
  return [...tables].sort((a, b) => b.lastSeen - a.lastSeen);
}

/** The list with `table` in it (replacing the entry of the same id), newest first, at most `keep`. */
export function withTable(tables: readonly MyTable[], table: MyTable, keep = KEEP_TABLES): { tables: MyTable[]; dropped: string[] } {
  const all = byLastSeen([table, ...tables.filter((entry) => entry.id !== table.id)]);
  return { tables: all.slice(0, keep), dropped: all.slice(keep).map((entry) => entry.id) };
}

export function withoutTable(tables: readonly MyTable[], id: string): MyTable[] {
  return tables.filter((entry) => entry.id !== id);
}

export function myTables(): MyTable[] {
  return parseMyTables(read(local, MY_TABLES_KEY));
}

function saveMyTables(tables: MyTable[]): void {
  write(local, MY_TABLES_KEY, JSON.stringify(tables));
}

/** Whether the entry says something new, or its `lastSeen` is `staleMs` old. */
function worthWriting(before: MyTable | undefined, after: MyTable, staleMs: number): boolean {
  if (!before) return true;
  const { lastSeen: seenBefore, ...was } = before;
  const { lastSeen: seenNow, ...now } = after;
  return JSON.stringify(was) !== JSON.stringify(now) || seenNow - seenBefore >= staleMs;
}

/**
 * Notes what the table page sees. Written when the seat, the names or the status changed, or
 * once a minute at most otherwise (`lastSeen`). A table pushed out of the list forgets its key.
 */
export function rememberTable(table: MyTable, staleMs = 60_000): void {
  const tables = myTables();
  if (!worthWriting(tables.find((entry) => entry.id === table.id), table, staleMs)) return;
  const next = withTable(tables, table);
  saveMyTables(next.tables);
  for (const id of next.dropped) forgetSeat(id);
}

/** The player leaves their seat during the game, keeping its key: My tables says a bot plays it for them. */
export function noteLeftMidGame(id: string): void {
  const tables = myTables();
  const entry = tables.find((table) => table.id === id);
  if (entry && entry.seat >= 0) saveMyTables(withTable(tables, { ...entry, left: true }).tables);
}

/** The lobby's "remove": the entry, and the ways back to the seat this browser kept. */
export function forgetMyTable(id: string): void {
  saveMyTables(withoutTable(myTables(), id));
  forgetSeat(id);
}

// ----- the player --------------------------------------------------------------------------

/** The key under which the signed-in player is noted; another tab's change fires a `storage` event. */
export const PLAYER_KEY = "tablee.player";

/** The player this browser signed in as, as far as it knows (the server may have ended the session since). */
export interface KnownPlayer {
  name: string;
}

export function savedPlayer(): KnownPlayer | null {
  try {
    const kept = JSON.parse(read(local, PLAYER_KEY) ?? "null") as Partial<KnownPlayer> | null;
    return typeof kept?.name === "string" && kept.name !== "" ? { name: kept.name } : null;
  } catch {
    return null;
  }
}

export function savePlayer(player: KnownPlayer | null): void {
  write(local, PLAYER_KEY, player && JSON.stringify({ name: player.name }));
}

const SOUND_KEY = "tablee.sound";
const NOTIFY_KEY = "tablee.notify";

/** The your-turn sound is on unless this browser muted it. */
export function soundMuted(): boolean {
  return read(local, SOUND_KEY) === "off";
}

export function saveSoundMuted(muted: boolean): void {
  write(local, SOUND_KEY, muted ? "off" : null);
}

/** The player asked for a system notification on their turn (the browser keeps the permission itself). */
export function notifyWanted(): boolean {
  return read(local, NOTIFY_KEY) === "on";
}

export function saveNotifyWanted(wanted: boolean): void {
  write(local, NOTIFY_KEY, wanted ? "on" : null);
}
