import { bool, int8, list, oneOf, part, ref, seatFields, tableFields, text, uint8, type ShapeOf, type ViewShapes } from "../../engine/view-shape.js";
import type { Card, DogEvent, Phase } from "./types.js";

export const DogSeven = part("DogSeven", "DOG-11: the 7 being split, while its steps remain (DOG-13: possibly for the partner).", {
  card: oneOf("7", "Joker"),
  remaining: uint8().is("steps still to move"),
});

export const DogBoard = part("DogBoard", "The engine's `DogPublicView`: the table as a spectator sees it.", {
  ...tableFields<DogEvent>("DogEvent", "the seat to play, or every seat still to pick during the exchange"),
  handCounts: list(uint8()).is("cards in each seat's hand (one per seat: 4 or 6)"),
  marbles: list(int8()).is(
    "4 places a seat (16 or 24), marble m is seat floor(m / 4)'s: -1 kennel, 0..T−1 track (T = 16 per seat, seat s starts on 16·s), T..T+3 finish (Place); T is 64 at four seats, 96 at six",
  ),
  track: uint8().opt().is("DOG-15: at six seats the track's fields (96); absent at four, whose track has 64"),
  teamOf: list(uint8())
    .opt()
    .is("DOG-15, DOG-20: at six seats each seat's team (s mod 3, or s mod 2 in teams of three); absent at four (team 0 = seats 0 and 2, 1 = seats 1 and 3)"),
  fresh: list(bool()).is("one per marble, DOG-8: out of the kennel and not moved since"),
  discard: list(text().as<Card>()).is("the face-up pile, newest last"),
  phase: oneOf("exchange", "play", "over").as<Phase>(),
  turn: int8().is("seat to play"),
  dealer: uint8().is("DOG-3: fixed for the game"),
  firstPlayer: uint8().is("first player of the current deal"),
  deal: uint8().is("number of the current deal, from 1"),
  dealSize: uint8().is("cards each seat was dealt this deal (6, 5, 4, 3, 2)"),
  folded: list(bool()).is("one per seat, DOG-5: who folded and sits out the rest of the deal"),
  exchangeChosen: list(bool()).is("one per seat, DOG-4: who has picked a card for their partner, never which card"),
  seven: ref(DogSeven).opt().is("a 7 being carried out"),
  winner: int8().opt().is("DOG-14: the winning team (its seats' `teamOf`; at four 0 = seats 0 and 2, 1 = seats 1 and 3), once there is one"),
});
/** DOG's public view: the table as a spectator sees it. "Nothing" is an absent field. */
export type DogPublicView = ShapeOf<typeof DogBoard>;

export const DogPrivate = part("DogPrivate", "The engine's `DogPrivateView`: what this seat alone knows. The deck order, the seed and the generator never enter the state. The partner exchange (DOG-4) is resolved on the server by the engine (each team as soon as all its members have picked; play starts when every team has); until then nobody, partner included, receives anyone's pick, and afterwards only the receiver learns the card it got (DOG-20: in teams of three each seat gives to the next teammate in turn order and receives from the one before).", {
  ...seatFields(),
  hand: list(text().as<Card>()).is('your cards: "A", "2"…"10", "J", "Q", "K", "Joker"'),
  myExchange: text().as<Card>().opt().is("the card you picked for your partner (DOG-20: next teammate) this deal, once chosen"),
  received: text().as<Card>().opt().is("the card your partner (DOG-20: previous teammate) gave you this deal, once your team exchanged"),
});
/** What one seat alone knows: its hand and its side of the exchange. */
export type DogPrivateView = ShapeOf<typeof DogPrivate>;

/** Its largest patch round or join measured under 2 KB, at six seats (test/server/encoder-buffer.test.ts). */
export const dogViews: ViewShapes = { title: "DOG", board: DogBoard, private: DogPrivate, encoderBytes: 10 * 1024 };

