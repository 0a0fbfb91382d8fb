/**
 * Text that enters a table's state (names, chat) and is drawn by every client. The wire
 * encoder sizes strings as UTF-8, so a lone UTF-16 surrogate would corrupt every peer's
 * decoder: text must be well-formed Unicode before anything else looks at it.
 */

const LONE_SURROGATE = /\p{Cs}/u;
/** Controls and line breaks: never part of a one-line name or chat line. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
/** Embeddings, overrides and isolates reorder the text around them, other people's too. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/gu;
/** Drawn as nothing: spaces, format characters, fillers (U+3164, U+FFA0, U+115F…), the blank braille cell. */
const BLANKS = "\\p{White_Space}\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2800";
const BLANK = new RegExp(`[${BLANKS}]`, "gu");
/** A name of marks alone shows nothing either. */
const BLANK_OR_MARK = new RegExp(`[${BLANKS}\\p{M}]`, "gu");
/** Combining marks stacked on one base character; real scripts need at most a few. */
export const MAX_MARKS = 3;
const MARK_STACK = new RegExp(`\\p{M}{${MAX_MARKS + 1},}`, "u");
const MARK_RUN = /\p{M}+/gu;
/** How deep a decoded message may nest before it is refused unread. */
const MAX_DEPTH = 16;

export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/**
 * True when every string (and key) inside a decoded message is well-formed and the value
 * nests at most MAX_DEPTH levels: checked before any handler sees the message.
 */
export function wellFormedDeep(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return isWellFormed(value);
  if (value === null || typeof value !== "object") return true;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => wellFormedDeep(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (!isWellFormed(key) || !wellFormedDeep(item, depth + 1)) return false;
  }
  return true;
}

const ANY_CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

export function hasControl(text: string): boolean {
  return ANY_CONTROL.test(text);
}

/** Nothing would show: only spaces, invisible or combining characters. */
export function isInvisible(text: string): boolean {
  return text.replace(BLANK_OR_MARK, "").length === 0;
}

export function hasMarkStack(text: string): boolean {
  return MARK_STACK.test(text);
}

/** Two names a person would take for the same one compare equal here. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").replace(BLANK, "").toLocaleLowerCase("und");
}

/** A chat line as it is kept: bidi controls dropped, controls as spaces, mark stacks cut. */
export function cleanLine(raw: string): string {
  return raw
    .replace(BIDI_CONTROL, "")
    .replace(CONTROL, " ")
    .replace(MARK_RUN, (run) => [...run].slice(0, MAX_MARKS).join(""))
    .trim();
}
