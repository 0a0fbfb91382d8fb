// With its extension: the tests' compiler (node16 resolution) reads this file as well.
import { BOT_LEVELS, seatFree, type BotLevel, type SeatInfo, type TablePhase } from "./snapshot.js";

/**
 * Who holds a seat and what a page may do with it: the seat list's rules, without the DOM
 * or the words, so they are tested on their own (test/client/seat-roles.test.ts).
 */

/**
 * Nobody; a person; a bot seated before the start; a bot standing in for the seat's player
 * (away too long, or out of time three times), who may take the seat back with their key.
 */
export type SeatHolder = "free" | "person" | "bot" | "stand-in";

export function seatHolder(seat: SeatInfo): SeatHolder {
  if (seat.bot !== "") return seat.standIn ? "stand-in" : "bot";
  return seatFree(seat) ? "free" : "person";
}

/** A button on a seat's row; each is one table message (docs/protocol.md). */
export type SeatOffer = { kind: "sit" } | { kind: "add-bot"; level: BotLevel } | { kind: "remove-bot" } | { kind: "open-seat" };

export interface SeatOffersContext {
  phase: TablePhase;
  /** This page is the table's host. */
  isHost: boolean;
  /** A page at a live table (a spectator too: sitting makes them a player). */
  canSit: boolean;
  /** This page's seat, -1 when it has none. */
  mySeat: number;
  /** Missed moves in a row after which a bot keeps a seat (the table's announced rule). */
  awayAfter: number;
}

/**
 * What this page is offered on a seat. Before the start: a free seat to sit in, and for the
 * host a bot of either level to seat there; a bot seat the host may clear. Mid-game, the host
 * may let a newcomer take a seat only once the table's rule has put its player away (the
 * missed moves in a row) and they are not here; a player gives up their own seat as they
 * leave. Once open, a player without a seat or a spectator may take it.
 */
export function seatOffers(seat: SeatInfo, ctx: SeatOffersContext): SeatOffer[] {
  const holder = seatHolder(seat);
  const offers: SeatOffer[] = [];
  if (ctx.phase === "waiting") {
    if (holder === "free" && ctx.canSit) offers.push({ kind: "sit" });
    if (holder === "free" && ctx.isHost) for (const level of BOT_LEVELS) offers.push({ kind: "add-bot", level });
    if (holder === "bot" && ctx.isHost) offers.push({ kind: "remove-bot" });
  } else if (ctx.phase === "playing" && holder === "stand-in") {
    // Only a seat its player left: one whose player is still here takes it back by playing.
    if (ctx.isHost && !seat.open && seat.occupant === "" && seat.timeouts >= ctx.awayAfter) offers.push({ kind: "open-seat" });
    if (seat.open && ctx.canSit && ctx.mySeat < 0) offers.push({ kind: "sit" });
  }
  return offers;
}

/** Some seat offers this page to sit (a spectator's waiting card says they may). */
export function maySit(seats: readonly SeatInfo[], ctx: SeatOffersContext): boolean {
  return seats.some((seat) => seatOffers(seat, ctx).some((offer) => offer.kind === "sit"));
}

/**
 * The clock put this page's player away (three timeouts): a bot plays their seat while they
 * are still at the table, until they say they are back (`back`) or play a move themselves.
 */
export function botPlaysForMe(seats: readonly SeatInfo[], mySeat: number, phase: TablePhase): boolean {
  const seat = seats[mySeat];
  return phase === "playing" && seat !== undefined && seatHolder(seat) === "stand-in" && seat.occupant !== "";
}

/** Somebody seated is away (bots never are): the start waits for them. */
export function personAway(seats: readonly SeatInfo[]): boolean {
  return seats.some((seat) => seatHolder(seat) === "person" && !seat.connected);
}

/**
 * The host may start: every seat holds a bot or a person who is here, and one at least a
 * person. At a turn-based table a person's seat counts wherever they are: each plays when
 * they can.
 */
export function readyToStart(seats: readonly SeatInfo[], turnBased = false): boolean {
  const here = (seat: SeatInfo) => (turnBased ? seatHolder(seat) === "person" : seat.occupant !== "" && seat.connected);
  const held = seats.every((seat) => seat.bot !== "" || here(seat));
  return held && seats.some((seat) => seat.bot === "");
}

/** The ways a host may start a table before every seat is held (docs/protocol.md, "Seats before the start"). */
export interface StartChoices {
  /** Every seat is held: the plain start. */
  full: boolean;
  /** The seated count when the free seats may close (enough are seated), else 0. */
  short: number;
  /** Free seats bots may fill (someone is seated), else 0. */
  fill: number;
}

/**
 * What the host's start buttons offer: the plain start once every seat is held; with free
 * seats, starting with whoever is seated once the game's minimum is reached, or bots in the
 * free seats. Nobody may be away (at a live table), and a person must play.
 */
export function startChoices(seats: readonly SeatInfo[], minPlayers: number, turnBased = false): StartChoices {
  const person = seats.some((seat) => seatHolder(seat) === "person");
  // A seat held for a player coming back after a restart counts as a person away (at a live table).
  const here = person && (turnBased || !personAway(seats));
  const seated = seats.filter((seat) => seatHolder(seat) !== "free").length;
  const free = seats.length - seated;
  return {
    full: readyToStart(seats, turnBased),
    short: here && free > 0 && seated >= minPlayers ? seated : 0,
    fill: here && free > 0 ? free : 0,
  };
}

/** How the board names the one seat it waits for: the words' key, the name, and an away player's time left. */
export interface TurnOf {
  key: "status.turnOf" | "status.turnOfStandIn" | "status.turnOfAway" | "status.turnOfGone";
  name: string;
  /** While the player is away and their seat still kept for them: the time they have left to come back. */
  awayMs?: number;
}

/**
 * "Bob to play"; "A bot plays for Bob"; while Bob's page is gone and his seat kept for him,
 * "Bob is away — 01:52 left" (the time before a bot or the table takes his seat); after
 * that, until something takes it, "Bob is away". At a turn-based table, "Bob to play" wherever
 * Bob is.
 */
export function turnOf(seat: SeatInfo | undefined, now: number, turnBased = false): TurnOf {
  const name = seat?.name ?? "";
  if (!seat) return { key: "status.turnOf", name };
  const holder = seatHolder(seat);
  if (holder === "stand-in") return { key: "status.turnOfStandIn", name };
  // A turn-based table waits for its players wherever they are: not there is not away.
  if (holder !== "person" || seat.connected || turnBased) return { key: "status.turnOf", name };
  if (seat.awayUntil > now) return { key: "status.turnOfAway", name, awayMs: seat.awayUntil - now };
  return { key: "status.turnOfGone", name };
}

/**
 * What a game's canvas says of the seat it waits for when its player is not simply there
 * (RendererContext.absence): a bot plays for them, or they are away; the time they have left
 * ticks in the shell's status line, not on the canvas, which draws on changes only. Null: the
 * game's own "Bob to play".
 */
export function absenceOf(seat: SeatInfo | undefined, now: number, turnBased = false): "status.turnOfStandIn" | "status.turnOfGone" | null {
  const { key } = turnOf(seat, now, turnBased);
  if (key === "status.turnOf") return null;
  return key === "status.turnOfStandIn" ? key : "status.turnOfGone";
}

/**
 * What leaving does to this page's place: the seat stays the player's (a turn-based table:
 * they come and go), the seat frees (before the start, after the game), a bot plays it
 * (during a game), or nothing (no seat).
 */
export type Leaving = "seat-kept" | "seat-frees" | "bot-plays" | "no-seat";

export function leaving(phase: TablePhase, mySeat: number, spectator: boolean, turnBased = false): Leaving {
  if (spectator || mySeat < 0) return "no-seat";
  if (turnBased) return "seat-kept";
  return phase === "playing" ? "bot-plays" : "seat-frees";
}
