import type { TableSummary } from "@tablee/shared";
import { t } from "../i18n/index";
import { apiUrl } from "../net/client";
import { el } from "../ui/dom";
import { paceLine } from "../ui/pace-fields";

/**
 * What an invite link's page says before joining: whose table, which game, who sits there
 * and how many seats are free (GET /api/tables/<id>, docs/protocol.md). Names are players'
 * own words: they only ever go in as text.
 */
export async function fetchSummary(tableId: string): Promise<TableSummary | null> {
  try {
    const response = await fetch(apiUrl(`/api/tables/${encodeURIComponent(tableId)}`), { headers: { accept: "application/json" } });
    return response.ok ? readSummary(await response.json()) : null;
  } catch {
    return null;
  }
}

/** The server's answer, or null when it is not one: the page then just asks to join. */
export function readSummary(raw: unknown): TableSummary | null {
  const s = raw as Partial<TableSummary> | null;
  if (typeof s !== "object" || s === null) return null;
  if (typeof s.id !== "string" || typeof s.game !== "string" || typeof s.host !== "string" || typeof s.phase !== "string") return null;
  if (!Array.isArray(s.seats) || !s.seats.every((seat) => typeof seat?.name === "string" && typeof seat.bot === "boolean")) return null;
  if (typeof s.free !== "number" || typeof s.spectators !== "number") return null;
  return s as TableSummary;
}

/** The page's title: the host's table, or the plain invitation while nothing is known. */
export function summaryTitle(summary: TableSummary | null): string {
  if (summary === null) return t("join.title");
  return summary.host === "" ? t("join.tableNoHost") : t("join.tableOf", { host: summary.host });
}

/** The lines under the title: the game and its seat count (DOG seats four or six), who is seated, the free seats. */
export function summaryLines(summary: TableSummary): HTMLElement {
  const seated = summary.seats.filter((seat) => seat.name !== "").map((seat) => (seat.bot ? t("join.botName", { name: seat.name }) : seat.name));
  const free = summary.free === 0 ? t("join.freeNone") : summary.free === 1 ? t("join.freeOne") : t("join.freeMany", { n: summary.free });
  return el(
    "div",
    { class: "invite-summary", "data-summary": summary.id },
    el("p", { class: "invite-game", "data-game": summary.game, text: t("join.gameIs", { game: t(`game.${summary.game}`) }) }),
    el("p", { class: "invite-seats", "data-seats": summary.seats.length, text: t("join.seatCount", { n: summary.seats.length }) }),
    // Live or turn-based, and the time a move may take: what joining commits a player to.
    el("p", { class: "invite-pace", "data-pace": summary.pace, text: paceLine({ pace: summary.pace === "turns" ? "turns" : "live", clock: summary.clock }) }),
    el("p", { class: "invite-seated", text: seated.length === 0 ? t("join.seatedNone") : t("join.seated", { names: seated.join(", ") }) }),
    el("p", { class: "invite-free", "data-free": summary.free, text: free }),
    summary.phase === "playing" ? el("p", { class: "invite-started", text: t("join.started") }) : null,
  );
}
