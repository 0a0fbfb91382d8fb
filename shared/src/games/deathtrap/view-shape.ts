import { bool, int8, list, oneOf, part, ref, seatFields, tableFields, text, uint8, type ShapeOf, type ViewShapes } from "../../engine/view-shape.js";
import type { CardKind, CreatureKind, DeathtrapAction, DeathtrapEvent, Phase, Title, WildKind } from "./types.js";

export const DeathtrapOptionsPart = part("DeathtrapOptions", "The table's options.", {
  pigLeader: oneOf("left-of-holder", "holder-chooses").is("DD-4: who leads the first trick after the Pig"),
});

export const DeathtrapTrick = part("DeathtrapTrick", "DD-5: the set on the table.", {
  kind: text().as<CreatureKind>().opt().is("its creature; absent for a set of wild cards only"),
  naturals: uint8().is("cards of `kind`"),
  wilds: list(text().as<WildKind>()).is('the wild cards in it, "red-lotus" | "chaindog"'),
  count: uint8().is("cards in the set"),
  value: uint8().is("the creature's value, 0 for wilds only"),
  by: uint8().is("who laid it"),
});
export type TrickView = ShapeOf<typeof DeathtrapTrick>;

export const DeathtrapTitle = part("DeathtrapTitle", "DD-8: a seat's title from the previous round.", {
  title: oneOf("supreme-master", "master", "wimp", "supreme-wimp").as<Title>().opt().is("absent in round 1"),
});
export type TitleView = ShapeOf<typeof DeathtrapTitle>;

export const DeathtrapScoreRow = part("DeathtrapScoreRow", "DD-8: one finished round's points.", {
  points: list(uint8()).is("by seat"),
});

export const DeathtrapSwap = part("DeathtrapSwap", "DD-3: one swap as everybody sees it: who, with whom, how many; never which cards.", {
  giver: uint8(),
  master: uint8(),
  count: uint8().is("cards given"),
  chosen: bool().is("the Master has chosen their return (public: the table waits for it)"),
  done: bool().is("the returned cards reached the giver"),
});
export type SwapView = ShapeOf<typeof DeathtrapSwap>;

export const DeathtrapPig = part("DeathtrapPig", "DD-4: the Pig step.", {
  holder: int8().is("-1 until the Pig step starts (a Master may still hand the Pig back)"),
  done: bool(),
  discard: text().as<CardKind>().opt().is("the card discarded with the Pig; absent before, or for the Pig alone"),
  leader: uint8().opt().is("who leads the first trick; absent until the Pig is played"),
});

export const DeathtrapBoard = part("DeathtrapBoard", "The engine's `DeathtrapPublicView`: the table as a spectator sees it.\n\nThe Killing Machine's holder is never public (DD-6): during tricks `active` (on the board and on the table) names the turn player only; the holder finds `canStrike` in its private part, and `{\"type\":\"killing-machine\"}` among its legal actions. Swap events never carry their cards here (DD-3: `cards: []`).", {
  ...tableFields<DeathtrapEvent>("DeathtrapEvent", "the seats the table is seen waiting for: the turn player during a trick (DD-6)"),
  players: uint8().is("4..8"),
  options: ref(DeathtrapOptionsPart).is("the table's options"),
  round: uint8().is("1..4"),
  rounds: uint8().is("4"),
  dealer: uint8(),
  phase: oneOf("swap", "pig", "play", "over").as<Phase>(),
  handCounts: list(uint8()).is("cards per seat"),
  played: list(uint8()).is(
    "the cards that left the hands this round (sets, the Pig and its discard, the Killing Machine), as counts per kind: the twelve creatures weakest first, then the four specials in the order the card names list them",
  ),
  turn: int8().is('seat to play, -1 outside "play"'),
  trick: ref(DeathtrapTrick).opt().is("the set on the table; absent when there is none"),
  passed: list(bool()).is("who passed since the last set"),
  finished: list(uint8()).is("DD-7: this round's finishing order (complete once it ended)"),
  previousOrder: list(uint8()).opt().is("the previous round's whole order; absent in round 1"),
  titles: list(ref(DeathtrapTitle)).is("by seat"),
  scoreSheet: list(ref(DeathtrapScoreRow)).is("one row per finished round"),
  totals: list(uint8()).is("points by seat"),
  swaps: list(ref(DeathtrapSwap)).is("DD-3: this round's swaps"),
  pig: ref(DeathtrapPig),
});
/**
 * Deathtrap's public view. DD-6: `active` names the turn player only during tricks, never the
 * Killing Machine's holder, who may act as well (their `canStrike` says so).
 */
export type DeathtrapPublicView = ShapeOf<typeof DeathtrapBoard>;

export const DeathtrapOwnSwap = part("DeathtrapOwnSwap", "DD-3: the cards of this seat's own swap, which only its two players see.", {
  giver: uint8(),
  master: uint8(),
  gift: list(text().as<CardKind>()).is("the forced gift"),
  returned: list(text().as<CardKind>()).opt().is("the Master's return: for the Master once chosen, for the giver once done; absent before"),
});
export type OwnSwapView = ShapeOf<typeof DeathtrapOwnSwap>;

export const DeathtrapPrivate = part("DeathtrapPrivate", "The engine's `DeathtrapPrivateView`: what this seat alone knows.\n\nThe swaps happen on the server: the engine takes the forced gifts; each Master chooses a return in private. Only the two players of a swap ever receive its cards (in `swap`); everybody, the two players included, sees the public `swap` events of the log with `count` and `cards: []`.", {
  ...seatFields(),
  hand: list(text().as<CardKind>()).is("your cards by name, weakest creature first, specials last"),
  canStrike: bool().is("DD-6: you may play the Killing Machine now, out of turn"),
  swap: ref(DeathtrapOwnSwap).opt().is("DD-3: your swap this round, if you are one of its two players"),
});
/** What one seat alone knows: its hand, whether it may strike now, its own swap's cards. */
export type DeathtrapPrivateView = ShapeOf<typeof DeathtrapPrivate>;

/** Its largest patch round measured 1.9 KB, at eight seats (test/server/encoder-buffer.test.ts). */
export const deathtrapViews: ViewShapes = { title: "Deathtrap", board: DeathtrapBoard, private: DeathtrapPrivate, encoderBytes: 11 * 1024 };

