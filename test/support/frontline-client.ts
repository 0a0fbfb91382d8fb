import type { Room } from "@colyseus/sdk";
import { Frontline, Rng, seedRng } from "@tablee/shared";

type State = Frontline.FrontlineState;
type Action = Frontline.FrontlineAction;
type Colour = Frontline.Colour;

/**
 * The engine state a Frontline client can rebuild from the public board alone (everything is
 * public): only the generator is missing, and whether a pyramid crossed during the turn in
 * progress, which nothing a seat chooses depends on.
 */
export function frontlineStateFor(state: any): State {
  const b = state.board;
  const s = b.step;
  const board: (Frontline.Pyramid | null)[] = [...b.squares].map((q: any) =>
    q.colour === "" ? null : { colour: q.colour as Colour, size: q.size, owner: q.owner < 0 ? null : q.owner },
  );
  const supply = Object.fromEntries(Frontline.COLOURS.map((c, i) => [c, [...b.supply].slice(i * 3, i * 3 + 3)])) as Frontline.Supply;
  const crossed = [...b.crossed].map((pile: any) => [...pile.pieces].map((p: any) => ({ colour: p.colour, size: p.size }))) as [
    Frontline.Piece[],
    Frontline.Piece[],
  ];
  let step: Frontline.Step;
  switch (s.kind) {
    case "action":
      step = { kind: "action", die: s.die };
      break;
    case "target":
      step = { kind: "target", die: s.die, action: s.action, colour: s.colour === "" ? null : s.colour };
      break;
    case "destination":
      step = { kind: "destination", die: s.die, from: s.from };
      break;
    case "carry":
      step = { kind: "carry", die: s.die, centre: s.centre, pips: s.pips, left: s.left, carry: [...s.carry] };
      break;
    case "carry-to":
      step = { kind: "carry-to", die: s.die, centre: s.centre, pips: s.pips, left: s.left, carry: [...s.carry], from: s.from };
      break;
    default:
      step = { kind: s.kind };
  }
  let result: Frontline.Result | null = null;
  if (b.result === "win") result = { kind: "win", winner: b.winner };
  if (b.result === "draw") result = { kind: "draw", reason: b.drawReason, by: b.drawBy < 0 ? null : b.drawBy };
  return {
    rng: seedRng("the client never has the generator"),
    options: { firstPlayer: b.firstPlayer, turnLimit: b.turnLimit === 0 ? null : b.turnLimit },
    board,
    supply,
    crossed,
    firstPlayer: b.firstPlayer,
    turn: b.turn,
    turnsPlayed: b.turnsPlayed,
    quietTurns: b.quietTurns,
    crossedThisTurn: false,
    dice: [...b.dice].map((d: any) => ({ face: d.face, status: d.status })),
    step,
    result,
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
  const result: FrontlineSeat = { finished: Promise.resolve(), actions: 0, mismatches: [] };
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
    };
    room.onStateChange(step);
    step(room.state);
  });
  return result;
}

/** What a client sees of the board after each accepted move: moves → the board as JSON. */
export function recordBoards(room: Room): Map<number, string> {
  const boards = new Map<number, string>();
  const record = (state: any): void => {
    if (state?.board) boards.set(state.moves, JSON.stringify(state.board.toJSON()));
  };
  room.onStateChange(record);
  record(room.state);
  return boards;
}
