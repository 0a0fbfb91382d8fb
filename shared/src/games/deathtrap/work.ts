import type { DeathtrapEvent, DeathtrapState, Hand } from "./types.js";

/**
 * The state being built by one apply: a shallow copy of the input whose hand rows are copied
 * only when first changed, so a move costs one 16-number row instead of a deep clone.
 */
export class Work {
  readonly state: DeathtrapState;
  private readonly original: DeathtrapState;

  constructor(original: DeathtrapState) {
    this.original = original;
    this.state = { ...original, hands: original.hands.slice(), events: [] };
  }

  /** The seat's hand, safe to change. */
  hand(seat: number): Hand {
    const hands = this.state.hands;
    if (hands[seat] === this.original.hands[seat]) hands[seat] = hands[seat].slice();
    return hands[seat];
  }

  event(event: DeathtrapEvent): void {
    this.state.events.push(event);
  }
}
