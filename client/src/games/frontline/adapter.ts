import type { Frontline } from "@tablee/shared";

type View = Frontline.FrontlineView;
type Action = Frontline.FrontlineAction;
type Event = Frontline.FrontlineEvent;
type Colour = Frontline.Colour;
type Size = Frontline.Size;
type Seat = Frontline.Seat;

/*
 * The synced Frontline board (docs/protocol.md, "Frontline public part") back into the
 * engine's FrontlineView, the one shape the renderer draws. Everything is public, so the view
 * is the same for players and spectators; only `seat` (whose side the board is seen from)
 * differs. Only type imports, so the tests can run it against the engine.
 */

/** Die faces 1..5 name these colours (FL-4); kept here so no engine code is bundled. */
export const COLOURS: readonly Colour[] = ["red", "blue", "green", "yellow", "black"];

export interface FrontlineTableView extends View {
  /** The seat this browser plays, null for a spectator (who sees seat 0's side). */
  seat: Seat | null;
}

interface SyncedBoard {
  squares?: { colour?: string; size?: number; owner?: number }[];
  supply?: number[];
  crossed?: { pieces?: { colour?: string; size?: number }[] }[];
  firstPlayer?: number;
  turn?: number;
  turnsPlayed?: number;
  turnLimit?: number;
  quietTurns?: number;
  drawClaimable?: boolean;
  dice?: { face?: number; status?: string }[];
  step?: {
    kind?: string;
    die?: number;
    action?: string;
    colour?: string;
    from?: number;
    centre?: number;
    pips?: number;
    left?: number;
    carry?: number[];
  };
  result?: string;
  winner?: number;
  drawReason?: string;
  drawBy?: number;
}

function stepOf(s: NonNullable<SyncedBoard["step"]>): Frontline.Step {
  const die = s.die ?? 0;
  const carrying = { die, centre: s.centre ?? 0, pips: (s.pips ?? 1) as Size, left: s.left ?? 0, carry: [...(s.carry ?? [])] };
  switch (s.kind) {
    case "action":
      return { kind: "action", die };
    case "target":
      return { kind: "target", die, action: s.action as Frontline.ActionName, colour: s.colour ? (s.colour as Colour) : null };
    case "destination":
      return { kind: "destination", die, from: s.from ?? 0 };
    case "carry":
      return { kind: "carry", ...carrying };
    case "carry-to":
      return { kind: "carry-to", ...carrying, from: s.from ?? 0 };
    case "over":
      return { kind: "over" };
    default:
      return { kind: "die" };
  }
}

function resultOf(b: SyncedBoard): Frontline.Result | null {
  if (b.result === "win") return { kind: "win", winner: (b.winner ?? 0) as Seat };
  if (b.result === "draw") {
    const by = b.drawBy ?? -1;
    return { kind: "draw", reason: (b.drawReason ?? "claimed") as "claimed", by: by < 0 ? null : (by as Seat) };
  }
  return null;
}

export function frontlineView(board: Record<string, unknown>, seat: number | null, events: Event[]): FrontlineTableView {
  const b = board as SyncedBoard;
  const supply = {} as Frontline.Supply;
  COLOURS.forEach((c, i) => (supply[c] = (b.supply ?? []).slice(i * 3, i * 3 + 3).concat([0, 0, 0]).slice(0, 3)));
  const crossed = [0, 1].map((s) => (b.crossed?.[s]?.pieces ?? []).map((p) => ({ colour: p.colour as Colour, size: (p.size ?? 1) as Size })));
  return {
    seat: seat === 0 || seat === 1 ? seat : null,
    board: Array.from({ length: 64 }, (_, i) => {
      const q = b.squares?.[i];
      if (!q || !q.colour) return null;
      const owner = q.owner ?? -1;
      return { colour: q.colour as Colour, size: (q.size ?? 1) as Size, owner: owner < 0 ? null : (owner as Seat) };
    }),
    supply,
    crossed,
    firstPlayer: (b.firstPlayer ?? 0) as Seat,
    turn: (b.turn ?? 0) as Seat,
    turnsPlayed: b.turnsPlayed ?? 0,
    turnLimit: b.turnLimit ? b.turnLimit : null,
    quietTurns: b.quietTurns ?? 0,
    drawClaimable: b.drawClaimable ?? false,
    dice: (b.dice ?? []).map((d) => ({ face: d.face ?? 1, status: (d.status ?? "unused") as Frontline.DieStatus })),
    step: stepOf(b.step ?? {}),
    result: resultOf(b),
    events,
  };
}

/** The server sends each legal action as a JSON string; it is sent back exactly as parsed. */
export function frontlineLegal(mine: Record<string, unknown> | null): Action[] {
  const legal = (mine as { legal?: string[] } | null)?.legal ?? [];
  const actions: Action[] = [];
  for (const text of legal) {
    try {
      actions.push(JSON.parse(text) as Action);
    } catch {
      // A malformed entry cannot be offered; the rest still can.
    }
  }
  return actions;
}

export function frontlineEvents(log: readonly string[]): Event[] {
  const events: Event[] = [];
  for (const text of log) {
    try {
      events.push(JSON.parse(text) as Event);
    } catch {
      // ignore: the log is informative only
    }
  }
  return events;
}
