import unhomoglyph from "unhomoglyph";

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

/** Controls, line breaks and every bidi control (U+061C, U+200E, U+200F, embeddings, overrides, isolates). */
const ANY_CONTROL = /[\p{Cc}\u2028\u2029\p{Bidi_Control}]/u;

export function hasControl(text: string): boolean {
  return ANY_CONTROL.test(text);
}

/** An emoji tag sequence (a subdivision flag: 🏴 then tag letters and digits, then CANCEL TAG). */
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,7}\u{E007F}/gu;
const TAG = /[\u{E0000}-\u{E007F}]/u;

/** Tag characters (U+E0000–E007F) spell hidden text; only a subdivision flag may hold them. */
export function hasTag(text: string): boolean {
  return TAG.test(text.replace(EMOJI_TAG_SEQUENCE, ""));
}

/** Nothing would show: only spaces, invisible or combining characters. */
export function isInvisible(text: string): boolean {
  return text.replace(BLANK_OR_MARK, "").length === 0;
}

export function hasMarkStack(text: string): boolean {
  return MARK_STACK.test(text);
}

/**
 * The keys under which two names a person would take for the same one are equal:
 * invisible characters ignored, NFKC, and
 * - case-blind ("ana", "ANA");
 * - letters that look alike as one, by Unicode's confusable skeleton (UTS #39: NFD, the
 *   confusables mapping, NFD), of the name as written ("AIice" with a capital I) and of its
 *   lower case (Cyrillic "е" in "alicе", "rn" for "m"). The mapping is unhomoglyph's copy of
 *   Unicode's confusables.txt.
 */
export function nameKeys(name: string): string[] {
  const plain = name.normalize("NFKC").replace(BLANK, "");
  const lower = plain.toLocaleLowerCase("und");
  return [lower, skeleton(plain), skeleton(lower)];
}

function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

/** Two names a person would take for the same one. */
export function sameName(a: string, b: string): boolean {
  const keys = nameKeys(b);
  return nameKeys(a).some((key, i) => key === keys[i]);
}

/** A chat line as it is kept: bidi controls dropped, controls as spaces, mark stacks cut. */
export function cleanLine(raw: string): string {
  return raw
    .replace(BIDI_CONTROL, "")
    .replace(CONTROL, " ")
    .replace(MARK_RUN, (run) => [...run].slice(0, MAX_MARKS).join(""))
    .trim();
}
