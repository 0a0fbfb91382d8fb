import type { IncomingMessage } from "node:http";
import { settings } from "../settings.js";

/**
 * Whom passkeys are made for: the RP ID (a domain, never an IP address: browsers refuse one)
 * and the origin the pages are served from. PUBLIC_ORIGIN says both (`https://tablee.example`);
 * without it (development) they come from the request's Host, so a page opened at
 * http://localhost:2567 works as it is. The origin is also what every state-changing account
 * request must come from (CSRF: its Origin header).
 */
export interface RelyingParty {
  id: string;
  origin: string;
  /** Served over https: the session cookie is Secure. */
  secure: boolean;
}

export function relyingParty(req: IncomingMessage): RelyingParty | null {
  const configured = settings.publicOrigin;
  if (configured) {
    const url = new URL(configured);
    return { id: url.hostname, origin: url.origin, secure: url.protocol === "https:" };
  }
  const host = req.headers.host;
  if (!host) return null;
  try {
    const url = new URL(`http://${host}`);
    return { id: url.hostname, origin: url.origin, secure: false };
  } catch {
    return null;
  }
}

/** PUBLIC_ORIGIN checked at start: an http(s) origin and nothing else. */
export function checkPublicOrigin(raw: string): string {
  const url = new URL(raw);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`PUBLIC_ORIGIN must be an http or https origin, not ${raw}`);
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "") throw new Error(`PUBLIC_ORIGIN is an origin only (scheme, host, port), not ${raw}`);
  return url.origin;
}
