/*
 * French elision: "le pion d'Alice", "l'As", "qu'Ève" — but "de Bob", "le Huit". A French
 * sentence writes the word before an inserted name or card as a prefix of its placeholder,
 * `{de:name}`, `{le:card}`, `{que:name}`, and the fill step joins them as French writes them.
 * Only French words use the prefix; the dictionary test checks the placeholder's name is the
 * same as in English.
 */

/** The words that elide, and their elided form. */
const ELIDED: Record<string, string> = { de: "d'", le: "l'", la: "l'", que: "qu'", ne: "n'", je: "j'", se: "s'" };

/** The prefixes a placeholder may carry (`{de:name}`). */
export const ELIDING_WORDS = Object.keys(ELIDED);

// Words starting with a vowel letter that are said with a consonant (or that French never
// elides before): "le onze", "le huit" (h aspiré), "le yaourt". Names starting with "H" are
// taken as h muet ("d'Hélène", "d'Hugo"), as most first names are.
const NO_ELISION = /^(onze|onzième|huit|huitième|hache|haut|hibou|héros|yaourt|oui)\b/i;

/** Whether French elides before this word: a vowel sound at its start. */
export function startsWithVowelSound(word: string): boolean {
  const text = word.trimStart();
  if (text === "" || NO_ELISION.test(text)) return false;
  const first = text.normalize("NFD")[0].toLowerCase();
  if ("aeiouœæ".includes(first)) return true;
  if (first === "h") return true;
  // "Yves", "Yvonne": a y before a consonant is a vowel; "Yann", "Yoko": a consonant.
  if (first === "y") return !/^[aeiouy]/i.test(text.normalize("NFD").slice(1));
  return false;
}

/** "de" + "Alice" → "d'Alice"; "de" + "Bob" → "de Bob". An unknown word is kept with a space. */
export function elide(word: string, next: string): string {
  const elided = ELIDED[word.toLowerCase()];
  if (elided && startsWithVowelSound(next)) {
    const form = word[0] === word[0].toUpperCase() ? elided[0].toUpperCase() + elided.slice(1) : elided;
    return form + next;
  }
  return `${word} ${next}`;
}
