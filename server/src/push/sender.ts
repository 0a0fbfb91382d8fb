import { Agent } from "node:https";
import webpush, { WebPushError } from "web-push";
import { log } from "../log.js";
import type { PushTarget } from "../store/push-store.js";
import { endpointRefusal, guardedLookup, type EndpointPolicy } from "./endpoints.js";
import { delivery, PUSH_TAG, type PushKind, type PushPayload } from "./payload.js";
import type { Vapid } from "./vapid.js";

/** What the push service said: delivered, gone for good (404, 410: the subscription is
 * forgotten), or failed otherwise (kept; the next push tries again). */
export type Sent = "delivered" | "gone" | "failed";

const TIMEOUT_MS = 10_000;

/**
 * Sends one payload to one subscription through web-push (RFC 8291 aes128gcm, a VAPID JWT),
 * over an agent whose lookup refuses private addresses (./endpoints.ts). `topic`: the push
 * service keeps only the last undelivered push of the server's tag for a phone.
 */
export class Sender {
  private readonly agent: Agent;

  constructor(
    private readonly vapid: Vapid,
    private readonly policy: EndpointPolicy,
    /** Tests only: the certificate of the push service stand-in. */
    ca?: string,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 16, lookup: guardedLookup(policy.allowPrivate) as never, ...(ca ? { ca } : {}) });
  }

  async send(target: PushTarget, payload: PushPayload, kind: PushKind): Promise<Sent> {
    const refused = endpointRefusal(target.endpoint, this.policy);
    if (refused !== null) {
      log.warn({ reason: refused }, "push: an endpoint is no longer allowed; its subscription is forgotten");
      return "gone";
    }
    try {
      await webpush.sendNotification(target, JSON.stringify(payload), {
        vapidDetails: this.vapid,
        contentEncoding: "aes128gcm",
        topic: PUSH_TAG,
        timeout: TIMEOUT_MS,
        agent: this.agent,
        ...delivery(kind),
      });
      return "delivered";
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return "gone";
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      // The endpoint's URL is a capability: it is never logged.
      log.warn({ status, err: error instanceof Error ? error.message.slice(0, 200) : String(error) }, "push: a push service refused or failed");
      return "failed";
    }
  }

  close(): void {
    this.agent.destroy();
  }
}
