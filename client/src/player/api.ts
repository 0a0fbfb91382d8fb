import type { PlayerTable } from "@tablee/shared";
import { apiUrl } from "../net/client";

/**
 * The account routes (docs/protocol.md, "Players"), as the page calls them: same origin, so
 * the browser sends the session cookie and the Origin header the server checks on every
 * change. A refusal is thrown as an AccountRefusal with the server's code (`signed-out`,
 * `last-passkey`, …), which the page says in words (`account.<code>`); a request that never
 * got an answer is `offline`.
 */
export class AccountRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

export interface Player {
  id: string;
  name: string;
  createdAt?: number;
}

/** A sign-in's answer for each seat key sent: `claimed`, `no-seat`, `another-player`. */
export interface ClaimedSeat {
  table: string;
  seat: number;
  result: string;
}

export interface SignedIn {
  player: Player;
  seats: ClaimedSeat[];
}

export interface Session {
  id: string;
  current: boolean;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
}

export interface Passkey {
  id: string;
  createdAt: number;
  lastUsedAt: number;
  transports: string[];
  synced: boolean;
}

export interface DeviceLink {
  link: string;
  url: string;
  expiresAt: number;
}

export async function account<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new AccountRefusal("offline", error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => "");
  let parsed: unknown = undefined;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const refusal = parsed as { code?: unknown; message?: unknown } | undefined;
    const code = typeof refusal?.code === "string" ? refusal.code : response.status >= 500 ? "internal" : "bad-request";
    throw new AccountRefusal(code, typeof refusal?.message === "string" ? refusal.message : response.statusText, response.status);
  }
  return parsed as T;
}

/** The signed-in player, or null when this device is signed out. */
export async function currentPlayer(): Promise<Player | null> {
  try {
    return await account<Player>("GET", "/api/me");
  } catch (error) {
    if (error instanceof AccountRefusal && error.code === "signed-out") return null;
    throw error;
  }
}

/** Every table where the player holds a seat; null when this device is signed out. */
export async function playerTables(): Promise<PlayerTable[] | null> {
  try {
    return (await account<{ tables: PlayerTable[] }>("GET", "/api/me/tables")).tables;
  } catch (error) {
    if (error instanceof AccountRefusal && error.code === "signed-out") return null;
    throw error;
  }
}
