/**
 * A game's replay as the server serves it (docs/protocol.md, "Replays") and the pure logic of
 * the replay page: which step is shown, playing at a speed, and the view each step draws (the
 * public view, with one seat's private view over it once the game is over). No DOM here.
 */
export interface ReplayStep {
  /** Who acted; absent on step 0, the deal. */
  seat?: number;
  /** What they did: its public form while the game is in progress (DOG's exchange: `{ type: "exchange" }`). */
  action?: unknown;
  at: number;
  /** The public view after the step, `events` included. */
  view: Record<string, unknown>;
  /** Once the game is over only: each seat's private view, index = seat. */
  hands?: Record<string, unknown>[];
}

export interface Replay {
  id: string;
  game: string;
  seatCount: number;
  options: Record<string, unknown>;
  players: string[];
  gameNo: number;
  games: number;
  over: boolean;
  outcome?: { winners: number[] };
  steps: ReplayStep[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The server's answer checked for the fields the page reads; throws when it is not a replay. */
export function readReplay(body: unknown): Replay {
  if (!isObject(body) || typeof body.id !== "string" || typeof body.game !== "string" || !Array.isArray(body.steps) || body.steps.length === 0) {
    throw new Error("not a replay");
  }
  const steps: ReplayStep[] = body.steps.map((raw, index) => {
    if (!isObject(raw) || !isObject(raw.view)) throw new Error(`replay step ${index} has no view`);
    const step: ReplayStep = { at: typeof raw.at === "number" ? raw.at : 0, view: raw.view };
    if (typeof raw.seat === "number") step.seat = raw.seat;
    if ("action" in raw) step.action = raw.action;
    if (Array.isArray(raw.hands)) step.hands = raw.hands.map((hand) => (isObject(hand) ? hand : {}));
    return step;
  });
  const players = Array.isArray(body.players) ? body.players.map((name) => (typeof name === "string" ? name : "")) : [];
  const winners = isObject(body.outcome) && Array.isArray(body.outcome.winners) ? body.outcome.winners.filter((seat) => typeof seat === "number") : null;
  return {
    id: body.id,
    game: body.game,
    seatCount: typeof body.seatCount === "number" ? body.seatCount : players.length,
    options: isObject(body.options) ? body.options : {},
    players,
    gameNo: typeof body.gameNo === "number" ? body.gameNo : 1,
    games: typeof body.games === "number" ? body.games : 1,
    over: body.over === true,
    ...(winners ? { outcome: { winners } } : {}),
    steps,
  };
}

/** `events` and `legal` as values: a view may carry them as JSON text (as `board` does) or as they are. */
function parsed(part: Record<string, unknown>): Record<string, unknown> {
  const view = { ...part };
  for (const field of ["events", "legal"]) {
    const entries = view[field];
    if (!Array.isArray(entries)) continue;
    view[field] = entries.flatMap((entry) => {
      if (typeof entry !== "string") return [entry];
      try {
        return [JSON.parse(entry)];
      } catch {
        return [];
      }
    });
  }
  return view;
}

/** The events of step `index` (the deal's, or the action's), as the game's log tells them. */
export function stepEvents(replay: Replay, index: number): unknown[] {
  const events = parsed(replay.steps[index]?.view ?? {}).events;
  return Array.isArray(events) ? events : [];
}

/** The seats whose hidden parts may be shown: every seat once the game is over, none before. */
export function viewableSeats(replay: Replay): number[] {
  if (!replay.over || !replay.steps.some((step) => step.hands?.some(holdsSecrets))) return [];
  return Array.from({ length: replay.seatCount }, (_, seat) => seat);
}

/** Whether a seat's private part hides anything (Dog Eat Dog's and Frontline's hold only the seat). */
function holdsSecrets(hand: unknown): boolean {
  return typeof hand === "object" && hand !== null && Object.keys(hand).some((key) => key !== "seat" && key !== "legal");
}

/**
 * What the renderer draws for step `index`: the public view, with `seat`'s private view over
 * it when the game is over (as the table's `seatView` combines them), nothing to act on, and
 * the step's events only when they are to be played out (one step forward), not on a jump.
 */
export function stepView(replay: Replay, index: number, seat: number | null, animate: boolean): Record<string, unknown> {
  const step = replay.steps[index];
  const hand = seat !== null && viewableSeats(replay).includes(seat) ? step.hands?.[seat] : undefined;
  return { ...parsed(step.view), ...(hand ? parsed(hand) : {}), events: animate ? stepEvents(replay, index) : [], legal: [] };
}

// ----- playback ----------------------------------------------------------------------------

export const SPEEDS = [0.5, 1, 2, 4] as const;
export type Speed = (typeof SPEEDS)[number];

/** One step a second at 1×. */
export function stepMs(speed: number): number {
  return Math.round(1000 / speed);
}

export interface Playback {
  /** The step shown, 0 (the deal) … count - 1. */
  index: number;
  count: number;
  playing: boolean;
  speed: Speed;
}

export type PlaybackMove =
  | { type: "first" }
  | { type: "prev" }
  | { type: "next" }
  | { type: "last" }
  | { type: "jump"; to: number }
  | { type: "toggle" }
  | { type: "tick" }
  | { type: "speed"; speed: Speed };

export function startPlayback(count: number, index = 0): Playback {
  return { index: clamp(index, count), count, playing: false, speed: 1 };
}

function clamp(index: number, count: number): number {
  return Math.max(0, Math.min(count - 1, Math.trunc(index)));
}

/**
 * The next state of the controls. Moving by hand pauses; a tick (playing) moves one step and
 * stops on the last one; playing from the last step starts again from the deal.
 */
export function play(state: Playback, move: PlaybackMove): Playback {
  const at = (index: number, playing = false): Playback => ({ ...state, index: clamp(index, state.count), playing });
  switch (move.type) {
    case "first":
      return at(0);
    case "prev":
      return at(state.index - 1);
    case "next":
      return at(state.index + 1);
    case "last":
      return at(state.count - 1);
    case "jump":
      return at(move.to);
    case "toggle":
      if (state.playing) return at(state.index);
      return at(state.index >= state.count - 1 ? 0 : state.index, state.count > 1);
    case "tick":
      if (!state.playing) return state;
      return at(state.index + 1, state.index + 1 < state.count - 1);
    case "speed":
      return SPEEDS.includes(move.speed) ? { ...state, speed: move.speed } : state;
  }
}

/** Whether going from `before` to `after` plays out one step's events (a step forward) rather than jumping. */
export function animates(before: Playback, after: Playback): boolean {
  return after.index === before.index + 1;
}

// ----- the list of moves ---------------------------------------------------------------------

/** An entry of the replay's list: the steps it covers (the last is where it takes the board) and its words. */
export interface MoveEntry {
  steps: number[];
  lines: string[];
}

/**
 * The replay's steps as the list tells them, one entry per move: a step that says nothing
 * by itself (a choice on the way, as Dog Eat Dog's attacker before its target) joins the step
 * that completes it, and a step the game tells together with the one before (a DOG 7 split
 * between marbles, played a part at a time) joins that one, as the table's log does
 * (table/log-batches.ts). Steps still saying nothing at the end (a choice under way) are
 * told as `choosing` their seat.
 */
export function moveEntries(replay: Replay, describe: (events: unknown[]) => string[], choosing: (seat: number | undefined) => string): MoveEntry[] {
  const entries: (MoveEntry & { events: unknown[] })[] = [];
  let pending: number[] = [];
  for (let index = 0; index < replay.steps.length; index++) {
    const events = stepEvents(replay, index);
    const lines = describe(events);
    if (lines.length === 0) {
      pending.push(index);
      continue;
    }
    const last = entries.at(-1);
    if (last && pending.length === 0 && index > 0) {
      const together = [...last.events, ...events];
      const joined = describe(together);
      if (joined.length < last.lines.length + lines.length) {
        Object.assign(last, { events: together, lines: joined });
        last.steps.push(index);
        continue;
      }
    }
    entries.push({ steps: [...pending, index], lines, events });
    pending = [];
  }
  if (pending.length > 0) entries.push({ steps: pending, lines: [choosing(replay.steps[pending.at(-1)!]?.seat)], events: [] });
  return entries.map(({ steps, lines }) => ({ steps, lines }));
}
