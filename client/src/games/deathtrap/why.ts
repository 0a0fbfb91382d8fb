import type { Deathtrap } from "@tablee/shared";
import type { Translate } from "../../i18n/words.js";
import { modeOf } from "./choices.js";

/**
 * Why a card of the Deathtrap hand cannot be played now, in words, from the view and the
 * legal actions (the engine gives no reasons): somebody else's turn, a trick this card cannot
 * beat ("Must beat 2 × Priestess"), or a card the Pig's discard or the swap does not take.
 * Empty: nothing to say (a spectator, a finished game, a playable card).
 */
export function deathtrapWhy(view: Deathtrap.DeathtrapView, playable: boolean, legal: readonly Deathtrap.DeathtrapAction[], t: Translate, cardName: (kind: string) => string): string {
  if (view.seat === undefined || view.phase === "over" || playable) return "";
  if (legal.length === 0) return view.finished.includes(view.seat) ? "" : t("dt.why.notYourTurn");
  const trick = view.trick;
  if (modeOf(legal) === "play" && trick) {
    return trick.kind === undefined ? t("dt.why.beatWilds", { count: trick.count }) : t("dt.why.beat", { count: trick.count, card: cardName(trick.kind) });
  }
  return t("dt.why.notNow");
}
