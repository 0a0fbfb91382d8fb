import { randomBytes } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import { budgetKey } from "../limits/address.js";
import { limits } from "../limits/limits.js";
import { log, refusal } from "../log.js";
import { settings } from "../settings.js";
import { storeDown } from "../store/health.js";
import type { PlayerStore } from "../store/player-store.js";
import { checkName } from "../table/names.js";
import { claimBody, deviceOptionsBody, finishBody, firstIssue, registerOptionsBody, renameBody } from "./bodies.js";
import { chargeCeremony, chargeDeviceLink, chargeSignIn, failed, mayTry } from "./budgets.js";
import { CHALLENGE_MS, startDevice, startRegistration, startSignIn, takeChallenge, verifyNewPasskey, verifySignIn } from "./ceremonies.js";
import { CEREMONY_COOKIE, clearCookie, hashToken, requestToken, SESSION_COOKIE, setCookie } from "./cookies.js";
import { erasePlayer } from "./erase.js";
import { AccountRefusal, refused } from "./refusal.js";
import { relyingParty, type RelyingParty } from "./relying-party.js";
import { newSession, SESSION_MS, signedIn, startSession, type Signed } from "./sessions.js";
import { claimed, claimSeats, playerTables } from "./tables.js";

/** An "add a device" link lasts this long, and opens one passkey. */
export const DEVICE_LINK_MS = 10 * 60_000;
const CEREMONY_PATH = "/api/players";
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const LINK = /^[A-Za-z0-9_-]{22}$/;

interface Call {
  req: Request;
  res: Response;
  store: PlayerStore;
  rp: RelyingParty;
  address: string;
}

type Handler = (call: Call) => Promise<void>;
type SignedHandler = (call: Call, me: Signed) => Promise<void>;

/**
 * The account routes (docs/protocol.md, "Players"). Every one: the relying party known (the
 * request's Host or PUBLIC_ORIGIN), a state-changing request's Origin that origin's (else 403
 * `bad-origin`: no other site can act with the cookie), the address not out of tries, then the
 * body (at most 4 KB, HTTP guard). A refusal changes nothing and says why in `{ code, message }`.
 */
export function mountPlayers(app: express.Application): void {
  const json = express.json({ limit: limits.httpBodyBytes, type: () => true });
  const open = (handler: Handler) => [guard, json, (req: Request, res: Response) => void run(req, res, handler)];
  const mine = (handler: SignedHandler) => open(async (call) => handler(call, await me(call)));

  app.post("/api/players/register/options", ...open(registerOptions));
  app.post("/api/players/register", ...open(register));
  app.post("/api/players/signin/options", ...open(signInOptions));
  app.post("/api/players/signin", ...open(signIn));
  app.post("/api/players/device/options", ...open(deviceOptions));
  app.post("/api/players/device", ...open(device));

  app.get("/api/me", ...mine(async ({ res, store }, { playerId }) => void res.json(publicPlayer(await found(store, playerId)))));
  app.put("/api/me", ...mine(rename));
  app.delete("/api/me", ...mine(remove));
  app.get("/api/me/export", ...mine(exportAll));
  app.get("/api/me/tables", ...mine(async ({ res, store }, { playerId }) => void res.set("Cache-Control", "no-store").json({ tables: await playerTables(store, playerId) })));
  app.post("/api/me/seats", ...mine(claim));
  app.get("/api/me/sessions", ...mine(sessions));
  app.delete("/api/me/sessions", ...mine(signOutEverywhere));
  app.delete("/api/me/sessions/:id", ...mine(signOut));
  app.get("/api/me/passkeys", ...mine(passkeys));
  app.delete("/api/me/passkeys/:id", ...mine(removePasskey));
  app.post("/api/me/device-links", ...mine(deviceLink));

  for (const path of [CEREMONY_PATH, "/api/me"]) {
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
  const store = settings.store?.players;
  const address = addressOf(req);
  try {
    if (!store) throw refused(503, "not-saved", "players cannot be kept right now");
    await handler({ req, res, store, rp: res.locals.rp as RelyingParty, address });
  } catch (error) {
    if (error instanceof AccountRefusal) {
      // Whatever a stranger could be guessing at costs the address a try.
      if (["passkey-refused", "challenge-refused", "bad-link", "no-seat"].includes(error.code)) failed(address);
      return fail(res, error);
    }
    if (storeDown(error)) return fail(res, refused(503, "not-saved", "the server cannot save right now; nothing changed"));
    log.error({ err: error instanceof Error ? error.message : String(error), route: req.route?.path }, "an account request failed");
    if (!res.headersSent) fail(res, refused(500, "internal", "the request failed; nothing changed"));
  }
}

function fail(res: Response, refusal_: AccountRefusal): void {
  refusal(refusal_.code);
  if (!res.headersSent) res.status(refusal_.status).set("Cache-Control", "no-store").json({ code: refusal_.code, message: refusal_.message });
}

function addressOf(req: Request): string {
  // The HTTP guard names the client in X-Real-IP (limits/http.ts).
  return budgetKey(String(req.headers["x-real-ip"] ?? req.socket.remoteAddress ?? ""));
}

function parse<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: import("zod").ZodError } }, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw refused(400, "bad-request", firstIssue(parsed.error));
  return parsed.data;
}

function name(raw: string): string {
  const checked = checkName(raw);
  if ("error" in checked) throw refused(400, "bad-name", checked.error);
  return checked.name;
}

function ceremony({ address }: Call): void {
  const wait = chargeCeremony(address);
  if (wait > 0) throw refused(429, "too-many-ceremonies", `too many passkey requests from your address; try again in ${wait} s`);
}

function startedCeremony(call: Call, token: string): void {
  setCookie(call.res, call.rp, CEREMONY_COOKIE, token, CHALLENGE_MS, CEREMONY_PATH);
}

function ceremonyHash(call: Call): string | undefined {
  const token = requestToken(call.req, CEREMONY_COOKIE);
  clearCookie(call.res, call.rp, CEREMONY_COOKIE, CEREMONY_PATH);
  return token === undefined ? undefined : hashToken(token);
}

async function me(call: Call): Promise<Signed> {
  const signed = await signedIn(call.req, call.res, call.store, call.rp);
  if (signed === null) throw refused(401, "signed-out", "this device is not signed in");
  return signed;
}

async function found(store: PlayerStore, playerId: string) {
  const player = await store.player(playerId);
  if (player === null) throw refused(401, "signed-out", "this device is not signed in");
  return player;
}

const publicPlayer = (p: { id: string; name: string; createdAt: number }) => ({ id: p.id, name: p.name, createdAt: p.createdAt });

// ---------------------------------------------------------------- ceremonies

async function registerOptions(call: Call): Promise<void> {
  const body = parse(registerOptionsBody, call.req.body);
  const asked = name(body.name);
  ceremony(call);
  const started = await startRegistration(call.store, call.rp, asked);
  startedCeremony(call, started.token);
  call.res.set("Cache-Control", "no-store").json({ options: started.options });
}

async function register(call: Call): Promise<void> {
  const body = parse(finishBody(limits.claimsPerRequest), call.req.body);
  const challenge = await takeChallenge(call.store, ceremonyHash(call), "register");
  const playerId = challenge.playerId!;
  const credential = await verifyNewPasskey(call.rp, challenge, body.credential as never, playerId);
  const now = Date.now();
  const session = newSession(playerId, now);
  try {
    await call.store.createPlayer({ id: playerId, name: challenge.name!, createdAt: now, lastUsedAt: now }, credential, session.record);
  } catch (error) {
    if ((error as { reason?: string }).reason === "duplicate") throw refused(409, "passkey-taken", "this passkey is registered already: sign in with it");
    throw error;
  }
  setCookie(call.res, call.rp, SESSION_COOKIE, session.token, SESSION_MS);
  const seats = await claimSeats(call.store, playerId, body.seatKeys);
  call.res.status(201).json({ player: { id: playerId, name: challenge.name }, seats: claimed(seats) });
}

async function signInOptions(call: Call): Promise<void> {
  ceremony(call);
  const started = await startSignIn(call.store, call.rp);
  startedCeremony(call, started.token);
  call.res.set("Cache-Control", "no-store").json({ options: started.options });
}

async function signIn(call: Call): Promise<void> {
  const body = parse(finishBody(limits.claimsPerRequest), call.req.body);
  const challenge = await takeChallenge(call.store, ceremonyHash(call), "signin");
  const { credential, counter } = await verifySignIn(call.store, call.rp, challenge, body.credential as never, (playerId) => {
    const wait = chargeSignIn(playerId);
    if (wait > 0) throw refused(429, "too-many-signins", `too many sign-ins for this player; try again in ${wait} s`);
  });
  await call.store.usedCredential(credential.id, counter, Date.now());
  const player = await found(call.store, credential.playerId);
  await startSession(call.req, call.res, call.store, call.rp, player.id);
  const seats = await claimSeats(call.store, player.id, body.seatKeys);
  call.res.json({ player: publicPlayer(player), seats: claimed(seats) });
}

async function deviceOptions(call: Call): Promise<void> {
  const body = parse(deviceOptionsBody, call.req.body);
  const linkHash = LINK.test(body.link) ? hashToken(body.link) : "";
  const playerId = linkHash === "" ? null : await call.store.deviceLink(linkHash, Date.now());
  if (playerId === null) throw refused(404, "bad-link", "this link opens nothing: it is wrong, used, or older than 10 minutes");
  ceremony(call);
  const player = await found(call.store, playerId);
  const started = await startDevice(call.store, call.rp, player, linkHash);
  startedCeremony(call, started.token);
  call.res.set("Cache-Control", "no-store").json({ options: started.options, player: { name: player.name } });
}

async function device(call: Call): Promise<void> {
  const body = parse(finishBody(limits.claimsPerRequest), call.req.body);
  const challenge = await takeChallenge(call.store, ceremonyHash(call), "device");
  const credential = await verifyNewPasskey(call.rp, challenge, body.credential as never, challenge.playerId!);
  // The link is used now, once: a second device, or the same one again, gets nothing.
  const playerId = await call.store.takeDeviceLink(challenge.linkHash!, Date.now());
  if (playerId === null || playerId !== challenge.playerId) throw refused(404, "bad-link", "this link opens nothing: it is wrong, used, or older than 10 minutes");
  const added = await call.store.addCredential(credential, limits.passkeysPerPlayer);
  if (added === "full") throw refused(409, "too-many-passkeys", `a player keeps at most ${limits.passkeysPerPlayer} passkeys: remove one first`);
  if (added === "taken") throw refused(409, "passkey-taken", "this passkey is registered already: sign in with it");
  const player = await found(call.store, playerId);
  await startSession(call.req, call.res, call.store, call.rp, player.id);
  const seats = await claimSeats(call.store, player.id, body.seatKeys);
  call.res.status(201).json({ player: publicPlayer(player), seats: claimed(seats) });
}

// ---------------------------------------------------------------- signed in

async function rename(call: Call, { playerId }: Signed): Promise<void> {
  const asked = name(parse(renameBody, call.req.body).name);
  if (!(await call.store.rename(playerId, asked, Date.now()))) throw refused(401, "signed-out", "this device is not signed in");
  call.res.json(publicPlayer(await found(call.store, playerId)));
}

async function claim(call: Call, { playerId }: Signed): Promise<void> {
  const body = parse(claimBody(limits.claimsPerRequest), call.req.body);
  const answers = await claimSeats(call.store, playerId, body.seatKeys);
  if (answers.some((a) => a.result === "no-seat")) failed(call.address);
  call.res.json({ seats: claimed(answers) });
}

async function sessions(call: Call, { playerId, session }: Signed): Promise<void> {
  const list = await call.store.sessions(playerId, Date.now());
  call.res.set("Cache-Control", "no-store").json({
    sessions: list.map((s) => ({ id: s.handle, current: s.tokenHash === session.tokenHash, createdAt: s.createdAt, lastUsedAt: s.lastUsedAt, expiresAt: s.expiresAt })),
  });
}

async function signOut(call: Call, { playerId, session }: Signed): Promise<void> {
  const id = String(call.req.params.id);
  const current = id === "current" || id === session.handle;
  const ended = await call.store.endSession(playerId, current ? { tokenHash: session.tokenHash } : { handle: id });
  if (!ended) throw refused(404, "not-found", "no such device is signed in");
  if (current) clearCookie(call.res, call.rp, SESSION_COOKIE);
  call.res.status(204).end();
}

async function signOutEverywhere(call: Call, { playerId }: Signed): Promise<void> {
  const ended = await call.store.endSessions(playerId);
  clearCookie(call.res, call.rp, SESSION_COOKIE);
  call.res.json({ ended });
}

async function passkeys(call: Call, { playerId }: Signed): Promise<void> {
  const list = await call.store.credentials(playerId);
  call.res.set("Cache-Control", "no-store").json({
    passkeys: list.map((c) => ({ id: c.id, createdAt: c.createdAt, lastUsedAt: c.lastUsedAt, transports: c.transports, synced: c.backedUp })),
  });
}

async function removePasskey(call: Call, { playerId }: Signed): Promise<void> {
  const removed = await call.store.removeCredential(playerId, String(call.req.params.id), Date.now());
  if (removed === "missing") throw refused(404, "not-found", "no such passkey is yours");
  if (removed === "last") throw refused(409, "last-passkey", "this is your only passkey: add another device first, or delete your player");
  call.res.status(204).end();
}

async function deviceLink(call: Call, { playerId }: Signed): Promise<void> {
  const wait = chargeDeviceLink(playerId);
  if (wait > 0) throw refused(429, "too-many-links", `too many device links; try again in ${wait} s`);
  // 128 random bits: a link cannot be guessed, and guessing costs the guesser's address.
  const token = randomBytes(16).toString("base64url");
  const now = Date.now();
  const kept = await call.store.keepDeviceLink({ tokenHash: hashToken(token), playerId, createdAt: now, expiresAt: now + DEVICE_LINK_MS }, limits.deviceLinksOpen);
  if (kept === "full") throw refused(429, "too-many-links", `at most ${limits.deviceLinksOpen} device links are open at once`);
  call.res.status(201).set("Cache-Control", "no-store").json({ link: token, url: `${call.rp.origin}/#/device/${token}`, expiresAt: now + DEVICE_LINK_MS });
}

async function exportAll(call: Call, { playerId }: Signed): Promise<void> {
  const data = await call.store.everything(playerId, Date.now());
  if (data === null) throw refused(401, "signed-out", "this device is not signed in");
  const tables = await playerTables(call.store, playerId);
  call.res
    .set("Cache-Control", "no-store")
    .set("Content-Disposition", 'attachment; filename="tablee-player.json"')
    .json({ exportedAt: Date.now(), ...data, tables });
}

async function remove(call: Call, { playerId }: Signed): Promise<void> {
  await erasePlayer(call.store, playerId);
  clearCookie(call.res, call.rp, SESSION_COOKIE);
  call.res.status(204).end();
}
