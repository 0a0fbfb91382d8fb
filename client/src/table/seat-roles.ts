// With its extension: the tests' compiler (node16 resolution) reads this file as well.
import type { ServerPayload } from "@tablee/shared/protocol";
import { BOT_LEVELS, seatFree, type BotLevel, type SeatInfo, type TablePhase } from "./snapshot.js";

/**
 * Who holds a seat and how the page draws what it may do with it, without the DOM or the
 * words (test/client/seat-roles.test.ts). What a page may do is the server's to say (its
 * `offers`): nothing here decides it.
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

/** What the server says this page may do now (the `offers` message, docs/protocol.md "Offers"). */
export type Offers = ServerPayload<"offers">;

/** Before the server has said anything: nothing. */
export const NO_OFFERS: Offers = { sit: [], addBot: [], removeBot: [], open: [], start: false, startWhy: "", startShort: 0, startFill: 0, setup: false, rematch: false, stand: false, back: false, giveUp: false };

/** A button on a seat's row; each is one table message (docs/protocol.md). */
export type SeatOffer = { kind: "sit" } | { kind: "add-bot"; level: BotLevel } | { kind: "remove-bot" } | { kind: "open-seat" };

/**
 * The buttons of seat `seat`, drawn from the server's offers (a page cut off from the table
 * draws none): a seat to sit in, a bot of either level to seat, a bot to clear, a seat to open.
 */
export function seatOffers(seat: number, offers: Offers): SeatOffer[] {
  const drawn: SeatOffer[] = [];
  if (offers.sit.includes(seat)) drawn.push({ kind: "sit" });
  if (offers.addBot.includes(seat)) for (const level of BOT_LEVELS) drawn.push({ kind: "add-bot", level });
  if (offers.removeBot.includes(seat)) drawn.push({ kind: "remove-bot" });
  if (offers.open.includes(seat)) drawn.push({ kind: "open-seat" });
  return drawn;
}

/** Somebody seated is away (bots never are): the waiting line says the start waits for them. */
export function personAway(seats: readonly SeatInfo[]): boolean {
  return seats.some((seat) => seatHolder(seat) === "person" && !seat.connected);
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
