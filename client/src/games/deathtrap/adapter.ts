import type { Deathtrap } from "@tablee/shared";

type View = Deathtrap.DeathtrapView;
type Action = Deathtrap.DeathtrapAction;
type Event = Deathtrap.DeathtrapEvent;
type CardKind = Deathtrap.CardKind;

interface Board {
  phase?: string;
  round?: number;
  rounds?: number;
  dealer?: number;
  turn?: number;
  pigLeaderOption?: string;
  handCounts?: number[];
  trickCount?: number;
  trickKind?: string;
  trickNaturals?: number;
  trickWilds?: string[];
  trickValue?: number;
  trickBy?: number;
  passed?: boolean[];
  finished?: number[];
  previousOrder?: number[];
  titles?: string[];
  scoreSheet?: { points?: number[] }[];
  totals?: number[];
  swaps?: { giver: number; master: number; count: number; chosen: boolean; done: boolean }[];
  pigHolder?: number;
  pigDone?: boolean;
  pigDiscard?: string;
  pigLeader?: number;
}

interface Mine {
  hand?: string[];
  canStrike?: boolean;
  swapWith?: number;
  swapGift?: string[];
  swapReturned?: string[];
}

/**
 * Turns the synced Deathtrap parts (docs/protocol.md: `board` and this seat's `privates`
 * entry) back into the engine's DeathtrapView, the one shape the renderer draws. Empty
 * strings and -1 on the wire stand for null in the view; a seat's swap cards come from its
 * own private part only.
 */
export function deathtrapView(board: Record<string, unknown>, mine: Record<string, unknown> | null, seat: number | null, events: Event[]): View {
  const b = board as Board;
  const p = (mine ?? {}) as Mine;
  const own = seat !== null && mine !== null;
  const counts = b.handCounts ?? [];
  const players = counts.length;
  const trickCount = b.trickCount ?? 0;
  return {
    seat: own ? seat : null,
    players,
    options: { pigLeader: b.pigLeaderOption === "holder-chooses" ? "holder-chooses" : "left-of-holder" },
    round: b.round ?? 1,
    rounds: b.rounds ?? 4,
    dealer: b.dealer ?? 0,
    phase: (b.phase ?? "pig") as View["phase"],
    hand: own ? ((p.hand ?? []) as CardKind[]) : null,
    handCounts: counts,
    turn: b.turn ?? -1,
    canStrike: own && p.canStrike === true,
    trick:
      trickCount === 0
        ? null
        : {
            kind: (b.trickKind || null) as Deathtrap.CreatureKind | null,
            naturals: b.trickNaturals ?? 0,
            wilds: (b.trickWilds ?? []) as Deathtrap.WildKind[],
            count: trickCount,
            value: b.trickValue ?? 0,
            by: b.trickBy ?? -1,
          },
    passed: b.passed ?? new Array<boolean>(players).fill(false),
    finished: b.finished ?? [],
    previousOrder: b.previousOrder && b.previousOrder.length > 0 ? b.previousOrder : null,
    titles: (b.titles ?? []).map((title) => (title === "" ? null : (title as Deathtrap.Title))),
    scoreSheet: (b.scoreSheet ?? []).map((row) => row.points ?? []),
    totals: b.totals ?? new Array<number>(players).fill(0),
    swaps: (b.swaps ?? []).map((swap) => {
      const party = own && (swap.giver === seat || swap.master === seat) && p.swapWith !== undefined && p.swapWith >= 0;
      return {
        giver: swap.giver,
        master: swap.master,
        count: swap.count,
        chosen: swap.chosen,
        done: swap.done,
        gift: party ? ((p.swapGift ?? []) as CardKind[]) : null,
        returned: party && (p.swapReturned ?? []).length > 0 ? ((p.swapReturned ?? []) as CardKind[]) : null,
      };
    }),
    pig: {
      holder: b.pigHolder ?? -1,
      done: b.pigDone ?? false,
      discard: b.pigDiscard ? (b.pigDiscard as CardKind) : null,
      leader: b.pigLeader === undefined || b.pigLeader < 0 ? null : b.pigLeader,
    },
    events,
  };
}

/** The server sends each legal action as a JSON string; it is sent back exactly as parsed. */
export function deathtrapLegal(mine: Record<string, unknown> | null): Action[] {
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

export function parseEvents(log: string[]): Event[] {
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
