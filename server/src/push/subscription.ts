import { createPublicKey } from "node:crypto";
import { z } from "zod";

/**
 * What a page sends to subscribe a seat: its seat key (which proves the seat) and the
 * browser's PushSubscription as `toJSON()` gives it. The keys are checked for what they are,
 * not only for their shape: p256dh an uncompressed point on P-256 (65 bytes), auth 16 bytes.
 */

/** Endpoints of the real push services are 150–500 characters. */
export const ENDPOINT_CHARS = 1024;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "must be base64url")
    .refine((text) => Buffer.from(text, "base64url").length === bytes, `must be ${bytes} bytes`);

const p256dh = base64url(65).refine(onCurve, "must be a P-256 public key");

export const pushSubscription = z
  .object({
    endpoint: z.string().max(ENDPOINT_CHARS),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh, auth: base64url(16) }).strict(),
  })
  .strict();

const seatKey = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, "is not a seat key");

export const subscribeBody = z.object({ seatKey, subscription: pushSubscription }).strict();
export const unsubscribeBody = z.object({ seatKey, endpoint: z.string().max(ENDPOINT_CHARS) }).strict();

export type SubscribeBody = z.infer<typeof subscribeBody>;

function onCurve(text: string): boolean {
  const point = Buffer.from(text, "base64url");
  if (point[0] !== 4) return false;
  try {
    createPublicKey({ format: "jwk", key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") } });
    return true;
  } catch {
    return false;
  }
}

/** zod's first complaint as one sentence: "keys.auth: must be 16 bytes". */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}
