/** A greyed DOG card, tapped, says why it cannot be played: worded from the view alone. */
import { expect, test } from "@jest/globals";
import type { Dog } from "@tablee/shared";
import { dogWhy } from "../../client/src/games/dog/why.ts";
import { translator } from "../../client/src/i18n/words.ts";
import words from "../../client/src/games/dog/i18n.json" with { type: "json" };

const t = translator(words.en, "en");
const view = (fields: Partial<Dog.DogView>): Dog.DogView => ({ seat: 0, phase: "play", ...fields }) as Dog.DogView;
const move = [{ type: "play" }];

test("a 7 being moved, the card given, somebody else's turn, no marble to move", () => {
  expect(dogWhy(view({ seven: { remaining: 3 } as Dog.DogView["seven"] }), false, move, t)).toBe("Finish the 7 first");
  expect(dogWhy(view({ phase: "exchange", myExchange: "5" }), false, [], t)).toBe("You gave your card; waiting for your partner");
  expect(dogWhy(view({}), false, [], t)).toBe("Not your turn");
  expect(dogWhy(view({}), false, move, t)).toBe("No marble can move with this card");
});

test("nothing to say for a playable card, a spectator or a finished game", () => {
  expect(dogWhy(view({}), true, move, t)).toBe("");
  expect(dogWhy(view({ seat: undefined }), false, [], t)).toBe("");
  expect(dogWhy(view({ winner: 0 }), false, [], t)).toBe("");
});

test("in French and German too", () => {
  expect(dogWhy(view({}), false, [], translator(words.fr, "fr"))).toBe("Ce n'est pas votre tour");
  expect(dogWhy(view({}), false, move, translator(words.de, "de"))).toBe("Keine Kugel kann mit dieser Karte ziehen");
});
