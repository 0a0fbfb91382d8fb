import type { SeatView } from "../../engine/contract.js";
import type { RngState } from "../../engine/random.js";
import type { Layout, LayoutOptions } from "./layout.js";

/** DOG-2: the ranks of the 110-card deck (8 of each plain rank, 6 Jokers). */
export type Rank = "A" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "J" | "Q" | "K";
export type Card = Rank | "Joker";

/**
 * Where a marble is, as one number so positions copy and compare cheaply:
 *   KENNEL (-1)            in its owner's kennel
 *   0..T-1                 a track field, T = 16 per seat (DOG-1: seat s's start field is 16·s)
 *   T + 0..3               its owner's finish field 0 (nearest the start) to 3 (deepest)
 * T is 64 at four seats (FINISH, TRACK_FIELDS) and 96 at six (DOG-15): `trackFields`.
 */
export type Place = number;
export const KENNEL = -1;
/** The four-seat board's track; `trackFields(layout)` for any table. */
export const TRACK_FIELDS = 64;
/** Where the four-seat board's finish places start; `trackFields(layout)` for any table. */
export const FINISH = 64;
export const FINISH_FIELDS = 4;

/** Marble m (0..4·seats − 1) belongs to seat floor(m / 4). */
export type MarbleId = number;

/** The table's options (facts.ts says them to the lobby): only the layout's. */
export type DogOptions = Required<LayoutOptions>;

export type Phase = "exchange" | "play" | "over";

/** A 7 being carried out step by step (DOG-11), possibly for the partner (DOG-13). */
export interface PendingSeven {
  card: "7" | "Joker";
  remaining: number;
}

export interface DogState {
  rng: RngState;
  /** DOG-15, DOG-20: the seats and the teams, fixed for the game. */
  layout: Layout;
  /** DOG-3: fixed for the game. */
  dealer: number;
  /** Deals dealt so far (1 after the first deal). The size follows 6,5,4,3,2. */
  deals: number;
  /** First player of the current deal. */
  firstPlayer: number;
  /** The undealt cards, in draw order: hidden from every view. */
  deck: Card[];
  hands: Card[][];
  /** Face-up pile, newest last (played cards and folded hands). */
  discard: Card[];
  phase: Phase;
  /** DOG-4: each seat's pick for its partner (DOG-20: its next teammate) this deal; null until chosen. */
  exchange: (Card | null)[];
  /** The card each seat received in this deal's exchange (known to that seat only); null
   *  until its team has exchanged. */
  received: (Card | null)[];
  /** Seat to play (phase "play"). */
  turn: number;
  /** DOG-5: seats that folded and sit out the rest of the deal. */
  folded: boolean[];
  /** 4 marbles a seat, see Place. */
  marbles: Place[];
  /** DOG-8: out of the kennel and not moved since. */
  fresh: boolean[];
  seven: PendingSeven | null;
  /** Public events of the most recent apply, for the table's log and animations. */
  events: DogEvent[];
  /** DOG-14: the winning team (seat s plays in team s mod layout.teams). */
  winner: number | null;
}

/**
 * Every action names the card it plays by rank (cards of one rank are interchangeable);
 * a Joker says which rank it stands for in `as`.
 */
export type DogAction =
  /** DOG-4: the card this seat gives its partner (DOG-20: its next teammate). */
  | { type: "exchange"; card: Card }
  /** DOG-7: A, K or Joker: a marble from the kennel onto the start field. */
  | { type: "start"; card: Card; as?: Rank; marble: MarbleId }
  /** A forward (steps > 0) or, with a 4, backward (steps = -4) move of one marble.
   *  `finish` chooses the finish fields when the move may enter them (DOG-10). */
  | { type: "move"; card: Card; as?: Rank; marble: MarbleId; steps: number; finish: boolean }
  /** DOG-12: J swaps two marbles on the track. */
  | { type: "swap"; card: Card; as?: Rank; marble: MarbleId; other: MarbleId }
  /** DOG-11: one part of a 7. The first part names the card; the following parts, while
   *  `seven` is pending, do not. */
  | { type: "seven"; card?: "7" | "Joker"; marble: MarbleId; steps: number; finish: boolean };

export type DogEvent =
  | { type: "deal"; size: number; firstPlayer: number; reshuffled: boolean }
  /** DOG-4: a team's picks changed hands (which cards, only each giver and receiver know). */
  | { type: "exchanged"; team: number }
  | { type: "played"; seat: number; card: Card; as?: Rank }
  | { type: "moved"; marble: MarbleId; from: Place; to: Place; path: Place[] }
  | { type: "swapped"; marble: MarbleId; other: MarbleId }
  | { type: "sent-home"; marble: MarbleId; from: Place }
  | { type: "folded"; seat: number; cards: Card[] }
  | { type: "won"; team: number };

/** The views are declared once, as the shape of what travels (docs/protocol.md is written from it). */
export type { DogPublicView, DogPrivateView } from "./view-shape.js";
import type { DogPublicView, DogPrivateView } from "./view-shape.js";

export type DogView = SeatView<DogPublicView, DogPrivateView, DogAction>;
