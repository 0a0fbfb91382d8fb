/**
 * Who plays with whom at a six-seat table, in words for its plates and its status line: three
 * teams of two (DOG-15) or, in the house variant, two teams of three (DOG-20), as the view's
 * `teamOf` says. "Your partner" is not enough there: the exchange names whom the card goes to
 * and comes from, a seat whose marbles are home says whose it plays (DOG-19), and a win names
 * the whole team. A four-seat view gets null: its table says what it always said.
 */
import { Dog } from "@tablee/shared";
import type { Translate } from "../../i18n/words.js";

type DogPublicView = Dog.DogPublicView;

export interface TeamWords {
  /** A seat's plate line: its team, or whom it plays for, then shorter wordings. */
  plate(seat: number): string[];
  /** "Pick a card for Dave". */
  exchange(): string;
  /** "Give 7 to Dave?" */
  give(card: string): string;
  /** What a screen reader says a card of the exchange does: "Give a 7 to Dave". */
  giveHint(card: string): string;
  /** The own card is given: waiting for the partner, or the teammates. */
  waiting(): string;
  /** "Carol gave you 7". */
  received(card: string): string;
  /** The viewer's marbles are home and it plays another's (DOG-19), or null. */
  playing(): string | null;
  /** The winning team, every name. */
  won(): string;
}

/**
 * The words of a six-seat view, from the seat at `viewer` (null: a spectator), with each
 * seat's name; null for a four-seat view.
 */
export function teamWords(view: DogPublicView, viewer: number | null, name: (seat: number) => string, t: Translate, locale: string): TeamWords | null {
  if (view.teamOf === undefined) return null;
  const layout = Dog.layoutOfView(view);
  const seat = viewer ?? 0;
  const teamOfThree = layout.seats / layout.teams > 2;
  const playsFor = (s: number): number | null => {
    const mate = Dog.controlledSeat(layout, view.marbles, s);
    return mate === s ? null : mate;
  };
  const list = (seats: number[]): string => new Intl.ListFormat(locale, { type: "conjunction" }).format(seats.map(name));
  return {
    plate(s) {
      const mate = playsFor(s);
      if (mate === null || view.winner !== undefined) return [t("dog.seat.team", { n: (view.teamOf?.[s] ?? 0) + 1 })];
      return [t("dog.seat.playsFor", { name: name(mate) }), t("dog.seat.playsForShort", { name: name(mate) })];
    },
    exchange: () => t("dog.status.exchangeFor", { name: name(Dog.partner(layout, seat)) }),
    give: (card) => t("dog.status.giveTo", { card, name: name(Dog.partner(layout, seat)) }),
    giveHint: (card) => t("dog.a11y.giveHintTo", { card, name: name(Dog.partner(layout, seat)) }),
    waiting: () => t(teamOfThree ? "dog.status.waitingTeam" : "dog.status.waitingPartner"),
    received: (card) => t("dog.status.receivedFrom", { card, name: name(Dog.giver(layout, seat)) }),
    playing() {
      if (viewer === null) return null;
      const mate = playsFor(viewer);
      return mate === null ? null : t("dog.status.playsFor", { name: name(mate) });
    },
    won: () => t("dog.status.wonTeam", { names: list(Dog.teammates(layout, view.winner ?? 0)) }),
  };
}
