import { randomBytes } from "node:crypto";
import type express from "express";
import { z } from "zod";
import { limits } from "../limits/limits.js";
import { refused } from "../players/refusal.js";
import { answerBadBodies, parse, playerRoutes, type Call } from "../players/route-kit.js";
import type { Signed } from "../players/sessions.js";
import { endpointRefusal } from "./endpoints.js";
import { checkQuiet } from "./quiet.js";
import { activePush, type PushService } from "./service.js";
import { firstIssue, pushSubscription } from "./subscription.js";

const subscribeBody = z.object({ subscription: pushSubscription }).strict();
const muteBody = z.object({ muted: z.boolean() }).strict();
const quietBody = z.object({ quiet: z.object({ from: z.string().max(8), to: z.string().max(8), timeZone: z.string().max(64) }).strict().nullable() }).strict();

/**
 * Push to the person (docs/protocol.md, "Push"): a signed-in device allows notifications once
 * and hears of every seat its player holds, and of their circles' new tables. A device is named
 * by a handle, muted or removed by it; the endpoint never comes back in an answer. Quiet hours
 * hold the calls until they end. Through the players' route kit: Origin, tries, body, refusals.
 */
export function mountPersonPush(app: express.Application): void {
  const { mine } = playerRoutes();
  app.get("/api/me/push", ...mine(devices));
  app.post("/api/me/push", ...mine(subscribe));
  app.put("/api/me/push/quiet", ...mine(quiet));
  app.put("/api/me/push/:id", ...mine(mute));
  app.delete("/api/me/push/:id", ...mine(remove));
  answerBadBodies(app, ["/api/me/push"]);
}

function pushOn(): PushService {
  const push = activePush();
  if (push === null) throw refused(503, "push-off", "this server sends no pushes");
  return push;
}

async function devices(call: Call, { playerId }: Signed): Promise<void> {
  const push = pushOn();
  const [list, quiet] = await Promise.all([push.store.playerDevices(playerId), push.store.quietHours(playerId)]);
  call.res.json({ devices: list.map((d) => ({ id: d.handle, muted: d.muted, createdAt: d.createdAt })), quiet });
}

async function subscribe(call: Call, { playerId }: Signed): Promise<void> {
  const push = pushOn();
  const parsed = subscribeBody.safeParse(call.req.body ?? {});
  if (!parsed.success) throw refused(400, "bad-subscription", firstIssue(parsed.error));
  const { endpoint, keys } = parsed.data.subscription;
  const refusal = endpointRefusal(endpoint, push.policy);
  if (refusal !== null) throw refused(400, "endpoint-refused", refusal);
  const kept = await push.store.subscribePlayer({ playerId, endpoint, keys, handle: randomBytes(9).toString("base64url"), address: call.address, at: Date.now() }, limits.devicesPerPlayer, limits.pushPerAddress);
  if (kept === "address-full") throw refused(429, "too-many-subscriptions", `an address keeps at most ${limits.pushPerAddress} subscriptions`);
  call.res.status(201).json({ id: kept.handle });
}

async function mute(call: Call, { playerId }: Signed): Promise<void> {
  const { muted } = parse(muteBody, call.req.body);
  if (!(await pushOn().store.muteDevice(playerId, String(call.req.params.id), muted))) throw refused(404, "no-such-device", "no such device of yours is told");
  call.res.json({ id: call.req.params.id, muted });
}

async function remove(call: Call, { playerId }: Signed): Promise<void> {
  if (!(await pushOn().store.removeDevice(playerId, String(call.req.params.id)))) throw refused(404, "no-such-device", "no such device of yours is told");
  call.res.status(204).end();
}

async function quiet(call: Call, { playerId }: Signed): Promise<void> {
  const asked = parse(quietBody, call.req.body).quiet;
  const checked = asked === null ? null : checkQuiet(asked);
  if (checked !== null && "error" in checked) throw refused(400, "bad-quiet-hours", checked.error);
  await pushOn().store.setQuiet(playerId, checked);
  call.res.json({ quiet: checked });
}
