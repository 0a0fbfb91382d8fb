import { t } from "../i18n/index";
import { clear, el } from "../ui/dom";
import { seatFree, type TableSnapshot } from "./snapshot";

export interface SeatsContext {
  snapshot: TableSnapshot;
  /** This browser's session. */
  me: string;
  mySeat: number;
  /** A player (not a spectator) at a live table: free seats offer to sit. */
  canSit: boolean;
  colours: string[];
  teams: number[][];
  now: number;
  sit(seat: number): void;
}

function teamOf(teams: number[][], seat: number): number {
  return teams.findIndex((team) => team.includes(seat));
}

/**
 * One row per seat: colour, name, whether the player is here, whose turn it is. Every row
 * carries `data-seat` and a full sentence in aria-label, for screen readers and tests.
 */
export function renderSeats(list: HTMLElement, ctx: SeatsContext): void {
  clear(list);
  const { snapshot } = ctx;
  const hostSeat = snapshot.members[snapshot.host]?.seat ?? -1;
  snapshot.seats.forEach((seat, index) => {
    const free = seatFree(seat);
    const mine = index === ctx.mySeat;
    const toPlay = snapshot.phase === "playing" && snapshot.active.includes(index);
    const team = teamOf(ctx.teams, index);
    const state = free
      ? t("seat.free")
      : !seat.connected
        ? seat.awayUntil > ctx.now
          ? t("seat.away", { s: Math.ceil((seat.awayUntil - ctx.now) / 1000) })
          : t("seat.offline")
        : t("seat.online");
    const nameText = free ? t("seat.free") : seat.name;
    const row = el("li", {
      class: ["seat", free ? "seat-free" : "", mine ? "seat-mine" : "", toPlay ? "seat-turn" : "", seat.connected || free ? "" : "seat-away"].filter(Boolean).join(" "),
      "data-seat": index,
      "data-occupied": String(!free),
      "data-connected": String(!free && seat.connected),
      "data-turn": String(toPlay),
      "aria-current": toPlay ? "true" : undefined,
      "aria-label": [t("seat.n", { n: index + 1 }), nameText, free ? "" : state, toPlay ? t("seat.toPlay") : ""].filter(Boolean).join(", "),
    });
    const dot = el("span", { class: "seat-dot", "aria-hidden": "true" });
    dot.style.background = ctx.colours[index] ?? "#888";
    const name = el("span", { class: "seat-name", text: nameText });
    const tags = el("span", { class: "seat-tags" });
    if (mine) tags.appendChild(el("span", { class: "tag tag-you", text: t("seat.you") }));
    if (!free && index === hostSeat) tags.appendChild(el("span", { class: "tag tag-host", text: t("seat.host") }));
    if (team >= 0 && ctx.teams.length > 1) tags.appendChild(el("span", { class: "tag tag-team", text: t("seat.team", { n: team + 1 }) }));
    const status = el("span", { class: `seat-state ${free ? "" : seat.connected ? "is-online" : "is-away"}`, text: free ? "" : state });
    const turn = toPlay ? el("span", { class: "seat-turn-mark", text: t("seat.toPlay") }) : null;
    row.append(dot, el("span", { class: "seat-main" }, name, tags), status);
    if (turn) row.appendChild(turn);
    if (free && snapshot.phase === "waiting" && ctx.canSit) {
      const sit = el("button", { type: "button", class: "seat-sit", "data-sit": index, text: t("seat.sit") });
      sit.addEventListener("click", () => ctx.sit(index));
      row.appendChild(sit);
    }
    list.appendChild(row);
  });
}
