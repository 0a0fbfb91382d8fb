import { limited } from "../log.js";
import type { TableStore } from "../store/store.js";
import { checkHosts, hostsFrom, serviceOf, type EndpointPolicy } from "./endpoints.js";
import { Notifier } from "./notifier.js";
import { Sender } from "./sender.js";
import { vapidFor, type VapidSettings } from "./vapid.js";

/** createTableServer's `push` option; serve.ts reads it from the environment. */
export interface PushOptions extends VapidSettings {
  /** Allowed push-service hosts (PUSH_ENDPOINT_HOSTS): a list, or the variable's text. Default: the known services. */
  endpointHosts?: readonly string[] | string;
  /** Tests only: http endpoints, private addresses, any port, and the stand-in's certificate. */
  allowHttp?: boolean;
  allowPrivate?: boolean;
  allowPorts?: boolean;
  ca?: string;
  /** Calls to one phone within this many ms make one push. Default 3,000. */
  digestMs?: number;
  /** How often calls held by quiet hours are looked at (their end is noticed within it). Default 60,000. */
  quietSweepMs?: number;
  /** Tests only: the clock quiet hours are judged by. */
  now?: () => number;
}

/** Shutdown waits this long at most for pushes under way and waiting; the rest are given up. */
export const SHUTDOWN_GRACE_MS = 3_000;

export interface PushService {
  publicKey: string;
  policy: EndpointPolicy;
  store: TableStore["push"];
  notifier: Notifier;
  close(): Promise<void>;
}

let active: PushService | null = null;

/** The process's push service, once the server has started it (the tables and routes read it). */
export function activePush(): PushService | null {
  return active;
}

export async function startPush(store: TableStore, options: PushOptions = {}): Promise<PushService> {
  const vapid = await vapidFor(options, store.push);
  const hosts = typeof options.endpointHosts === "string" || options.endpointHosts === undefined ? hostsFrom(options.endpointHosts) : [...options.endpointHosts];
  checkHosts(hosts);
  const policy: EndpointPolicy = { hosts, allowHttp: options.allowHttp === true, allowPrivate: options.allowPrivate === true, allowPorts: options.allowPorts === true };
  const sender = new Sender(vapid, policy, options.ca);
  const notifier = new Notifier({
    store: store.push,
    send: (target, payload, kind, stop) => sender.send(target, payload, kind, stop),
    serviceOf: (endpoint) => serviceOf(endpoint, policy),
    digestMs: options.digestMs ?? 3_000,
    now: options.now,
  });
  // Quiet hours end for each player at their own time: a sweep notices, whichever process runs it first.
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping || store.health.failing !== null) return;
    sweeping = true;
    notifier
      .releaseHeld()
      .catch((error: unknown) => limited("warn", "push-held", { err: error instanceof Error ? error.message : String(error) }, "push: held calls could not be sent"))
      .finally(() => (sweeping = false));
  }, options.quietSweepMs ?? 60_000);
  sweep.unref();
  const service: PushService = {
    publicKey: vapid.publicKey,
    policy,
    store: store.push,
    notifier,
    async close() {
      clearInterval(sweep);
      await notifier.close(SHUTDOWN_GRACE_MS);
      sender.close();
      if (active === service) active = null;
    },
  };
  active = service;
  return service;
}
