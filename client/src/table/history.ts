import { apiUrl } from "../net/client";
import { readReplay, stepEvents } from "../replay/steps";

/** How many moves before the current one the log shows after a reload. */
export const RECENT_MOVES = 30;

/**
 * The public events of the moves before the current one, oldest first, one batch per move
 * (JSON text, as the board syncs them), for the log of a page that arrives mid-game (a reload,
 * a late spectator). They come from the table's replay (GET /api/tables/:id/replay), which is
 * built from public views only, as any holder of the table's link may read it: nothing a
 * seat's own view hides. `moves` and `current` are the table's move count and the current
 * move's events as this page has them; when the replay does not end on that same move (a move
 * or a rematch came in between) the batches before `moves` are still that game's, and when it
 * is not that game at all (its step `moves` tells other events) nothing is returned: the log
 * then starts at the current move, as before.
 */
export async function recentEvents(tableId: string, moves: number, current: readonly string[], keep = RECENT_MOVES): Promise<string[][]> {
  if (moves <= 0) return [];
  try {
    const response = await fetch(apiUrl(`/api/tables/${encodeURIComponent(tableId)}/replay`), { headers: { accept: "application/json" } });
    if (!response.ok) return [];
    const replay = readReplay(await response.json());
    if (replay.steps.length <= moves) return [];
    const text = (events: readonly unknown[]): string[] => events.map((event) => (typeof event === "string" ? event : JSON.stringify(event)));
    const same = JSON.stringify(text(stepEvents(replay, moves))) === JSON.stringify(current.map((event) => JSON.stringify(JSON.parse(event))));
    if (!same) return [];
    const batches: string[][] = [];
    for (let index = Math.max(0, moves - keep); index < moves; index++) batches.push(text(stepEvents(replay, index)));
    return batches.filter((batch) => batch.length > 0);
  } catch {
    return [];
  }
}
