import express, { type NextFunction, type Request, type Response } from "express";
import { budgetKey } from "../limits/address.js";
import { limits } from "../limits/limits.js";
import { log, refusal } from "../log.js";
import { settings } from "../settings.js";
import { storeDown } from "../store/health.js";
import type { TableStore } from "../store/store.js";
import { checkName } from "../table/names.js";
import { failed, mayTry } from "./budgets.js";
import { AccountRefusal, refused } from "./refusal.js";
import { relyingParty, type RelyingParty } from "./relying-party.js";
import { signedIn, type Signed } from "./sessions.js";

/**
 * What every route of a player's (accounts, circles, their devices) goes through: the relying
 * party known (the request's Host or PUBLIC_ORIGIN), a state-changing request's Origin that
 * origin's (else 403 `bad-origin`: no other site can act with the cookie), the address not out
 * of tries, then the body (at most 4 KB, HTTP guard). A refusal changes nothing and says why in
 * `{ code, message }`; a refusal a stranger could be guessing with costs the address a try.
 * Every answer is a person's, or about their request: none is kept by a cache.
 */
export interface Call {
  req: Request;
  res: Response;
  store: TableStore;
  rp: RelyingParty;
  address: string;
}

export type Handler = (call: Call) => Promise<void>;
export type SignedHandler = (call: Call, me: Signed) => Promise<void>;

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The codes of refusals that answer a guess (a key, a link, a circle): each costs the address a try. */
const GUESSES = new Set(["passkey-refused", "challenge-refused", "bad-link", "no-seat", "bad-invite"]);

export interface Routes {
  /** Anybody's route (ceremonies, an invite's page). */
  open(handler: Handler): express.RequestHandler[];
  /** A signed-in player's route (else 401 `signed-out`). */
  mine(handler: SignedHandler): express.RequestHandler[];
}

export function playerRoutes(): Routes {
  const json = express.json({ limit: limits.httpBodyBytes, type: () => true });
  const open = (handler: Handler): express.RequestHandler[] => [guard, json, (req: Request, res: Response) => void run(req, res, handler)];
  return { open, mine: (handler) => open(async (call) => handler(call, await me(call))) };
}

/** The answers to bodies refused under `paths` (too large, not JSON): after their routes. */
export function answerBadBodies(app: express.Application, paths: readonly string[]): void {
  for (const path of paths) {
    app.use(path, (error: Error & { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) => {
      if (error.type === "entity.too.large") return fail(res, refused(413, "body-too-large", `a request body is at most ${limits.httpBodyBytes / 1024} KB`));
      if (error.status === 400) return fail(res, refused(400, "bad-request", "the body is not JSON"));
      next(error);
    });
  }
}

/** Runs before the body is read. */
function guard(req: Request, res: Response, next: NextFunction): void {
  const rp = relyingParty(req);
  if (rp === null) return fail(res, refused(400, "no-origin", "the request names no host this server can make passkeys for"));
  if (STATE_CHANGING.has(req.method) && req.headers.origin !== rp.origin) {
    return fail(res, refused(403, "bad-origin", `account changes are taken from pages of ${rp.origin} only`));
  }
  if (!mayTry(addressOf(req))) return fail(res, refused(429, "too-many-tries", "too many failed tries from your address; try again in a minute"));
  res.locals.rp = rp;
  next();
}

async function run(req: Request, res: Response, handler: Handler): Promise<void> {
  const store = settings.store;
  const address = addressOf(req);
  try {
    if (!store) throw refused(503, "not-saved", "players cannot be kept right now");
    res.set("Cache-Control", "no-store");
    await handler({ req, res, store, rp: res.locals.rp as RelyingParty, address });
  } catch (error) {
    if (error instanceof AccountRefusal) {
      if (GUESSES.has(error.code)) failed(address);
      return fail(res, error);
    }
    if (storeDown(error)) return fail(res, refused(503, "not-saved", "the server cannot save right now; nothing changed"));
    log.error({ err: error instanceof Error ? error.message : String(error), route: req.route?.path }, "a player's request failed");
    if (!res.headersSent) fail(res, refused(500, "internal", "the request failed; nothing changed"));
  }
}

export function fail(res: Response, refusal_: AccountRefusal): void {
  refusal(refusal_.code);
  if (!res.headersSent) res.status(refusal_.status).set("Cache-Control", "no-store").json({ code: refusal_.code, message: refusal_.message });
}

export function addressOf(req: Request): string {
  // The HTTP guard names the client in X-Real-IP (limits/http.ts).
  return budgetKey(String(req.headers["x-real-ip"] ?? req.socket.remoteAddress ?? ""));
}

export function parse<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: import("zod").ZodError } }, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw refused(400, "bad-request", firstIssue(parsed.error));
  return parsed.data;
}

function firstIssue(error: import("zod").ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "malformed";
}

/** A name by the rules of names (a player's, a circle's: "Limits"), or 400 `bad-name`. */
export function name(raw: string): string {
  const checked = checkName(raw);
  if ("error" in checked) throw refused(400, "bad-name", checked.error);
  return checked.name;
}

async function me(call: Call): Promise<Signed> {
  const signed = await signedIn(call.req, call.res, call.store.players, call.rp);
  if (signed === null) throw refused(401, "signed-out", "this device is not signed in");
  return signed;
}

/** Seconds to wait (0: go on) from a budget, turned into a 429 with `code`. */
export function charged(wait: number, code: string, what: string): void {
  if (wait > 0) throw refused(429, code, `${what}; try again in ${wait} s`);
}
