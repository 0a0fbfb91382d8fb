import { awayAfterChoices, botLevels, liveClocks, paces, turnClocks } from "@tablee/shared";
import { z } from "zod";

/**
 * The shapes of the table messages (docs/protocol.md). A message is checked against its
 * shape before anything else looks at it; the game's `action` shape lives in its binding.
 */
const empty = z.union([z.undefined(), z.null(), z.object({}).strict()]);

const literals = (values: readonly number[]) => z.union(values.map((v) => z.literal(v)) as [z.ZodLiteral<number>, z.ZodLiteral<number>]);
/** Any clock some pace offers; whether it fits the pace asked is checked with it (clockFits). */
const clock = literals([...new Set<number>([...liveClocks, ...turnClocks])]);
const awayAfter = literals(awayAfterChoices);

export const tableMessages = {
  /** `name`: a spectator taking a seat may give the name they play under. */
  sit: z.object({ seat: z.number().int().min(0).max(63), name: z.string().max(200).optional() }).strict(),
  stand: empty,
  /**
   * Without options every seat must be held. `short`: the free seats close and the game starts
   * with whoever is seated; `fill`: bots of that level take the free seats first.
   */
  start: z.union([
    empty,
    z.object({ short: z.literal(true) }).strict(),
    z.object({ fill: z.enum(botLevels) }).strict(),
  ]),
  /** Host only, before the start: the table's seat count, within the game's range. */
  "set-seats": z.object({ count: z.number().int().min(1).max(63) }).strict(),
  rematch: empty,
  chat: z.object({ text: z.string().max(2000) }).strict(),
  "add-bot": z.object({ seat: z.number().int().min(0).max(63), level: z.enum(botLevels) }).strict(),
  "remove-bot": z.object({ seat: z.number().int().min(0).max(63) }).strict(),
  back: empty,
  /** The page is shown or hidden (document.visibilityState): no push while a seat's page is shown. */
  visible: z.object({ visible: z.boolean() }).strict(),
  "open-seat": z.object({ seat: z.number().int().min(0).max(63) }).strict(),
  /** Host only, before the start: the table's pace, its clock, and the away rule. */
  "set-pace": z.object({ pace: z.enum(paces), clock, awayAfter: awayAfter.optional() }).strict(),
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
  /** Creating only: live (default) or turn-based. */
  pace: z.enum(paces).optional(),
  /** Creating only: seconds per decision on the turn clock (0: none), one the pace offers. */
  clock: clock.optional(),
  /** Creating only: missed moves in a row after which the bot keeps the seat (default 3). */
  awayAfter: awayAfter.optional(),
  /** Creating only: the bot level that takes over an away player's seat. */
  takeover: z.enum(botLevels).optional(),
  /** Creating only: bots seated at once, in the last seats (at least one seat stays for a person). */
  bots: z.array(z.enum(botLevels)).max(7).optional(),
});

/** Error text a person can read, from zod's issues. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "malformed message";
  const where = issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  return `malformed message${where}: ${issue.message}`;
}
