import { randomBytes } from "node:crypto";
import type express from "express";
import { z } from "zod";
import { limits } from "../limits/limits.js";
import { failed } from "../players/budgets.js";
import { hashToken } from "../players/cookies.js";
import { refused } from "../players/refusal.js";
import { answerBadBodies, charged, name, parse, playerRoutes, type Call } from "../players/route-kit.js";
import type { Signed } from "../players/sessions.js";
import { publicTables } from "../players/tables.js";
import type { Membership } from "../store/circle-store.js";
import { chargeCircle } from "./budgets.js";
import { tell } from "./news.js";
import { standingsOf } from "./standings.js";

/** A circle's id: 96 random bits, like a table's. */
const CIRCLE_ID = /^[A-Za-z0-9_-]{16}$/;
/** An invite link's token: 128 random bits. */
const INVITE = /^[A-Za-z0-9_-]{22}$/;
/** The longest an invite link may be given to live (it may also live until revoked). */
const INVITE_HOURS_MOST = 30 * 24;
/** A circle's page lists this many open tables and finished games at most. */
const TABLES_SHOWN = 100;
const GAMES_SHOWN = 100;
/** The finished games standings are worked out from, oldest first. */
const GAMES_RATED = 10_000;

const createBody = z.object({ name: z.string() }).strict();
const inviteBody = z.object({ hours: z.number().int().min(1).max(INVITE_HOURS_MOST).optional() }).strict();
const tokenBody = z.object({ invite: z.string().max(64) }).strict();

/**
 * Circles of friends (docs/protocol.md, "Circles"), through the players' route kit: Origin,
 * tries, body, refusals. Every request about a circle is its member's: anybody else (a stranger,
 * a removed member) gets 404 `not-found`, which costs the address a try, as a wrong invite does.
 */
export function mountCircles(app: express.Application): void {
  const { open, mine } = playerRoutes();
  app.get("/api/circles", ...mine(list));
  app.post("/api/circles", ...mine(create));
  app.post("/api/circles/invite", ...open(preview));
  app.post("/api/circles/join", ...mine(join));
  app.get("/api/circles/:id", ...mine(page));
  app.post("/api/circles/:id/invites", ...mine(makeInvite));
  app.get("/api/circles/:id/invites", ...mine(invites));
  app.delete("/api/circles/:id/invites/:invite", ...mine(revoke));
  app.delete("/api/circles/:id/members/:member", ...mine(removeMember));
  app.get("/api/me/circle-games", ...mine(myGames));
  answerBadBodies(app, ["/api/circles"]);
}

const handle = (): string => randomBytes(9).toString("base64url");

/** The circle of the request's path, if the player is in it; else a guess, refused at the address's cost. */
async function membership(call: Call, { playerId }: Signed): Promise<Membership> {
  const id = String(call.req.params.id);
  const found = CIRCLE_ID.test(id) ? await call.store.circles.membership(id, playerId) : null;
  if (found === null) {
    failed(call.address);
    throw refused(404, "not-found", "no such circle is yours");
  }
  return found;
}

async function list(call: Call, { playerId }: Signed): Promise<void> {
  const circles = await call.store.circles.circlesOf(playerId);
  call.res.json({
    circles: circles.map((c) => ({ id: c.circle.id, name: c.circle.name, members: c.members, you: c.handle, creator: c.circle.creatorId === playerId, joinedAt: c.joinedAt })),
  });
}

async function create(call: Call, { playerId }: Signed): Promise<void> {
  const asked = name(parse(createBody, call.req.body).name);
  charged(chargeCircle("circles", call.address, playerId), "too-many-new-circles", "too many new circles");
  const circle = { id: randomBytes(12).toString("base64url"), name: asked, creatorId: playerId, createdAt: Date.now() };
  const you = handle();
  if ((await call.store.circles.createCircle(circle, you, limits.circlesPerPlayer)) === "full") {
    throw refused(409, "too-many-circles", `a player is in at most ${limits.circlesPerPlayer} circles: leave one first`);
  }
  call.res.status(201).json({ circle: { id: circle.id, name: circle.name }, you });
}

async function page(call: Call, me: Signed): Promise<void> {
  const { circle, handle: you } = await membership(call, me);
  const { circles } = call.store;
  const [members, rows, games, owners] = await Promise.all([circles.members(circle.id), circles.tables(circle.id, TABLES_SHOWN), circles.games(circle.id, GAMES_RATED), circles.owners(circle.id)]);
  const worked = standingsOf(games, owners, members);
  call.res.json({
    id: circle.id,
    name: circle.name,
    you,
    members: members.map((m) => ({ handle: m.handle, name: m.name, creator: m.playerId === circle.creatorId, joinedAt: m.joinedAt })),
    tables: await publicTables(rows),
    games: worked.games.slice(0, GAMES_SHOWN),
    standings: worked.standings,
  });
}

async function makeInvite(call: Call, me: Signed): Promise<void> {
  const { circle } = await membership(call, me);
  const { hours } = parse(inviteBody, call.req.body);
  charged(chargeCircle("invites", call.address, me.playerId), "too-many-invites", "too many invite links");
  const token = randomBytes(16).toString("base64url");
  const now = Date.now();
  const invite = { tokenHash: hashToken(token), handle: handle(), circleId: circle.id, madeBy: me.playerId, createdAt: now, expiresAt: hours === undefined ? null : now + hours * 3_600_000 };
  if ((await call.store.circles.keepInvite(invite, limits.invitesOpen)) === "full") {
    throw refused(409, "too-many-open-invites", `a circle has at most ${limits.invitesOpen} open invite links: revoke one first`);
  }
  call.res.status(201).json({ id: invite.handle, invite: token, url: `${call.rp.origin}/#/circle-invite/${token}`, expiresAt: invite.expiresAt });
}

async function invites(call: Call, me: Signed): Promise<void> {
  const { circle } = await membership(call, me);
  const open = await call.store.circles.invites(circle.id, Date.now());
  call.res.json({ invites: open.map((i) => ({ id: i.handle, createdAt: i.createdAt, expiresAt: i.expiresAt, yours: i.madeBy === me.playerId })) });
}

async function revoke(call: Call, me: Signed): Promise<void> {
  const { circle } = await membership(call, me);
  const revoked = await call.store.circles.revokeInvite(circle.id, String(call.req.params.invite), me.playerId);
  if (revoked === "missing") throw refused(404, "no-such-invite", "no such invite link is open in this circle");
  if (revoked === "not-yours") throw refused(403, "not-yours", "an invite link is revoked by whoever made it, or by the circle's creator");
  call.res.status(204).end();
}

/** The invite's hash, or a guess refused at the address's cost. */
function inviteHash(raw: string): string {
  if (!INVITE.test(raw)) throw refused(404, "bad-invite", "this invite opens nothing: it is wrong, revoked or expired");
  return hashToken(raw);
}

async function preview(call: Call): Promise<void> {
  const found = await call.store.circles.invite(inviteHash(parse(tokenBody, call.req.body).invite), Date.now());
  if (found === null) throw refused(404, "bad-invite", "this invite opens nothing: it is wrong, revoked or expired");
  call.res.json({ circle: { name: found.name, members: found.members } });
}

async function join(call: Call, { playerId }: Signed): Promise<void> {
  const hash = inviteHash(parse(tokenBody, call.req.body).invite);
  charged(chargeCircle("joins", call.address, playerId), "too-many-circle-joins", "too many circles joined");
  const answer = await call.store.circles.join(hash, playerId, handle(), Date.now(), { members: limits.membersPerCircle, circles: limits.circlesPerPlayer });
  if (answer.result === "bad-invite") throw refused(404, "bad-invite", "this invite opens nothing: it is wrong, revoked or expired");
  if (answer.result !== "joined" && answer.result !== "member") {
    if (answer.result === "circle-full") throw refused(409, "circle-full", `a circle has at most ${limits.membersPerCircle} members`);
    throw refused(409, "too-many-circles", `a player is in at most ${limits.circlesPerPlayer} circles: leave one first`);
  }
  if (answer.result === "joined") tell(answer.circleId, { kind: "members" });
  const joined = await call.store.circles.membership(answer.circleId, playerId);
  call.res.json({ circle: { id: answer.circleId, name: joined?.circle.name ?? "" }, you: joined?.handle ?? "", joined: answer.result === "joined" });
}

/** `me`: the player leaves; another member's handle: the creator removes them. */
async function removeMember(call: Call, me: Signed): Promise<void> {
  const { circle } = await membership(call, me);
  const member = String(call.req.params.member);
  if (member === "me") {
    const left = await call.store.circles.leave(circle.id, me.playerId);
    if (left === "ended") tell(circle.id, { kind: "ended" });
    else if (left === "left") tell(circle.id, { kind: "gone", player: me.playerId });
    return void call.res.status(204).end();
  }
  const removed = await call.store.circles.removeMember(circle.id, me.playerId, member);
  if (removed === "not-creator") throw refused(403, "not-creator", "only the circle's creator removes a member");
  if (removed === "missing") throw refused(404, "no-such-member", "nobody in this circle goes by that handle");
  if (removed === "self") throw refused(409, "leave-instead", "the creator leaves with DELETE …/members/me");
  if (removed === "not-member") throw refused(404, "not-found", "no such circle is yours");
  tell(circle.id, { kind: "gone", player: removed.removed });
  call.res.status(204).end();
}

/** The player's own games across their circles, newest first, and their standing in each. */
async function myGames(call: Call, { playerId }: Signed): Promise<void> {
  const { circles } = call.store;
  const games: object[] = [];
  const standings: object[] = [];
  for (const { circle, handle: you } of await circles.circlesOf(playerId)) {
    const [members, rows, owners] = await Promise.all([circles.members(circle.id), circles.games(circle.id, GAMES_RATED), circles.owners(circle.id)]);
    const worked = standingsOf(rows, owners, members);
    const named = { id: circle.id, name: circle.name };
    for (const game of worked.games) {
      const seat = game.seats.findIndex((s) => s.member === you);
      if (seat >= 0) games.push({ circle: named, ...game, seat });
    }
    for (const standing of worked.standings) {
      const mine = standing.players.find((p) => p.member === you);
      if (mine) standings.push({ circle: named, game: standing.game, games: mine.games, wins: mine.wins, rating: mine.rating, change: mine.change });
    }
  }
  games.sort((a, b) => (b as { finishedAt: number }).finishedAt - (a as { finishedAt: number }).finishedAt);
  call.res.json({ games: games.slice(0, GAMES_SHOWN), standings });
}
