import type { Room } from "@colyseus/sdk";
import { DogEatDog, Rng, seedRng } from "@tablee/shared";
import { dedEvents, dedView } from "../../client/src/games/dog-eat-dog/adapter.ts";

/**
 * Dog Eat Dog hides nothing, so a client can rebuild the whole engine state from the public
 * board, all but the generator (which only the server has): the engine's bot can then play
 * from it, and the legal actions the server sent can be checked against the engine's.
 * `attacked` is not synced: it is true exactly during a follow-up step (an attack started it).
 */
export function dedStateFor(state: any): DogEatDog.DedState {
  const view = dedView(state.board, dedEvents([...state.log]));
  return {
    rng: seedRng("the client never has the generator"),
    options: view.options,
    players: view.players,
    pyramids: view.pyramids,
    piles: view.piles,
    tipped: view.tipped,
    captured: view.captured,
    rollOff: view.rollOff,
    firstPlayer: view.firstPlayer,
    turn: view.turn,
    turnNumber: view.turnNumber,
    step: view.step,
    attacked: view.step.kind === "follow-up",
    passes: view.passes,
    lastAttack: view.lastAttack,
    events: view.events,
    result: view.result,
  };
}

const PACE_MS = 60;

export interface DedBotSeat {
  /** Resolves when the game is over, rejects on any error the server sent. */
  finished: Promise<void>;
  /** Every action this seat sent, with the move number it answered. */
  sent: { moves: number; action: DogEatDog.DedAction }[];
  /** Moves where the legal actions the server sent differed from the engine's on the rebuilt state. */
  mismatches: string[];
}

/**
 * Plays one seat on the state rebuilt from this client's view: `choose` picks among the
 * legal actions (by default the engine's bot).
 */
export function playDedWithBot(
  room: Room,
  seat: number,
  botSeed: string,
  choose: (state: DogEatDog.DedState, legal: DogEatDog.DedAction[], rng: Rng) => DogEatDog.DedAction = (state, _legal, rng) =>
    DogEatDog.dogEatDogBot(state, seat, rng),
): DedBotSeat {
  const rng = new Rng(seedRng(botSeed));
  const result: DedBotSeat = { finished: Promise.resolve(), sent: [], mismatches: [] };
  let lastMoves = -1;
  let lastSent = 0;
  result.finished = new Promise<void>((resolve, reject) => {
    room.onMessage("error", (error: { code: string; message: string }) => reject(new Error(`seat ${seat}: ${error.code} ${error.message}`)));
    const step = (state: any): void => {
      if (state.phase === "over") return resolve();
      const mine = state.privates?.get(String(seat));
      if (!state.board || !mine || !state.active.includes(seat) || mine.legal.length === 0) return;
      if (state.moves === lastMoves) return;
      lastMoves = state.moves;
      const rebuilt = dedStateFor(state);
      const sent = [...mine.legal].sort();
      const legal = DogEatDog.dogEatDog.legalActions(rebuilt, seat);
      const computed = legal.map((a) => JSON.stringify(a)).sort();
      if (JSON.stringify(sent) !== JSON.stringify(computed)) result.mismatches.push(`move ${state.moves}: ${sent.length} sent, ${computed.length} computed`);
      const action = choose(rebuilt, legal, rng);
      result.sent.push({ moves: state.moves, action });
      // The server refuses more than 20 messages a second from one client: keep under it.
      const wait = Math.max(0, lastSent + PACE_MS - Date.now());
      lastSent = Date.now() + wait;
      setTimeout(() => room.send("action", action), wait);
    };
    room.onStateChange(step);
    step(room.state);
  });
  return result;
}
