import type { SeatView } from "../../engine/contract.js";
import type { RngState } from "../../engine/random.js";

/*
 * Deathtrap Dungeon (rules: deathtrap-dungeon.fr.txt, rulings DD-1..DD-9). Decisions the
 * sheet and the rulings leave open, and how this engine settles them:
 *
 * - Cards. A card is named by its kind (creatures "rat-man" 1 … "red-dragon" 12, specials
 *   "exploding-pig", "killing-machine", "red-lotus", "chaindog"). Cards of one kind are
 *   interchangeable, so the state holds each hand as counts per kind index (KINDS order):
 *   legal sets are enumerated per (kind, naturals, wilds) and a move copies one 16-number row.
 * - Wilds. Red Lotus and Chaindog are interchangeable, so a play names how many wilds it
 *   adds, not which: the engine spends the Red Lotus first. The trick and the log still say
 *   exactly which cards lie on the table.
 * - Dealer (DD-2). Drawn at setup, then one seat clockwise (seat + 1) each round; cards go
 *   one by one from the dealer's left, so the first seats after the dealer may hold one more.
 * - Swaps (DD-3). Right after the deal of rounds 2–4 the engine moves the forced gifts (the
 *   Supreme Wimp's two highest creatures to the Supreme Master, the Wimp's highest to the
 *   Master; with four players the Wimp is the 3rd). Then both Masters are active at once and
 *   each chooses, in private, the cards to hand back (as many as they received, from their
 *   whole hand, gifts and specials included). A chosen return waits in the swap record until
 *   both have chosen; then the cards move and the Pig step starts. Each swap is recorded:
 *   its two players see the exact cards, everybody else how many moved.
 * - Exploding Pig (DD-4). Every round starts (after any swaps) with its holder's one action:
 *   discard the Pig and one other card of their choice (any kind; this discard is public).
 *   Option `pigLeader`: "left-of-holder" (default) gives the first lead to the next player
 *   to the holder's left who holds cards; "holder-chooses" makes the same action name the
 *   leader, any seat still holding cards, the holder included. A holder whose only card is
 *   the Pig (impossible with a real deal, possible in built positions) discards it alone.
 * - Tricks (DD-5). A trick is "in progress" from the moment a set lies on the table until it
 *   ends; before the lead there is nothing to stop. Passing never locks a player out. The
 *   trick ends when every other player still holding cards has passed in a row since the
 *   last play; the last player who played leads, or the next holder to their left if out.
 * - Killing Machine (DD-6). While a trick is in progress its holder is active too, out of
 *   turn included, with the Killing Machine as their only action (on their own turn it joins
 *   the usual choices; it may also be led). activeSeats lists the turn player first, then
 *   the holder. The room applies messages in arrival order; each is validated against the
 *   state left by the previous one, so e.g. the turn player's play arriving after a Killing
 *   Machine is refused ("not-your-turn"), and a Killing Machine arriving after a pass that
 *   ended the trick is refused when no trick is in progress.
 * - Going out and the end of a round (DD-7) apply to any removal of cards (Pig, play,
 *   Killing Machine). A round ends at once when one player still holds cards; the next round
 *   is dealt inside the same apply (the view keeps the previous order and the score sheet).
 * - Titles and points (DD-8); four rounds, outcome = highest total, ties share (DD-9).
 *
 * For the room: activeSeats()[0] is the seat the table waits for (the turn clock runs for
 * it; during the swap both Masters are waited for); a second seat in the play phase is the
 * Killing Machine's holder, whose action is optional, so no clock should run for it and a
 * bot there should only be asked when `wantsToStrike` says so. The public view holds nothing
 * private: no hand, no swap card (not in the log events either), and `active` names the turn
 * player only during tricks, so the holder of the Killing Machine is never shown to others.
 * A seat's private view has its hand, `canStrike` and the cards of its own swap. A Master's
 * chosen return leaves their hand count until the swap completes.
 */

/** DD-1: the twelve creature kinds, weakest first (value = index + 1, 13 − value copies). */
export type CreatureKind =
  | "rat-man"
  | "orc"
  | "skeleton"
  | "zombie"
  | "warrior"
  | "snake-girl"
  | "priestess"
  | "dwarf"
  | "ninja"
  | "bloodbeast"
  | "manticore"
  | "red-dragon";
export type SpecialKind = "exploding-pig" | "killing-machine" | "red-lotus" | "chaindog";
export type WildKind = "red-lotus" | "chaindog";
export type CardKind = CreatureKind | SpecialKind;

/** Counts per kind index (see KINDS in cards.ts): 16 numbers. */
export type Hand = number[];

export interface DeathtrapOptions {
  /** DD-4: who leads the first trick after the Pig. */
  pigLeader: "left-of-holder" | "holder-chooses";
}

export type Phase = "swap" | "pig" | "play" | "over";

/** DD-8: the title a finishing place earns for the next round. */
export type Title = "supreme-master" | "master" | "wimp" | "supreme-wimp";

/** The set on the table (DD-5). */
export interface Trick {
  /** Kind index of the natural cards, -1 for a set of wilds only. */
  kind: number;
  naturals: number;
  /** Kind indices of the wilds in the set. */
  wilds: number[];
  /** 0 for wilds only, else the creature's value. */
  value: number;
  by: number;
}

/** One DD-3 swap: the forced gift from `giver` to `master`, then the master's return. */
export interface Swap {
  giver: number;
  master: number;
  /** Kind indices given (taken by the engine). */
  gift: number[];
  /** Kind indices the master hands back; null until chosen. Held here until both chose. */
  returned: number[] | null;
  /** True once the returned cards reached the giver. */
  done: boolean;
}

export interface PigStep {
  /** -1 until the Pig step starts (after any swaps). */
  holder: number;
  done: boolean;
  /** Kind index discarded with the Pig (null: the Pig alone, or not yet). */
  discard: number | null;
  leader: number | null;
}

export interface DeathtrapState {
  rng: RngState;
  options: DeathtrapOptions;
  players: number;
  /** 1..4 */
  round: number;
  dealer: number;
  phase: Phase;
  hands: Hand[];
  /** This round's swaps (empty in round 1). */
  swaps: Swap[];
  pig: PigStep;
  /** Seat to play, -1 outside the "play" phase. */
  turn: number;
  trick: Trick | null;
  /** Passes in a row since the last play of the current trick. */
  passes: number;
  passed: boolean[];
  /** DD-7: this round's finishing order so far. */
  finished: number[];
  /** The complete order of the previous round (titles, swaps); null in round 1. */
  previousOrder: number[] | null;
  /** DD-8: points per finished round, per seat. */
  scoreSheet: number[][];
  /** Public events of the most recent apply (swap cards are filtered by the view). */
  events: DeathtrapEvent[];
}

/**
 * A play names its set as (kind, naturals, wilds): `naturals` cards of `kind` plus `wilds`
 * wild cards; `kind` is null (and naturals 0) for a set of wilds only.
 */
export type DeathtrapAction =
  | { type: "play"; kind: CreatureKind | null; naturals: number; wilds: number }
  | { type: "pass" }
  | { type: "killing-machine" }
  /** DD-4; `leader` only with the option "holder-chooses". */
  | { type: "pig"; discard: CardKind | null; leader?: number }
  /** DD-3: the cards a Master hands back. */
  | { type: "return"; cards: CardKind[] };

export type DeathtrapEvent =
  | { type: "deal"; round: number; dealer: number }
  /** `cards` stays in the state: the public view empties it (DD-3: only `from` and `to` know them). */
  | { type: "swap"; from: number; to: number; count: number; cards: CardKind[]; forced: boolean }
  | { type: "return-chosen"; seat: number }
  | { type: "pig"; seat: number; discard: CardKind | null; leader: number }
  | { type: "play"; seat: number; kind: CreatureKind | null; naturals: number; wilds: WildKind[]; value: number; lead: boolean }
  | { type: "pass"; seat: number }
  | { type: "killing-machine"; seat: number; outOfTurn: boolean; lead: boolean }
  | { type: "trick-over"; leader: number }
  | { type: "out"; seat: number; place: number }
  | { type: "round-over"; round: number; order: number[]; points: number[] }
  | { type: "game-over"; winners: number[]; totals: number[] };

/** The views are declared once, as the shape of what travels (docs/protocol.md is written from it). */
export type { DeathtrapPrivateView, DeathtrapPublicView, OwnSwapView, SwapView, TitleView, TrickView } from "./view-shape.js";
import type { DeathtrapPrivateView, DeathtrapPublicView } from "./view-shape.js";

export type DeathtrapView = SeatView<DeathtrapPublicView, DeathtrapPrivateView, DeathtrapAction>;
