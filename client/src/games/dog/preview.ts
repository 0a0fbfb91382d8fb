/**
 * A move held on the player's side until confirmed (issue 15: a mistapped part of a 7 could
 * not be taken back). The chosen actions are not sent one by one: they are played on a copy
 * of the table with the shared engine, the board shows where the marbles would end, the
 * player may undo them one at a time, and "Confirm" sends them in order. The server still
 * checks every one; a refused part brings the table back to the server's word.
 *
 * The copy is made from the public view and the own hand only: a 7's later parts and a
 * move's path depend on nothing else (DOG-11), and the other seats' hands, the deck and the
 * generator only matter once the turn has passed, which is where a preview ends.
 */
import { Dog, seedRng } from "@tablee/shared";

type DogAction = Dog.DogAction;
type DogView = Dog.DogView;
type Card = Dog.Card;

export interface Preview {
  /** The held actions, in the order they will be sent. */
  held: DogAction[];
  /** Where the marbles would stand after them. */
  marbles: number[];
  /** The own hand without the card being played. */
  hand: Card[];
  /** Steps of a 7 still to spend (0 once the card is complete). */
  remaining: number;
  /** The next parts of the 7 the player may add (empty once the card is complete). */
  next: DogAction[];
  /** The whole card is chosen: only Confirm or Undo remain. */
  complete: boolean;
}

/** The table as the engine sees it, from what this seat knows: its own hand, no deck, no exchange. */
function tableOf(view: DogView, seat: number): Dog.DogState {
  const seats = view.handCounts.length;
  const hands: Card[][] = Array.from({ length: seats }, () => []);
  hands[seat] = [...(view.hand ?? [])];
  const rng = seedRng("a preview deals nothing anybody sees");
  const nobody = Array<Card | null>(seats).fill(null);
  return Dog.tableFromView(view, { rng, deck: Dog.fullDeck(), hands, exchange: nobody, received: [...nobody] });
}

/**
 * The table after `held`, played in order by `seat`. Throws the engine's RuleError when one
 * of them is not allowed (the caller offers only what the engine lists, so that is a bug).
 */
export function preview(view: DogView, seat: number, held: readonly DogAction[]): Preview {
  let state = tableOf(view, seat);
  const hand = [...state.hands[seat]];
  for (const action of held) {
    const next = Dog.dog.apply(state, seat, action);
    if (action.card !== undefined) hand.splice(hand.indexOf(action.card), 1);
    if (next.phase !== "play" || next.seven === null || next.turn !== seat) {
      return { held: [...held], marbles: next.marbles, hand, remaining: 0, next: [], complete: true };
    }
    state = next;
  }
  const remaining = state.seven?.remaining ?? 0;
  return { held: [...held], marbles: state.marbles, hand, remaining, next: held.length > 0 ? Dog.dog.legalActions(state, seat) : [], complete: false };
}
