import { hasControl, hasMarkStack, hasTag, isInvisible, isWellFormed, MAX_MARKS, sameName } from "../limits/text.js";

/**
 * DECISION: names are plain text that the clients render as text; to leave no doubt with
 * any other client, names holding markup characters are refused rather than escaped.
 */
const MARKUP = /[<>]/;
export const NAME_MAX = 24;

/** The display name to use, or a reason to refuse it. */
export function checkName(raw: unknown): { name: string } | { error: string } {
  if (typeof raw !== "string") return { error: "a name is required" };
  if (!isWellFormed(raw)) return { error: "a name must be valid Unicode text" };
  const name = raw.trim();
  const length = [...name].length;
  if (length < 1) return { error: "a name is required" };
  if (length > NAME_MAX) return { error: `a name has at most ${NAME_MAX} characters` };
  if (hasControl(name)) return { error: "a name cannot contain control characters" };
  if (hasTag(name)) return { error: "a name cannot contain tag characters" };
  if (MARKUP.test(name)) return { error: "a name cannot contain < or >" };
  if (isInvisible(name)) return { error: "a name must have a visible character" };
  if (hasMarkStack(name)) return { error: `a name stacks at most ${MAX_MARKS} accents on a letter` };
  return { name };
}

/** A name that another person at the table already goes by. */
export function nameTaken(name: string, others: Iterable<string>): boolean {
  for (const other of others) if (sameName(name, other)) return true;
  return false;
}

/**
 * The name a member takes a seat under. A spectator may give one (by the join's rules, and
 * nobody else at the table goes by it): the name they watched under is often the default
 * "Spectator". A player keeps theirs.
 */
export function sittingName(member: { name: string; spectator: boolean }, asked: string | undefined, others: Iterable<string>): { name: string } | { code: string; error: string } {
  if (asked === undefined) return { name: member.name };
  if (!member.spectator) return { code: "bad-message", error: "only a spectator taking a seat gives a name" };
  const checked = checkName(asked);
  if ("error" in checked) return { code: "bad-name", error: checked.error };
  if (nameTaken(checked.name, others)) return { code: "bad-name", error: "somebody at this table already goes by that name" };
  return checked;
}
