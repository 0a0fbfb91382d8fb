import { t } from "../i18n/index";
import { el, rebuild } from "../ui/dom";
import { seatHolder, seatOffers, type Offers, type SeatOffer } from "./seat-roles";
import type { SeatInfo, TableSnapshot } from "./snapshot";
import { URGENT_MS, formatClock, type TurnClocks } from "./turn-clock";
import { durationWords } from "../ui/durations";
import type { TableSender } from "../net/table-messages";

export interface SeatsContext {
  snapshot: TableSnapshot;
  /** This browser's session. */
  me: string;
  mySeat: number;
  /** What the server says this page may do (none while the page is cut off from the table). */
  offers: Offers;
  colours: string[];
  teams: number[][];
  now: number;
  clocks: TurnClocks;
  /** Sends the table message a seat's button stands for. */
  offer(seat: number, offer: SeatOffer): void;
}

/** The seat's team, -1 in a game without teams (every seat plays for itself). */
function teamOf(teams: number[][], seat: number): number {
  if (teams.length < 2) return -1;
  return teams.findIndex((team) => team.includes(seat));
}

/**
 * What the row says of the seat's holder: here or away, a bot, a bot playing for someone. A
 * turn-based table keeps an away player's seat however long they are gone: no countdown.
 */
function seatState(seat: SeatInfo, now: number, turnBased: boolean): string {
  switch (seatHolder(seat)) {
    case "free":
      return "";
    case "bot":
      return t("seat.botLevel", { level: t(`bot.${seat.bot}`) });
    case "stand-in":
      return t("seat.standIn", { name: seat.name });
    case "person":
      if (seat.connected) return t("seat.online");
      return seat.awayUntil > now && !turnBased ? t("seat.away", { s: Math.ceil((seat.awayUntil - now) / 1000) }) : t("seat.offline");
  }
}

/** A seat's button: its text, and a label naming the seat (several rows offer the same text), and its team where the game has teams. */
function offerButton(index: number, seat: SeatInfo, offer: SeatOffer, team: number): HTMLButtonElement {
  const n = index + 1;
  switch (offer.kind) {
    case "sit": {
      const label = team >= 0 ? t("seat.sitTeamLabel", { n, team: team + 1 }) : t("seat.sitLabel", { n });
      return el("button", { type: "button", class: "seat-sit", "data-sit": index, text: t("seat.sit"), "aria-label": label });
    }
    case "add-bot": {
      const level = t(`bot.${offer.level}`);
      return el("button", { type: "button", class: "seat-bot-add", "data-add-bot": offer.level, text: t("seat.addBot", { level }), "aria-label": t("seat.addBotLabel", { level, n }) });
    }
    case "remove-bot":
      return el("button", { type: "button", class: "seat-bot-remove", "data-remove-bot": index, text: t("seat.removeBot"), "aria-label": t("seat.removeBotLabel", { n }) });
    case "open-seat":
      return el("button", { type: "button", class: "seat-open", "data-open-seat": index, text: t("seat.openSeat"), "aria-label": t("seat.openSeatLabel", { n, name: seat.name }) });
  }
}

/**
 * One row per seat: colour, name, whether the player is here or a bot plays, whose turn it
 * is and their clock, and the seat's buttons. Every row carries `data-seat` and a full
 * sentence in aria-label, for screen readers and tests.
 */
export function renderSeats(list: HTMLElement, ctx: SeatsContext): void {
  rebuild(list, (into) => seatRows(into, ctx));
}

function seatRows(list: HTMLElement, ctx: SeatsContext): void {
  const { snapshot } = ctx;
  const hostSeat = snapshot.members[snapshot.host]?.seat ?? -1;
  snapshot.seats.forEach((seat, index) => {
    const holder = seatHolder(seat);
    const free = holder === "free";
    const botPlays = holder === "bot" || holder === "stand-in";
    const mine = index === ctx.mySeat;
    const toPlay = snapshot.phase === "playing" && snapshot.active.includes(index);
    const team = teamOf(ctx.teams, index);
    const state = seatState(seat, ctx.now, snapshot.pace === "turns");
    const nameText = free ? t("seat.free") : seat.name;
    // A bot counts as here; a stand-in's row shows the bot, not its player's absence.
    const away = holder === "person" && !seat.connected;
    const row = el("li", {
      class: ["seat", `seat-${holder}`, mine ? "seat-mine" : "", toPlay ? "seat-turn" : "", away ? "seat-away" : ""].filter(Boolean).join(" "),
      "data-seat": index,
      "data-holder": holder,
      "data-occupied": String(!free),
      "data-connected": String(!free && (seat.connected || botPlays)),
      "data-bot": seat.bot || undefined,
      "data-turn": String(toPlay),
      "aria-current": toPlay ? "true" : undefined,
      "aria-label": [t("seat.n", { n: index + 1 }), nameText, state, seat.open ? t("seat.open") : "", toPlay ? t("seat.toPlay") : ""].filter(Boolean).join(", "),
    });
    const dot = el("span", { class: "seat-dot", "aria-hidden": "true" });
    dot.style.background = ctx.colours[index] ?? "#888";
    const name = el("span", { class: "seat-name", text: nameText });
    const tags = el("span", { class: "seat-tags" });
    if (mine) tags.appendChild(el("span", { class: "tag tag-you", text: t("seat.you") }));
    if (!free && index === hostSeat) tags.appendChild(el("span", { class: "tag tag-host", text: t("seat.host") }));
    if (botPlays) tags.appendChild(el("span", { class: "tag tag-bot", text: t("seat.bot") }));
    if (seat.open) tags.appendChild(el("span", { class: "tag tag-open", text: t("seat.open") }));
    if (team >= 0) tags.appendChild(el("span", { class: "tag tag-team", text: t("seat.team", { n: team + 1 }) }));
    const status = el("span", { class: `seat-state ${free ? "" : botPlays ? "is-bot" : seat.connected ? "is-online" : "is-away"}`, text: state });
    row.append(dot, el("span", { class: "seat-main" }, name, tags), status);
    if (toPlay) row.appendChild(el("span", { class: "seat-turn-mark", text: t("seat.toPlay") }));
    const clock = el("span", { class: "seat-clock", role: "timer", "data-clock-seat": index, hidden: true });
    row.appendChild(clock);
    showClock(clock, ctx.clocks.remaining(index, ctx.now), { long: snapshot.pace === "turns" });
    const offers = seatOffers(index, ctx.offers);
    if (offers.length > 0) {
      const buttons = el("span", { class: "seat-actions" });
      for (const offer of offers) {
        const button = offerButton(index, seat, offer, team);
        button.addEventListener("click", () => ctx.offer(index, offer));
        buttons.appendChild(button);
      }
      row.appendChild(buttons);
    }
    list.appendChild(row);
  });
}

/**
 * A clock's face: its time left, urgent under ten seconds, hidden when not running. The
 * table page calls it again every second on the same nodes, so buttons keep their focus.
 * `long`: a turn-based clock, in words ("1 day 3 h", "2 h 10 min"; under a minute the
 * seconds) rather than "mm:ss".
 */
export function showClock(node: HTMLElement, remaining: number | null, face: { label?: (time: string) => string; long?: boolean } = {}): void {
  node.hidden = remaining === null;
  if (remaining === null) return;
  const { label, long = false } = face;
  const time = long ? durationWords(remaining, t) : formatClock(remaining);
  node.textContent = time;
  node.classList.toggle("is-urgent", remaining < URGENT_MS);
  node.setAttribute("aria-label", label ? label(time) : t("seat.timeLeft", { time }));
}

/** Every seat's clock in the list, anew from the running clocks (the page's once-a-second tick). */
export function tickSeatClocks(list: HTMLElement, clocks: TurnClocks, now: number, long: boolean): void {
  for (const node of list.querySelectorAll<HTMLElement>("[data-clock-seat]")) showClock(node, clocks.remaining(Number(node.dataset.clockSeat), now), { long });
}

export interface HostStartContext {
  seats: readonly SeatInfo[];
  minPlayers: number;
  maxPlayers: number;
  /** The seat counts the game allows, smallest first (`seatCountsOf`: DOG's 4 or 6). */
  seatCounts: readonly number[];
  /** The game's name, for why the start waits ("DOG needs 4 players"). */
  game: string;
  /** What the server offers the host: the start, its choices, or why not yet. */
  offers: Offers;
  /** Sends the host's table messages. */
  send: Pick<TableSender, "start" | "setSeats">;
}

/** Why the plain start waits, in words, from the refusal the server says it would give. */
function startWhy(ctx: HostStartContext): string {
  if (ctx.offers.startWhy === "player-away") return t("table.startAway");
  // With no shorter game to offer, the table's own count is what it waits for.
  if (ctx.offers.startWhy === "seats-not-full" && ctx.offers.startShort === 0) return t("table.startNeeds", { game: ctx.game, n: ctx.seats.length });
  return t("table.startFree");
}

/**
 * The waiting host's buttons, as the server offers them: the start once every seat is held
 * (greyed, saying why, until then); with free seats, starting with whoever is seated ("Start
 * with 3": the free seats close) or with bots in the free seats; and for a game with several
 * seat counts, the next count up or down (a seat more or less; DOG steps between 4 and 6).
 */
export function hostStartButtons(ctx: HostStartContext): HTMLElement[] {
  const choices = { full: ctx.offers.start, short: ctx.offers.startShort, fill: ctx.offers.startFill };
  const button = (action: string, text: string, run: () => void, extra: { disabled?: boolean; label?: string } = {}) => {
    const node = el("button", { type: "button", class: `control control-${action}`, "data-action": action, text, disabled: extra.disabled ?? false, "aria-label": extra.label });
    node.addEventListener("click", run);
    return node;
  };
  const nodes: HTMLElement[] = [button("start", t("table.start"), () => ctx.send.start({}), { disabled: !choices.full })];
  if (!choices.full) {
    // A greyed Start says why, in words everyone sees, and its name points to them.
    nodes[0].setAttribute("aria-describedby", "start-why");
    nodes.push(el("p", { class: "start-why field-hint", id: "start-why", text: startWhy(ctx) }));
  }
  if (choices.short > 0) {
    const n = choices.short;
    nodes.push(button("start-short", t("table.startShort", { n }), () => ctx.send.start({ short: true }), { label: t("table.startShortLabel", { n }) }));
  }
  if (choices.fill > 0) {
    const n = choices.fill;
    nodes.push(button("fill-bots", t("table.fillBots"), () => ctx.send.start({ fill: "easy" }), { label: t("table.fillBotsLabel", { count: n }) }));
  }
  if (ctx.seatCounts.length > 1) {
    const count = ctx.seats.length;
    const taken = ctx.seats.filter((seat) => seatHolder(seat) !== "free").length;
    // The allowed counts next to this one; fewer seats only while the seated still fit.
    const fewer = ctx.seatCounts.filter((n) => n < count).at(-1);
    const more = ctx.seatCounts.find((n) => n > count);
    nodes.push(
      el(
        "span",
        { class: "seat-count", role: "group", "aria-label": t("table.seatCount", { n: count }) },
        button("remove-seat", "−", () => fewer !== undefined && ctx.send.setSeats({ count: fewer }), {
          disabled: fewer === undefined || taken > fewer,
          label: fewer === undefined || count - fewer === 1 ? t("table.removeSeat") : t("table.seatsTo", { n: fewer }),
        }),
        el("span", { class: "seat-count-value", "data-seat-count": count, text: t("table.seatCount", { n: count }) }),
        button("add-seat", "+", () => more !== undefined && ctx.send.setSeats({ count: more }), {
          disabled: more === undefined,
          label: more === undefined || more - count === 1 ? t("table.addSeat") : t("table.seatsTo", { n: more }),
        }),
      ),
    );
  }
  return nodes;
}
