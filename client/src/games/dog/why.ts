import type { Dog } from "@tablee/shared";
import type { Translate } from "../../i18n/words.js";

/**
 * Why a greyed card of the DOG hand cannot be played now, in words, from the view alone (the
 * engine gives legal actions, not reasons): a 7 still being moved, the exchange already
 * given, somebody else's turn, or no marble that this card can move. Empty: nothing to say
 * (a spectator, a finished game, a card that can be played).
 */
export function dogWhy(view: Dog.DogView, playable: boolean, legal: readonly unknown[], t: Translate): string {
  if (view.seat === undefined || view.winner !== undefined || playable) return "";
  if (view.seven !== undefined) return t("dog.why.seven");
  // In the house variant's teams of three (DOG-20) the cards change hands once all three have chosen.
  const teamOfThree = view.teamOf !== undefined && new Set(view.teamOf).size === 2;
  if (view.phase === "exchange") return view.myExchange !== undefined ? t(teamOfThree ? "dog.why.givenTeam" : "dog.why.given") : "";
  if (legal.length === 0) return t("dog.why.notYourTurn");
  return t("dog.why.noMove");
}
