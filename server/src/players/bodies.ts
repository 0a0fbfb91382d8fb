import { z } from "zod";

/**
 * The shapes of account request bodies. A passkey's response is checked whole by
 * @simplewebauthn/server; here only that it is the browser's JSON of one, within bounds:
 * strings, the transports' list, and a new passkey's COSE algorithm, a number
 * (`publicKeyAlgorithm`, which browsers and @simplewebauthn/browser send).
 */
const b64url = z.string().regex(/^[A-Za-z0-9_-]*$/, "base64url").max(2048);

export const passkeyResponse = z
  .object({
    id: b64url.min(1),
    rawId: b64url.min(1),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.union([z.string().max(2048), z.number().int().safe(), z.array(z.string().max(32)).max(8)])),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  })
  .strict();

export const seatKeys = z
  .array(z.object({ table: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), key: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) }).strict())
  .default([]);

export const registerOptionsBody = z.object({ name: z.string() }).strict();
export const deviceOptionsBody = z.object({ link: z.string() }).strict();
export const finishBody = (most: number) => z.object({ credential: passkeyResponse, seatKeys: seatKeys.refine((keys) => keys.length <= most, `at most ${most} seat keys`) }).strict();
export const claimBody = (most: number) => z.object({ seatKeys: seatKeys.refine((keys) => keys.length <= most, `at most ${most} seat keys`) }).strict();
export const renameBody = z.object({ name: z.string() }).strict();

export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "malformed";
}
