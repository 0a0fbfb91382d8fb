import { randomBytes } from "node:crypto";
import type express from "express";
import { limits } from "../limits/limits.js";
import type { PlayerStore } from "../store/player-store.js";
import { claimBody, deviceOptionsBody, finishBody, registerOptionsBody, renameBody } from "./bodies.js";
import { chargeCeremony, chargeDeviceLink, chargeSignIn, failed } from "./budgets.js";
import { CHALLENGE_MS, startDevice, startRegistration, startSignIn, takeChallenge, verifyNewPasskey, verifySignIn } from "./ceremonies.js";
import { CEREMONY_COOKIE, clearCookie, hashToken, requestToken, SESSION_COOKIE, setCookie } from "./cookies.js";
import { erasePlayer } from "./erase.js";
import { refused } from "./refusal.js";
import { answerBadBodies, name, parse, playerRoutes, type Call } from "./route-kit.js";
import { newSession, SESSION_MS, startSession, type Signed } from "./sessions.js";
import { claimed, claimSeats, playerTables } from "./tables.js";

/** An "add a device" link lasts this long, and opens one passkey. */
export const DEVICE_LINK_MS = 10 * 60_000;
const CEREMONY_PATH = "/api/players";
const LINK = /^[A-Za-z0-9_-]{22}$/;

/**
 * The account routes (docs/protocol.md, "Players"), through the players' route kit
 * (./route-kit.ts): Origin, tries, body, refusals.
 */
export function mountPlayers(app: express.Application): void {
  const { open, mine } = playerRoutes();

  app.post("/api/players/register/options", ...open(registerOptions));
  app.post("/api/players/register", ...open(register));
  app.post("/api/players/signin/options", ...open(signInOptions));
  app.post("/api/players/signin", ...open(signIn));
  app.post("/api/players/device/options", ...open(deviceOptions));
  app.post("/api/players/device", ...open(device));

  app.get("/api/me", ...mine(async ({ res, store }, { playerId }) => void res.json(publicPlayer(await found(store.players, playerId)))));
  app.put("/api/me", ...mine(rename));
  app.delete("/api/me", ...mine(remove));
  app.get("/api/me/export", ...mine(exportAll));
  app.get("/api/me/tables", ...mine(async ({ res, store }, { playerId }) => void res.json({ tables: await playerTables(store.players, playerId) })));
  app.post("/api/me/seats", ...mine(claim));
  app.get("/api/me/sessions", ...mine(sessions));
  app.delete("/api/me/sessions", ...mine(signOutEverywhere));
  app.delete("/api/me/sessions/:id", ...mine(signOut));
  app.get("/api/me/passkeys", ...mine(passkeys));
  app.delete("/api/me/passkeys/:id", ...mine(removePasskey));
  app.post("/api/me/device-links", ...mine(deviceLink));
  answerBadBodies(app, [CEREMONY_PATH, "/api/me"]);
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
  const started = await startRegistration(call.store.players, call.rp, asked);
  startedCeremony(call, started.token);
  call.res.json({ options: started.options });
}

async function register(call: Call): Promise<void> {
  const body = parse(finishBody(limits.claimsPerRequest), call.req.body);
  const challenge = await takeChallenge(call.store.players, ceremonyHash(call), "register");
  const playerId = challenge.playerId!;
  const credential = await verifyNewPasskey(call.rp, challenge, body.credential as never, playerId);
  const now = Date.now();
  const session = newSession(playerId, now);
  try {
    await call.store.players.createPlayer({ id: playerId, name: challenge.name!, createdAt: now, lastUsedAt: now }, credential, session.record);
  } catch (error) {
    if ((error as { reason?: string }).reason === "duplicate") throw refused(409, "passkey-taken", "this passkey is registered already: sign in with it");
    throw error;
  }
  setCookie(call.res, call.rp, SESSION_COOKIE, session.token, SESSION_MS);
  const seats = await claimSeats(call.store.players, playerId, body.seatKeys);
  call.res.status(201).json({ player: { id: playerId, name: challenge.name }, seats: claimed(seats) });
}

async function signInOptions(call: Call): Promise<void> {
  ceremony(call);
  const started = await startSignIn(call.store.players, call.rp);
  startedCeremony(call, started.token);
  call.res.json({ options: started.options });
}

async function signIn(call: Call): Promise<void> {
  const body = parse(finishBody(limits.claimsPerRequest), call.req.body);
  const challenge = await takeChallenge(call.store.players, ceremonyHash(call), "signin");
  const { credential, counter } = await verifySignIn(call.store.players, call.rp, challenge, body.credential as never, (playerId) => {
    const wait = chargeSignIn(playerId);
    if (wait > 0) throw refused(429, "too-many-signins", `too many sign-ins for this player; try again in ${wait} s`);
  });
  await call.store.players.usedCredential(credential.id, counter, Date.now());
  const player = await found(call.store.players, credential.playerId);
  await startSession(call.req, call.res, call.store.players, call.rp, player.id);
  const seats = await claimSeats(call.store.players, player.id, body.seatKeys);
  call.res.json({ player: publicPlayer(player), seats: claimed(seats) });
}

async function deviceOptions(call: Call): Promise<void> {
  const body = parse(deviceOptionsBody, call.req.body);
  const linkHash = LINK.test(body.link) ? hashToken(body.link) : "";
  const playerId = linkHash === "" ? null : await call.store.players.deviceLink(linkHash, Date.now());
  if (playerId === null) throw refused(404, "bad-link", "this link opens nothing: it is wrong, used, or older than 10 minutes");
  ceremony(call);
  const player = await found(call.store.players, playerId);
  const started = await startDevice(call.store.players, call.rp, player, linkHash);
  startedCeremony(call, started.token);
  call.res.json({ options: started.options, player: { name: player.name } });
}

async function device(call: Call): Promise<void> {
  const body = parse(finishBody(limits.claimsPerRequest), call.req.body);
  const challenge = await takeChallenge(call.store.players, ceremonyHash(call), "device");
  const credential = await verifyNewPasskey(call.rp, challenge, body.credential as never, challenge.playerId!);
  // The link is used now, once: a second device, or the same one again, gets nothing.
  const playerId = await call.store.players.takeDeviceLink(challenge.linkHash!, Date.now());
  if (playerId === null || playerId !== challenge.playerId) throw refused(404, "bad-link", "this link opens nothing: it is wrong, used, or older than 10 minutes");
  const added = await call.store.players.addCredential(credential, limits.passkeysPerPlayer);
  if (added === "full") throw refused(409, "too-many-passkeys", `a player keeps at most ${limits.passkeysPerPlayer} passkeys: remove one first`);
  if (added === "taken") throw refused(409, "passkey-taken", "this passkey is registered already: sign in with it");
  const player = await found(call.store.players, playerId);
  await startSession(call.req, call.res, call.store.players, call.rp, player.id);
  const seats = await claimSeats(call.store.players, player.id, body.seatKeys);
  call.res.status(201).json({ player: publicPlayer(player), seats: claimed(seats) });
}

// ---------------------------------------------------------------- signed in

async function rename(call: Call, { playerId }: Signed): Promise<void> {
  const asked = name(parse(renameBody, call.req.body).name);
  if (!(await call.store.players.rename(playerId, asked, Date.now()))) throw refused(401, "signed-out", "this device is not signed in");
  call.res.json(publicPlayer(await found(call.store.players, playerId)));
}

async function claim(call: Call, { playerId }: Signed): Promise<void> {
  const body = parse(claimBody(limits.claimsPerRequest), call.req.body);
  const answers = await claimSeats(call.store.players, playerId, body.seatKeys);
  if (answers.some((a) => a.result === "no-seat")) failed(call.address);
  call.res.json({ seats: claimed(answers) });
}

async function sessions(call: Call, { playerId, session }: Signed): Promise<void> {
  const list = await call.store.players.sessions(playerId, Date.now());
  call.res.json({
    sessions: list.map((s) => ({ id: s.handle, current: s.tokenHash === session.tokenHash, createdAt: s.createdAt, lastUsedAt: s.lastUsedAt, expiresAt: s.expiresAt })),
  });
}

async function signOut(call: Call, { playerId, session }: Signed): Promise<void> {
  const id = String(call.req.params.id);
  const current = id === "current" || id === session.handle;
  const ended = await call.store.players.endSession(playerId, current ? { tokenHash: session.tokenHash } : { handle: id });
  if (!ended) throw refused(404, "not-found", "no such device is signed in");
  if (current) clearCookie(call.res, call.rp, SESSION_COOKIE);
  call.res.status(204).end();
}

async function signOutEverywhere(call: Call, { playerId }: Signed): Promise<void> {
  const ended = await call.store.players.endSessions(playerId);
  clearCookie(call.res, call.rp, SESSION_COOKIE);
  call.res.json({ ended });
}

async function passkeys(call: Call, { playerId }: Signed): Promise<void> {
  const list = await call.store.players.credentials(playerId);
  call.res.json({
    passkeys: list.map((c) => ({ id: c.id, createdAt: c.createdAt, lastUsedAt: c.lastUsedAt, transports: c.transports, synced: c.backedUp })),
  });
}

async function removePasskey(call: Call, { playerId }: Signed): Promise<void> {
  const removed = await call.store.players.removeCredential(playerId, String(call.req.params.id), Date.now());
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
  const kept = await call.store.players.keepDeviceLink({ tokenHash: hashToken(token), playerId, createdAt: now, expiresAt: now + DEVICE_LINK_MS }, limits.deviceLinksOpen);
  if (kept === "full") throw refused(429, "too-many-links", `at most ${limits.deviceLinksOpen} device links are open at once`);
  call.res.status(201).json({ link: token, url: `${call.rp.origin}/#/device/${token}`, expiresAt: now + DEVICE_LINK_MS });
}

async function exportAll(call: Call, { playerId }: Signed): Promise<void> {
  const data = await call.store.players.everything(playerId, Date.now());
  if (data === null) throw refused(401, "signed-out", "this device is not signed in");
  const tables = await playerTables(call.store.players, playerId);
  call.res.set("Content-Disposition", 'attachment; filename="tablee-player.json"').json({ exportedAt: Date.now(), ...data, tables });
}

async function remove(call: Call, { playerId }: Signed): Promise<void> {
  await erasePlayer(call.store.players, playerId);
  clearCookie(call.res, call.rp, SESSION_COOKIE);
  call.res.status(204).end();
}
