import type { Room } from "@colyseus/sdk";
import { Frontline, Rng, fromWire, seedRng } from "@tablee/shared";

type State = Frontline.FrontlineState;
type Action = Frontline.FrontlineAction;
type PublicView = Frontline.FrontlinePublicView;

/** The public view a client holds: `toJSON()` of the synced board, read back as on the client. */
export function publicViewOf(state: any): PublicView {
  return fromWire<PublicView>(state.board.toJSON());
}

function stepOf(step: Frontline.StepView): Frontline.Step {
  switch (step.kind) {
    case "target":
      return { ...step, colour: step.colour ?? null };
    case "carry":
    case "carry-to": {
      const { transport, ...rest } = step;
      return { ...rest, ...transport, carry: [...transport.carry] } as Frontline.Step;
    }
    default:
      return { ...step };
  }
}

/**
 * The engine state a Frontline client can rebuild from the public view alone (everything is
 * public): only the generator is missing, and whether a pyramid crossed during the turn in
 * progress, which nothing a seat chooses depends on.
 */
export function frontlineStateFor(state: any): State {
  const view = publicViewOf(state);
  const result = view.result;
  return {
    rng: seedRng("the client never has the generator"),
    options: { firstPlayer: view.firstPlayer, turnLimit: view.turnLimit ?? null },
    board: view.squares.map((q) => (q.colour === undefined ? null : { colour: q.colour, size: q.size, owner: q.owner ?? null })),
    supply: view.supply,
    crossed: view.crossed.map((pile) => pile.pieces) as [Frontline.Piece[], Frontline.Piece[]],
    firstPlayer: view.firstPlayer,
    turn: view.turn,
    turnsPlayed: view.turnsPlayed,
    quietTurns: view.quietTurns,
    crossedThisTurn: false,
    dice: view.dice,
    step: stepOf(view.step),
    result: result === undefined ? null : result.kind === "win" ? result : { ...result, by: result.by ?? null },
    events: [],
  };
}

/** The server refuses more than 20 messages a second from one client: keep under it. */
const PACE_MS = 55;

export interface FrontlineSeat {
  /** Resolves when the game is over, rejects on any error the server sent. */
  finished: Promise<void>;
  actions: number;
  /** Moves where the legal actions sent privately differed from the engine's on the rebuilt state. */
  mismatches: string[];
  /** Each action sent, with the number of accepted moves it was chosen after. */
  sent: { move: number; action: Action }[];
}

/**
 * Plays one seat from what its client received: on each accepted move where this seat is
 * on turn, `choose` picks among the legal actions (by default the engine's bot on the
 * rebuilt state; null: wait). Before each choice the legal actions sent privately are checked against
 * the engine's on the rebuilt state.
 */
export function playFrontline(
  room: Room,
  seat: number,
  choose: (state: State, legal: Action[], rng: Rng) => Action | null = (state, _legal, rng) => Frontline.frontlineBot(state, seat, rng),
  botSeed = `bot ${seat}`,
): FrontlineSeat {
  const rng = new Rng(seedRng(botSeed));
  const result: FrontlineSeat = { finished: Promise.resolve(), actions: 0, mismatches: [], sent: [] };
  let lastMove = -1;
  let lastSent = 0;
  result.finished = new Promise<void>((resolve, reject) => {
    room.onMessage("error", (error: { code: string; message: string }) => reject(new Error(`seat ${seat}: ${error.code} ${error.message}`)));
    const step = (state: any): void => {
      if (state.phase === "over") return resolve();
      const board = state.board;
      const mine = state.privates?.get(String(seat));
      // Only on turn: the claim-draw the other seat is offered is a choice, tested on its own.
      if (!board || !mine || board.turn !== seat || mine.legal.length === 0 || state.moves === lastMove) return;
      lastMove = state.moves;
      const rebuilt = frontlineStateFor(state);
      const sent = [...mine.legal].sort();
      const legal = Frontline.frontline.legalActions(rebuilt, seat);
      const computed = legal.map((a) => JSON.stringify(a)).sort();
      if (JSON.stringify(sent) !== JSON.stringify(computed)) result.mismatches.push(`move ${state.moves}: ${sent.length} sent, ${computed.length} computed`);
      const action = choose(rebuilt, legal, rng);
      if (action === null) {
        // Waiting: ask again at the next change of the table.
        lastMove = -1;
        return;
      }
      const wait = Math.max(0, lastSent + PACE_MS - Date.now());
      lastSent = Date.now() + wait;
      setTimeout(() => room.send("action", action), wait);
      result.actions++;
      result.sent.push({ move: state.moves, action });
    };
    room.onStateChange(step);
    step(room.state);
  });
  return result;
}

/** What a client sees of the board after each accepted move: moves → the board as JSON. */
export function recordBoards(room: Room): Map<number, string> {
  return recordPart(room, (state) => state.board);
}

/** What a player's client sees of its own private part after each accepted move. */
export function recordPrivates(room: Room, seat: number): Map<number, string> {
  return recordPart(room, (state) => state.privates?.get(String(seat)));
}

function recordPart(room: Room, part: (state: any) => { toJSON(): unknown } | undefined): Map<number, string> {
  const seen = new Map<number, string>();
  const record = (state: any): void => {
    const synced = state ? part(state) : undefined;
    if (state?.board && synced) seen.set(state.moves, JSON.stringify(synced.toJSON()));
  };
  room.onStateChange(record);
  record(room.state);
  return seen;
}
