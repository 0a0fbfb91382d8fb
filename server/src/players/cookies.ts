import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Response } from "express";
import type { RelyingParty } from "./relying-party.js";

/**
 * The account's two cookies, HttpOnly and SameSite=Lax (Secure over https): the session of a
 * signed-in device, and the ceremony under way (its challenge is bound to it). Each holds a
 * 256-bit token; the store keeps its SHA-256 only, so the database cannot sign anybody in.
 * Neither value is ever logged.
 */
export const SESSION_COOKIE = "tablee_session";
export const CEREMONY_COOKIE = "tablee_ceremony";

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A cookie of the request's Cookie header (a header string, or Headers), if it holds a well-formed token. */
export function cookieToken(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return TOKEN.test(value) ? value : undefined;
  }
  return undefined;
}

export function requestToken(req: IncomingMessage, name: string): string | undefined {
  return cookieToken(req.headers.cookie, name);
}

export function setCookie(res: Response, rp: RelyingParty, name: string, token: string, maxAgeMs: number, path = "/"): void {
  res.cookie(name, token, { httpOnly: true, sameSite: "lax", secure: rp.secure, path, maxAge: maxAgeMs });
}

export function clearCookie(res: Response, rp: RelyingParty, name: string, path = "/"): void {
  res.clearCookie(name, { httpOnly: true, sameSite: "lax", secure: rp.secure, path });
}
