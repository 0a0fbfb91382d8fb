/**
 * DECISION: names are plain text that the clients render as text; to leave no doubt with
 * any other client, names holding markup characters are refused rather than escaped.
 */
// Control characters, line breaks, and the bidi overrides that could reorder other text.
const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const MARKUP = /[<>]/;
export const NAME_MAX = 24;

/** The display name to use, or a reason to refuse it. */
export function checkName(raw: unknown): { name: string } | { error: string } {
  if (typeof raw !== "string") return { error: "a name is required" };
  const name = raw.trim();
  const length = [...name].length;
  if (length < 1) return { error: "a name is required" };
  if (length > NAME_MAX) return { error: `a name has at most ${NAME_MAX} characters` };
  if (CONTROL.test(name)) return { error: "a name cannot contain control characters" };
  if (MARKUP.test(name)) return { error: "a name cannot contain < or >" };
  return { name };
}
