import type { Room } from "@colyseus/sdk";
import { Dog, Rng, seedRng } from "@tablee/shared";

/**
 * What one DOG client can rebuild from what it received: the public board and its own
 * private part (`mine`, by default the one it received). Other hands and the deck are
 * unknown, so they stay empty; the other seats' exchange picks are unknown too, only
 * whether they picked (a placeholder card marks it).
 */
export function dogStateFor(
  state: any,
  seat: number,
  mine: { hand: Iterable<string>; myExchange: string; received: string } = state.privates.get(String(seat)),
): Dog.DogState {
  const board = state.board;
  const hands: Dog.Card[][] = [[], [], [], []];
  hands[seat] = [...mine.hand] as Dog.Card[];
  const exchange: (Dog.Card | null)[] = [...board.exchangeChosen].map((chosen: boolean) => (chosen ? "2" : null));
  exchange[seat] = mine.myExchange === "" ? null : (mine.myExchange as Dog.Card);
  const received: (Dog.Card | null)[] = [null, null, null, null];
  received[seat] = mine.received === "" ? null : (mine.received as Dog.Card);
  return {
    rng: seedRng("the client never has the generator"),
    dealer: board.dealer,
    deals: board.deal,
    firstPlayer: board.firstPlayer,
    deck: [],
    hands,
    discard: [...board.discard] as Dog.Card[],
    phase: board.phase as Dog.Phase,
    exchange,
    received,
    turn: board.turn,
    folded: [...board.folded],
    marbles: [...board.marbles],
    fresh: [...board.fresh],
    seven: board.sevenCard === "" ? null : { card: board.sevenCard as "7" | "Joker", remaining: board.sevenRemaining },
    events: [],
    winner: board.winner < 0 ? null : board.winner,
  };
}

const PACE_MS = 60;

export interface BotSeat {
  /** Resolves when the game is over, rejects on any error the server sent. */
  finished: Promise<void>;
  actions: number;
  /** Turns where the legal actions the server sent differed from the engine's on the rebuilt state. */
  mismatches: string[];
  /** Stops playing (the listeners stay, they just do nothing). */
  stop(): void;
}

/**
 * Plays one seat with the engine's bot, from this client's view only. Before each choice it
 * checks that the legal actions the server sent privately are the ones the engine computes
 * from what the client knows.
 */
export function playWithBot(room: Room, seat: number, botSeed: string): BotSeat {
  const rng = new Rng(seedRng(botSeed));
  let stopped = false;
  const result: BotSeat = {
    finished: Promise.resolve(),
    actions: 0,
    mismatches: [],
    stop: () => {
      stopped = true;
    },
  };
  let lastKey = "";
  let lastSent = 0;
  result.finished = new Promise<void>((resolve, reject) => {
    room.onMessage("error", (error: { code: string; message: string }) => reject(new Error(`seat ${seat}: ${error.code} ${error.message}`)));
    const step = (state: any): void => {
      if (stopped) return;
      if (state.phase === "over") return resolve();
      const board = state.board;
      const mine = state.privates?.get(String(seat));
      if (!board || !mine || !state.active.includes(seat) || mine.legal.length === 0) return;
      // One exchange per deal; in play one action per accepted move (a 7 is several moves).
      const key = board.phase === "exchange" ? `exchange ${board.deal}` : `move ${state.moves}`;
      if (key === lastKey || (board.phase === "exchange" && mine.myExchange !== "")) return;
      lastKey = key;
      const rebuilt = dogStateFor(state, seat);
      const sent = [...mine.legal].sort();
      const computed = Dog.dog.legalActions(rebuilt, seat).map((a) => JSON.stringify(a)).sort();
      if (JSON.stringify(sent) !== JSON.stringify(computed)) result.mismatches.push(`${key}: ${sent.length} sent, ${computed.length} computed`);
      const action = Dog.dogBot(rebuilt, seat, rng);
      // The server refuses more than 20 messages a second from one client: keep under it.
      const wait = Math.max(0, lastSent + PACE_MS - Date.now());
      lastSent = Date.now() + wait;
      setTimeout(() => room.send("action", action), wait);
      result.actions++;
    };
    room.onStateChange(step);
    step(room.state);
  });
  return result;
}
