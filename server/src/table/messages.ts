import { z } from "zod";

/**
 * The shapes of the table messages (docs/protocol.md). A message is checked against its
 * shape before anything else looks at it; the game's `action` shape lives in its binding.
 */
const empty = z.union([z.undefined(), z.null(), z.object({}).strict()]);

export const tableMessages = {
  sit: z.object({ seat: z.number().int().min(0).max(63) }).strict(),
  stand: empty,
  start: empty,
  rematch: empty,
  chat: z.object({ text: z.string().max(2000) }).strict(),
};

export type TableMessageType = keyof typeof tableMessages;

/** The join/create options (docs/protocol.md). */
export const joinOptions = z.object({
  name: z.unknown(),
  private: z.boolean().optional(),
  spectate: z.boolean().optional(),
  /** A seat key (docs/protocol.md, "Seat keys"): base64url, 43 characters for 256 bits. */
  seatKey: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, "a seat key is 16 to 128 characters of base64url").optional(),
  options: z.record(z.string(), z.unknown()).optional(),
});

/** Error text a person can read, from zod's issues. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "malformed message";
  const where = issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  return `malformed message${where}: ${issue.message}`;
}
