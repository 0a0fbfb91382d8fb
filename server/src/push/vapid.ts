import webpush from "web-push";
import type { PushStore } from "../store/push-store.js";

/**
 * The server's VAPID identity: the key pair every push is signed with, and the contact the
 * push services see (`mailto:` or `https:`). Given by VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and
 * VAPID_SUBJECT, all three or none; with none, a pair is made at the first start and kept in
 * the store, so a restart (or another process of the same store) signs with the same keys and
 * the browsers' subscriptions stay valid.
 */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface VapidSettings {
  publicKey?: string;
  privateKey?: string;
  subject?: string;
}

/** The contact of a server that gave none; production gives its own (README). */
export const DEFAULT_SUBJECT = "mailto:push@tablee.invalid";

export async function vapidFor(given: VapidSettings, store: PushStore): Promise<Vapid> {
  const named = { VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey, VAPID_SUBJECT: given.subject };
  const missing = Object.entries(named).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === 0) {
    const vapid = { publicKey: given.publicKey!, privateKey: given.privateKey!, subject: given.subject! };
    check(vapid);
    return vapid;
  }
  if (missing.length < 3) {
    throw new Error(`VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are given together or not at all: ${missing.join(" and ")} missing`);
  }
  const kept = await store.vapidKeys(webpush.generateVAPIDKeys(), Date.now());
  return { ...kept, subject: DEFAULT_SUBJECT };
}

/** web-push's own checks (key lengths, the subject's form), as a start error that names them. */
function check(vapid: Vapid): void {
  try {
    webpush.getVapidHeaders("https://fcm.googleapis.com", vapid.subject, vapid.publicKey, vapid.privateKey, "aes128gcm");
  } catch (error) {
    throw new Error(`VAPID keys: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
