import type { DogEatDog } from "@tablee/shared";

type DedView = DogEatDog.DedView;
type DedAction = DogEatDog.DedAction;
type DedEvent = DogEatDog.DedEvent;

/*
 * The synced Dog Eat Dog board (docs/protocol.md, "Dog Eat Dog public part") back into the
 * engine's DedView, the one shape the renderer draws. Everything is public, so the view is
 * the same for players and spectators; a seat's own part only brings its legal actions.
 * Only type imports, so the tests can run it against the engine.
 */

interface SyncedPyramid {
  id: number;
  owner: number;
  size: number;
  x: number;
  y: number;
}

interface SyncedBoard {
  players?: number;
  treehouse?: boolean;
  pyramids?: SyncedPyramid[];
  piles?: { pieces?: number[] }[];
  tipped?: boolean[];
  captured?: { pieces?: number[] }[];
  rollOff?: string;
  firstPlayer?: number;
  turn?: number;
  turnNumber?: number;
  step?: string;
  face?: string;
  overReason?: string;
  passes?: number;
  lastAttack?: string;
  hoards?: string[];
  scores?: number[];
  winners?: number[];
}

function parse<T>(text: string | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function stepOf(b: SyncedBoard): DedView["step"] {
  if (b.step === "follow-up") return { kind: "follow-up", face: (b.face ?? "WILD") as DogEatDog.FollowUpFace };
  if (b.step === "over") return { kind: "over", reason: (b.overReason || "no-attack") as "no-attack" | "stall" };
  return { kind: "attack" };
}

/** The synced board may hold schema collections: plain arrays (and numbers) come out. */
export function dedView(board: Record<string, unknown>, events: DedEvent[]): DedView {
  const b = board as SyncedBoard;
  const pyramids = [...(b.pyramids ?? [])].map((p) => ({ id: p.id, owner: p.owner, size: p.size as 1 | 2 | 3, x: p.x, y: p.y }));
  const over = b.step === "over";
  return {
    players: b.players ?? 0,
    options: { treehouse: b.treehouse ?? false },
    pyramids,
    piles: [...(b.piles ?? [])].map((p) => [...(p.pieces ?? [])]),
    tipped: [...(b.tipped ?? [])],
    captured: [...(b.captured ?? [])].map((p) => [...(p.pieces ?? [])]),
    rollOff: parse(b.rollOff, []),
    firstPlayer: b.firstPlayer ?? 0,
    turn: b.turn ?? 0,
    turnNumber: b.turnNumber ?? 0,
    step: stepOf(b),
    passes: b.passes ?? 0,
    lastAttack: parse(b.lastAttack, null),
    hoards: [...(b.hoards ?? [])].map((h) => parse(h, { trees: [], leftovers: [], points: 0 })),
    events,
    result: over ? { scores: [...(b.scores ?? [])], winners: [...(b.winners ?? [])] } : null,
  };
}

/** The server sends each legal action as a JSON string; it is sent back exactly as parsed. */
export function dedLegal(mine: Record<string, unknown> | null): DedAction[] {
  const legal = (mine as { legal?: string[] } | null)?.legal ?? [];
  const actions: DedAction[] = [];
  for (const text of legal) {
    const action = parse<DedAction | null>(text, null);
    if (action) actions.push(action);
  }
  return actions;
}

/** The table's `log`: the engine events of the last accepted action, one JSON each. */
export function dedEvents(log: readonly string[]): DedEvent[] {
  const events: DedEvent[] = [];
  for (const text of log) {
    const event = parse<DedEvent | null>(text, null);
    if (event) events.push(event);
  }
  return events;
}
