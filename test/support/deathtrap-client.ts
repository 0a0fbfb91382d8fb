import type { Room } from "@colyseus/sdk";
import { Deathtrap, fromWire, Rng, seedRng } from "@tablee/shared";

type State = Deathtrap.DeathtrapState;
type Action = Deathtrap.DeathtrapAction;

const kinds = (names: readonly string[]): number[] => names.map((name) => Deathtrap.kindIndex(name));

/** Counts per kind of a list of card names. */
function counts(names: readonly string[]): number[] {
  const hand = new Array<number>(16).fill(0);
  for (const k of kinds(names)) hand[k]++;
  return hand;
}

/** What one seat's client sees: its board and its own private part, read back as the engine's view. */
export function deathtrapViewFor(state: any, seat: number): Deathtrap.DeathtrapView {
  const mine = state.privates?.get(String(seat));
  return { ...fromWire<Deathtrap.DeathtrapPublicView>(state.board.toJSON()), ...(mine ? fromWire<Deathtrap.DeathtrapPrivateView>(mine.toJSON()) : {}) };
}

/**
 * What one Deathtrap client can rebuild from what it received: the public board and its own
 * private part. Other hands are unknown: only their sizes are kept (as Rat-Men), which is all
 * the rules look at for another seat. Swap cards are known for the client's own swap only.
 */
export function deathtrapStateFor(state: any, seat: number): State {
  const view = deathtrapViewFor(state, seat);
  const hands = view.handCounts.map((count) => {
    const hand = new Array<number>(16).fill(0);
    hand[0] = count;
    return hand;
  });
  hands[seat] = counts(view.hand ?? []);
  const swaps: Deathtrap.Swap[] = view.swaps.map((swap) => {
    const own = view.swap && view.swap.giver === swap.giver && view.swap.master === swap.master ? view.swap : undefined;
    const unknown = new Array<number>(swap.count).fill(0);
    return {
      giver: swap.giver,
      master: swap.master,
      gift: own ? kinds(own.gift) : unknown,
      returned: !swap.chosen ? null : own?.returned ? kinds(own.returned) : unknown,
      done: swap.done,
    };
  });
  const trick = view.trick;
  return {
    rng: seedRng("the client never has the generator"),
    options: { ...view.options },
    players: view.players,
    round: view.round,
    dealer: view.dealer,
    phase: view.phase,
    hands,
    swaps,
    pig: {
      holder: view.pig.holder,
      done: view.pig.done,
      discard: view.pig.discard === undefined ? null : Deathtrap.kindIndex(view.pig.discard),
      leader: view.pig.leader ?? null,
    },
    turn: view.turn,
    trick: trick
      ? { kind: trick.kind === undefined ? -1 : Deathtrap.kindIndex(trick.kind), naturals: trick.naturals, wilds: kinds(trick.wilds), value: trick.value, by: trick.by }
      : null,
    passes: 0,
    passed: view.passed,
    finished: view.finished,
    previousOrder: view.previousOrder ?? null,
    scoreSheet: view.scoreSheet.map((row) => row.points),
    events: [],
  };
}

const PACE_MS = 60;

export interface DeathtrapBotSeat {
  /** Resolves when the game is over; rejects on an error the seat was not allowed to get. */
  finished: Promise<void>;
  actions: number;
  /** Killing Machines sent out of turn. */
  strikes: number;
  /** Errors the server answered (codes), each to a message overtaken by another player's. */
  raced: string[];
  /** Moves where the legal actions the server sent differed from the engine's on the rebuilt state. */
  mismatches: string[];
}

/**
 * Plays one seat with the engine's bot, from this client's view only, checking first that
 * the legal actions the server sent privately are the engine's for what the client knows.
 * With `strike`, the holder of the Killing Machine also stops tricks out of turn when
 * `wantsToStrike` says so: such a message may be overtaken by the turn player's (and the
 * reverse), which the server answers with `not-your-turn` or `illegal-action`: tolerated.
 */
export function playDeathtrapBot(room: Room, seat: number, botSeed: string, strike = false): DeathtrapBotSeat {
  const rng = new Rng(seedRng(botSeed));
  const result: DeathtrapBotSeat = { finished: Promise.resolve(), actions: 0, strikes: 0, raced: [], mismatches: [] };
  let lastKey = "";
  let lastSent = 0;
  result.finished = new Promise<void>((resolve, reject) => {
    room.onMessage("error", (error: { code: string; message: string }) => {
      if (strike && (error.code === "not-your-turn" || error.code === "illegal-action")) result.raced.push(error.code);
      else reject(new Error(`seat ${seat}: ${error.code} ${error.message}`));
    });
    const step = (state: any): void => {
      if (state.phase === "over") return resolve();
      const mine = state.privates?.get(String(seat));
      if (!state.board || !mine || mine.legal.length === 0) return;
      // Both Masters choose at once: one return per swap step, whatever the other does meanwhile.
      const key = state.board.phase === "swap" ? `swap ${state.board.round}` : `move ${state.moves}`;
      if (key === lastKey) return;
      lastKey = key;
      const rebuilt = deathtrapStateFor(state, seat);
      const sent = [...mine.legal].sort();
      const computed = Deathtrap.deathtrap.legalActions(rebuilt, seat).map((a) => JSON.stringify(a)).sort();
      if (JSON.stringify(sent) !== JSON.stringify(computed)) result.mismatches.push(`${key}: ${sent.length} sent, ${computed.length} computed`);
      let action: Action;
      if (rebuilt.phase === "play" && rebuilt.turn !== seat) {
        if (!strike || !Deathtrap.wantsToStrike(rebuilt, seat)) return;
        action = { type: "killing-machine" };
        result.strikes++;
      } else {
        action = Deathtrap.deathtrapBot(rebuilt, seat, rng);
      }
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
