import express, { type NextFunction, type Request, type Response } from "express";
import { budgetKey } from "../limits/address.js";
import { admission } from "../limits/admission.js";
import { limits } from "../limits/limits.js";
import { log, refusal } from "../log.js";
import { seatOfKey } from "../table/keys.js";
import { endpointRefusal } from "./endpoints.js";
import { activePush, type PushService } from "./service.js";
import { firstIssue, subscribeBody, unsubscribeBody } from "./subscription.js";

const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A subscription's JSON is about 250 bytes; a body beyond this is no subscription. */
export const SUBSCRIBE_BYTES = 2 * 1024;

/**
 * The push routes (docs/protocol.md, "Push"): the server's public key, and a seat's
 * subscription kept or forgotten. The seat's key proves the seat; a spectator has none. A wrong
 * key costs its address from the joins' budget (limits/admission.ts), and an address whose
 * budget is spent has no key read until it refills. Every refusal changes nothing and says
 * why; no answer ever holds a subscription.
 */
export function mountPush(app: express.Application): void {
  const json = express.json({ limit: SUBSCRIBE_BYTES, type: () => true });

  app.get("/api/push/key", (_req, res) => {
    const push = activePush();
    if (push === null) return fail(res, 503, "push-off", "this server sends no pushes");
    res.set("Cache-Control", "no-cache").json({ publicKey: push.publicKey });
  });

  app.post("/api/tables/:id/push", json, (req, res) => void answer(res, subscribe(req, res)));
  app.delete("/api/tables/:id/push", json, (req, res) => void answer(res, unsubscribe(req, res)));
  app.use("/api/tables/:id/push", (error: Error & { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (error.type === "entity.too.large") return fail(res, 413, "body-too-large", `a subscription is at most ${SUBSCRIBE_BYTES} bytes`);
    if (error.status === 400) return fail(res, 400, "bad-subscription", "the body is not JSON");
    next(error);
  });
}

async function subscribe(req: Request, res: Response): Promise<void> {
  const seated = await seatOf(req, res);
  if (seated === null) return;
  const { push, tableId, seat, address } = seated;
  const parsed = subscribeBody.safeParse(req.body);
  if (!parsed.success) return fail(res, 400, "bad-subscription", firstIssue(parsed.error));
  const { endpoint, keys } = parsed.data.subscription;
  const refused = endpointRefusal(endpoint, push.policy);
  if (refused !== null) return fail(res, 400, "endpoint-refused", refused);
  const kept = await push.store.subscribe({ tableId, seat, endpoint, keys, address, at: Date.now() }, limits.pushPerSeat, limits.pushPerAddress);
  if (kept === "address-full") return fail(res, 429, "too-many-subscriptions", `an address keeps at most ${limits.pushPerAddress} subscriptions`);
  res.status(201).json({ seat });
}

async function unsubscribe(req: Request, res: Response): Promise<void> {
  const seated = await seatOf(req, res);
  if (seated === null) return;
  const parsed = unsubscribeBody.safeParse(req.body);
  if (!parsed.success) return fail(res, 400, "bad-subscription", firstIssue(parsed.error));
  const removed = await seated.push.store.unsubscribe(seated.tableId, seated.seat, parsed.data.endpoint);
  res.json({ removed });
}

/** The table and the seat the body's key opens, or null once the refusal is sent. */
async function seatOf(req: Request, res: Response): Promise<{ push: PushService; tableId: string; seat: number; address: string } | null> {
  const push = activePush();
  const tableId = String(req.params.id);
  if (push === null) return fail(res, 503, "push-off", "this server sends no pushes"), null;
  if (!TABLE_ID.test(tableId)) return fail(res, 404, "not-found", "no such table is open"), null;
  const body = (req.body ?? {}) as { seatKey?: unknown };
  if (typeof body !== "object" || body.seatKey === undefined || body.seatKey === "") {
    return fail(res, 403, "seat-key-needed", "only a seat's holder is told: send the seat's key"), null;
  }
  // The HTTP guard names the client in X-Real-IP (limits/http.ts). The try is charged before
  // the key is read, so that requests under way together cannot pass the budget.
  const address = budgetKey(String(req.headers["x-real-ip"] ?? req.socket.remoteAddress ?? ""));
  const ticket = admission.tryKey(address);
  if (ticket === null) return fail(res, 429, "too-many-joins", "too many joins or wrong seat keys from your address; try again in a few seconds"), null;
  const hashes = await push.store.seatKeyHashes(tableId);
  if (hashes === null) return fail(res, 404, "not-found", "no such table is open"), null;
  const seat = typeof body.seatKey === "string" ? seatOfKey(body.seatKey, hashes) : -1;
  if (seat < 0) return fail(res, 403, "wrong-seat-key", "this key opens no seat at this table"), null;
  admission.connected(ticket);
  return { push, tableId, seat, address };
}

async function answer(res: Response, work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, "push: a subscription could not be stored");
    if (!res.headersSent) fail(res, 500, "internal", "the subscription could not be stored");
  }
}

function fail(res: Response, status: number, code: string, message: string): void {
  refusal(code);
  res.status(status).json({ code, message });
}
