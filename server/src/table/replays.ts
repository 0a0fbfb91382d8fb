import type { AnyGameRules, Outcome } from "@tablee/shared";
import type { StoredTable } from "../store/store.js";

export interface ReplayStep {
  seat?: number;
  action?: unknown;
  at: number;
  view: unknown;
  hands?: unknown[];
}

export interface Replay {
  id: string;
  game: string;
  seatCount: number;
  options: object;
  players: string[];
  gameNo: number;
  games: number;
  over: boolean;
  outcome?: Outcome;
  steps: ReplayStep[];
}

/**
 * One game of a stored table, step by step (docs/protocol.md, "Replays"). While it is in
 * progress, each step is what a spectator saw: the public view and the public form of the
 * action (`rules.publicAction`), bots' actions alike. Once it is over, the whole actions and
 * each seat's private view too. Never the seed.
 */
export function replayOf(rules: AnyGameRules, table: StoredTable, gameNo = table.games.length): Replay | null {
  const stored = table.games.find((game) => game.gameNo === gameNo);
  if (stored === undefined) return null;
  const over = stored.finishedAt !== null;
  // A game seats its players: the host may have changed the table's seats for a later game.
  const seatCount = stored.players.length;
  const step = (state: unknown, at: number, acted?: { seat: number; action: unknown }): ReplayStep => {
    const shown: ReplayStep = { ...acted, at, view: rules.publicView(state) };
    if (over) {
      shown.hands = Array.from({ length: seatCount }, (_, seat) => rules.privateView(state, seat));
    }
    return shown;
  };
  let state = rules.setup(seatCount, stored.seed, table.options);
  const steps = [step(state, stored.startedAt)];
  for (const { seat, action, at } of stored.actions) {
    const shown = over ? action : rules.publicAction(state, seat, action);
    state = rules.apply(state, seat, action);
    steps.push(step(state, at, { seat, action: shown }));
  }
  return {
    id: table.id,
    game: table.game,
    seatCount,
    options: table.options,
    players: stored.players,
    gameNo,
    games: table.games.length,
    over,
    ...(stored.outcome ? { outcome: stored.outcome } : {}),
    steps,
  };
}
