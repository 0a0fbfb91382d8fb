import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Response } from "express";
import { limits } from "../limits/limits.js";
import type { PlayerStore, SessionRecord } from "../store/player-store.js";
import { cookieToken, hashToken, newToken, requestToken, SESSION_COOKIE, setCookie } from "./cookies.js";
import type { RelyingParty } from "./relying-party.js";

/** A signed-in device stays signed in this long after it was last used (sliding). */
export const SESSION_MS = 90 * 24 * 3_600_000;
/** A session in use is moved forward at most this often (one write, not one per request). */
const SLIDE_EVERY_MS = 3_600_000;

export interface Signed {
  session: SessionRecord;
  playerId: string;
}

/** The request's live session, moved forward if it is due, or null. */
export async function signedIn(req: IncomingMessage, res: Response | null, store: PlayerStore, rp: RelyingParty | null): Promise<Signed | null> {
  const token = requestToken(req, SESSION_COOKIE);
  return token === undefined ? null : liveSession(token, store, res && rp ? { res, rp } : null);
}

/** A matchmaking request's player, from its Cookie header (no answer to set a cookie on). */
export async function sessionOfCookie(header: string | null | undefined, store: PlayerStore): Promise<Signed | null> {
  const token = cookieToken(header, SESSION_COOKIE);
  return token === undefined ? null : liveSession(token, store, null);
}

async function liveSession(token: string, store: PlayerStore, answer: { res: Response; rp: RelyingParty } | null): Promise<Signed | null> {
  const hash = hashToken(token);
  const now = Date.now();
  const session = await store.session(hash, now);
  if (session === null) return null;
  if (now - session.lastUsedAt >= SLIDE_EVERY_MS) {
    await store.slideSession(hash, now, now + SESSION_MS);
    if (answer) setCookie(answer.res, answer.rp, SESSION_COOKIE, token, SESSION_MS);
  }
  return { session, playerId: session.playerId };
}

/**
 * A device signs in: a new session and a new cookie, whatever it held before (that session,
 * if any, ends: a session id set before sign-in is never the one after it).
 */
export async function startSession(req: IncomingMessage, res: Response, store: PlayerStore, rp: RelyingParty, playerId: string): Promise<SessionRecord> {
  const session = newSession(playerId);
  const previous = requestToken(req, SESSION_COOKIE);
  await store.startSession(session.record, previous === undefined ? null : hashToken(previous), limits.sessionsPerPlayer);
  setCookie(res, rp, SESSION_COOKIE, session.token, SESSION_MS);
  return session.record;
}

/** A new session's token and record (for a new player, stored with the player). */
export function newSession(playerId: string, now = Date.now()): { token: string; record: SessionRecord } {
  const { token, hash } = newToken();
  return { token, record: { tokenHash: hash, handle: randomBytes(9).toString("base64url"), playerId, createdAt: now, lastUsedAt: now, expiresAt: now + SESSION_MS } };
}
