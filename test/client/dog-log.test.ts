/**
 * DOG's log tells one line per card played: a 7 played a step at a time (one move, and one
 * batch of events, per part) is told once, its parts added up per marble, in each language.
 * The batches are the engine's own, joined as the table's log joins them.
 */
import { describe, expect, test } from "@jest/globals";
import { Dog, toLine } from "@tablee/shared";
import { joinBatches, type Batch } from "../../client/src/table/log-batches.ts";
import { position } from "../support/dog-position.ts";

import { describeDog, dogLogWords } from "../../client/src/games/dog/log.ts";
import { eventsOf } from "../../client/src/games/wire.ts";
import { translator, type Locale } from "../../client/src/i18n/words.ts";
import { de } from "../../client/src/i18n/de.ts";
import { en } from "../../client/src/i18n/en.ts";
import { fr } from "../../client/src/i18n/fr.ts";

// The shell's words with the game's own, as the page merges them.
const WORDS: Record<Locale, Record<string, string>> = { en: { ...en, ...dogLogWords.en }, fr: { ...fr, ...dogLogWords.fr }, de: { ...de, ...dogLogWords.de } };
let t = translator(en, "en");
const setLocale = (lang: Locale): void => {
  t = translator(WORDS[lang], lang);
};

const NAMES = ["Ana", "Bob", "Cy", "Dee"];
const describe7 = (log: string[], names: readonly string[]) => describeDog(eventsOf(log), names, t);

/** The log's lines after these parts of Bob's 7 (marble, steps), each part one move. */
function told(parts: [number, number][], hand: Dog.Card[] = ["7", "2"]): string[] {
  let state = position({ turn: 1, at: { 4: 10, 5: 30, 6: 40 }, hands: { 1: hand, 0: ["K"], 2: ["K"], 3: ["K"] } });
  const entries: Batch[] = [];
  parts.forEach(([marble, steps], i) => {
    const action: Dog.DogAction = i === 0 ? { type: "seven", card: hand[0] as "7" | "Joker", marble, steps, finish: false } : { type: "seven", marble, steps, finish: false };
    state = Dog.dog.apply(state, 1, action);
    const batch = { log: state.events.map(toLine), names: NAMES };
    const joined = entries.length > 0 ? joinBatches(describe7, entries[entries.length - 1], batch) : null;
    if (joined) entries[entries.length - 1] = joined;
    else entries.push(batch);
  });
  return entries.flatMap((entry) => describe7(entry.log, entry.names));
}

describe("DOG's log", () => {
  test("a 7 taken one step at a time is one line, not seven", () => {
    setLocale("en");
    const steps: [number, number][] = [[4, 1], [4, 1], [4, 1], [4, 1], [5, 1], [5, 1], [5, 1]];
    expect(told(steps)).toEqual(["Bob plays a 7: 4 with one marble, 3 with another"]);
    expect(told([[4, 7]])).toEqual(["Bob plays a 7: 7 with one marble"]);
    expect(told([[4, 2], [6, 3], [5, 2]], ["Joker", "2"])).toEqual(["Bob plays a Joker as a 7: 2 with one marble, 3 with another, 2 with another"]);
  });

  test("the line is told in French and German too", () => {
    const steps: [number, number][] = [[4, 3], [5, 1], [5, 3]];
    setLocale("fr");
    expect(told(steps)).toEqual(["Bob joue un 7 : 3 avec un pion, 4 avec un autre"]);
    setLocale("de");
    expect(told(steps)).toEqual(["Bob spielt eine 7: 3 mit einer Kugel, 4 mit einer anderen"]);
    setLocale("en");
  });

  test("the next card played starts its own line", () => {
    setLocale("en");
    let state = position({ turn: 1, at: { 4: 10, 8: 50 }, hands: { 1: ["7", "2"], 2: ["5", "K"], 0: ["K"], 3: ["K"] } });
    const batches: Batch[] = [];
    for (const [seat, action] of [
      [1, { type: "seven", card: "7", marble: 4, steps: 4, finish: false }],
      [1, { type: "seven", marble: 4, steps: 3, finish: false }],
      [2, { type: "move", card: "5", marble: 8, steps: 5, finish: false }],
    ] as [number, Dog.DogAction][]) {
      state = Dog.dog.apply(state, seat, action);
      const batch = { log: state.events.map(toLine), names: NAMES };
      const joined = batches.length > 0 ? joinBatches(describe7, batches[batches.length - 1], batch) : null;
      if (joined) batches[batches.length - 1] = joined;
      else batches.push(batch);
    }
    expect(batches.flatMap((b) => describe7(b.log, b.names))).toEqual(["Bob plays a 7: 7 with one marble", "Cy plays a 5 · Cy's marble moves 5"]);
  });
});
