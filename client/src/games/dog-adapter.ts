import type { Dog } from "@tablee/shared";

type DogView = Dog.DogView;
type DogAction = Dog.DogAction;
type DogEvent = Dog.DogEvent;
type Card = Dog.Card;

/**
 * Turns the synced DOG parts (docs/protocol.md: `board` and this seat's `privates` entry)
 * back into the engine's DogView, the one shape the renderer draws. Empty strings on the
 * wire stand for null in the view.
 */
export function dogView(
  board: Record<string, unknown>,
  mine: Record<string, unknown> | null,
  seat: number | null,
  events: DogEvent[],
): DogView {
  const b = board as {
    phase?: string;
    turn?: number;
    dealer?: number;
    firstPlayer?: number;
    deal?: number;
    dealSize?: number;
    marbles?: number[];
    fresh?: boolean[];
    handCounts?: number[];
    folded?: boolean[];
    exchangeChosen?: boolean[];
    discard?: string[];
    sevenCard?: string;
    sevenRemaining?: number;
    winner?: number;
  };
  const p = (mine ?? {}) as { hand?: string[]; myExchange?: string; received?: string };
  const own = seat !== null && mine !== null;
  return {
    seat: own ? seat : null,
    hand: own ? ((p.hand ?? []) as Card[]) : null,
    handCounts: b.handCounts ?? [0, 0, 0, 0],
    marbles: b.marbles ?? [],
    fresh: b.fresh ?? [],
    discard: (b.discard ?? []) as Card[],
    phase: (b.phase ?? "exchange") as DogView["phase"],
    turn: b.turn ?? 0,
    dealer: b.dealer ?? 0,
    firstPlayer: b.firstPlayer ?? 0,
    deal: b.deal ?? 1,
    dealSize: b.dealSize ?? 6,
    folded: b.folded ?? [false, false, false, false],
    exchangeChosen: b.exchangeChosen ?? [false, false, false, false],
    myExchange: own && p.myExchange ? (p.myExchange as Card) : null,
    received: own && p.received ? (p.received as Card) : null,
    seven: b.sevenCard ? { card: b.sevenCard as "7" | "Joker", remaining: b.sevenRemaining ?? 0 } : null,
    events,
    winner: b.winner === undefined || b.winner < 0 ? null : b.winner,
  };
}

/** The server sends each legal action as a JSON string; it is sent back exactly as parsed. */
export function dogLegal(mine: Record<string, unknown> | null): DogAction[] {
  const legal = (mine as { legal?: string[] } | null)?.legal ?? [];
  const actions: DogAction[] = [];
  for (const text of legal) {
    try {
      actions.push(JSON.parse(text) as DogAction);
    } catch {
      // A malformed entry cannot be offered; the rest still can.
    }
  }
  return actions;
}

export function parseEvents(log: string[]): DogEvent[] {
  const events: DogEvent[] = [];
  for (const text of log) {
    try {
      events.push(JSON.parse(text) as DogEvent);
    } catch {
      // ignore: the log is informative only
    }
  }
  return events;
}
