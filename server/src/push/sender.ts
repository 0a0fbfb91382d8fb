import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { Agent, request as httpsRequest } from "node:https";
import webpush from "web-push";
import { limited } from "../log.js";
import type { PushTarget } from "../store/push-store.js";
import { endpointRefusal, guardedLookup, type EndpointPolicy } from "./endpoints.js";
import { IN_FLIGHT_PER_SERVICE } from "./lanes.js";
import { delivery, PUSH_TAG, type PushKind, type PushPayload } from "./payload.js";
import type { Vapid } from "./vapid.js";

/** What the push service said: delivered, gone for good (404, 410: the subscription is
 * forgotten), failed otherwise (kept; the next push tries again), or no answer within
 * `ANSWER_MS` (`slow`: the endpoint rests, ./notifier.ts). */
export type Sent = "delivered" | "gone" | "failed" | "slow";

/** A push service answers within a second; a push not answered in this is given up, whatever trickles in. */
export const ANSWER_MS = 4_000;

/**
 * Sends one payload to one subscription: web-push makes the request (RFC 8291 aes128gcm, a
 * VAPID JWT), sent here over an agent whose lookup refuses private addresses
 * (./endpoints.ts), with one deadline for the whole exchange (a connection that never
 * answers, or answers a byte at a time, ends at `ANSWER_MS`). `topic`: the push service keeps
 * only the last undelivered push of the server's tag for a phone.
 */
export class Sender {
  private readonly agent: Agent;
  private readonly plain: HttpAgent;

  constructor(
    private readonly vapid: Vapid,
    private readonly policy: EndpointPolicy,
    /** Tests only: the certificate of the push service stand-in. */
    ca?: string,
  ) {
    // The lanes keep at most this many pushes of one service under way, so the agent never queues.
    const sockets = { keepAlive: true, maxSockets: IN_FLIGHT_PER_SERVICE, maxFreeSockets: 4, lookup: guardedLookup(policy.allowPrivate) as never };
    this.agent = new Agent({ ...sockets, ...(ca ? { ca } : {}) });
    this.plain = new HttpAgent(sockets);
  }

  /** `stop`: the push is given up at once (shutdown). */
  async send(target: PushTarget, payload: PushPayload, kind: PushKind, stop?: AbortSignal): Promise<Sent> {
    const refused = endpointRefusal(target.endpoint, this.policy);
    if (refused !== null) {
      limited("warn", "push-refused", { reason: refused }, "push: an endpoint is no longer allowed; its subscription is forgotten");
      return "gone";
    }
    const { headers, body } = webpush.generateRequestDetails(target, JSON.stringify(payload), {
      vapidDetails: this.vapid,
      contentEncoding: "aes128gcm",
      topic: PUSH_TAG,
      ...delivery(kind),
    });
    const deadline = AbortSignal.timeout(ANSWER_MS);
    try {
      const status = await this.post(target.endpoint, headers as Record<string, string | number>, body, stop ? AbortSignal.any([deadline, stop]) : deadline);
      if (status >= 200 && status < 300) return "delivered";
      if (status === 404 || status === 410) return "gone";
      limited("warn", "push-failed", { status }, "push: a push service refused a push");
      return "failed";
    } catch (error) {
      if (deadline.aborted) return "slow";
      // The endpoint's URL is a capability: it is never logged.
      if (!stop?.aborted) limited("warn", "push-failed", { err: error instanceof Error ? error.message.slice(0, 200) : String(error) }, "push: a push service could not be reached");
      return "failed";
    }
  }

  /** The status the push service answers; the body is read and dropped. */
  private post(endpoint: string, headers: Record<string, string | number>, body: Buffer | null, signal: AbortSignal): Promise<number> {
    const url = new URL(endpoint);
    const https = url.protocol === "https:";
    return new Promise((resolve, reject) => {
      const options = { method: "POST", headers, signal, agent: https ? this.agent : this.plain };
      const answered = (res: IncomingMessage) => {
        res.on("error", reject);
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("close", () => reject(new Error("the answer was cut off")));
        res.resume();
      };
      const req: ClientRequest = https ? httpsRequest(url, options, answered) : httpRequest(url, options, answered);
      req.on("error", reject);
      req.end(body ?? undefined);
    });
  }

  close(): void {
    this.agent.destroy();
    this.plain.destroy();
  }
}
