import type { ServerPayload } from "@tablee/shared/protocol";
import type { TablePhase } from "../store/store.js";
import type { Seats } from "./seats.js";

/** What one member may do at the table now (the `offers` message, docs/protocol.md "Offers"). */
export type OfferValues = ServerPayload<"offers">;

/** Who asks, and where the table is. */
export interface OfferContext {
  seats: Seats;
  phase: TablePhase;
  /** This member holds the host role (only a seated person does). */
  isHost: boolean;
  /** Their seat, -1 without one. */
  mySeat: number;
  /** The seat counts the game allows (DOG's 4 or 6). */
  seatCounts: readonly number[];
}

/**
 * What a member may do, by the same rules the table's changes check (seats.ts): a page draws
 * these and decides nothing. Before the start: the seats one may take, and for the host the
 * bots, the start and its choices (or why not yet), the seat count and pace; during a game:
 * an open seat to take, one's own seat to take back or give up, and for the host a seat whose
 * absent player the clock put away; after it, the host's rematch.
 */
export function offersFor({ seats, phase, isHost, mySeat, seatCounts }: OfferContext): OfferValues {
  const all = Array.from({ length: seats.count }, (_, seat) => seat);
  const offers: OfferValues = { sit: [], addBot: [], removeBot: [], open: [], start: false, startWhy: "", startShort: 0, startFill: 0, setup: false, rematch: false, stand: false, back: false, giveUp: false };
  if (phase === "waiting") {
    offers.sit = all.filter((seat) => seat !== mySeat && seats.free(seat));
    offers.stand = mySeat >= 0;
    if (isHost) {
      offers.addBot = all.filter((seat) => seats.free(seat) && seats.at(seat).bot === undefined);
      offers.removeBot = all.filter((seat) => seats.at(seat).bot !== undefined);
      const whyNot = seats.fullRefusal();
      offers.start = whyNot === null;
      offers.startWhy = whyNot?.code ?? "";
      const free = seats.count - seats.takenSeats().length;
      if (free > 0 && seats.shortRefusal(seatCounts) === null) offers.startShort = seats.takenSeats().length;
      if (free > 0 && seats.seatedRefusal() === null) offers.startFill = free;
      offers.setup = true;
    }
  } else if (phase === "playing") {
    if (mySeat < 0) offers.sit = all.filter((seat) => seats.free(seat));
    else {
      offers.giveUp = true;
      offers.back = seats.at(mySeat).standIn === true;
    }
    if (isHost) offers.open = all.filter((seat) => seats.mayOpen(seat, mySeat, true) === "host");
  } else if (isHost) {
    offers.rematch = true;
  }
  return offers;
}

/**
 * Each member is sent their offers when they change (and again after a reconnection): a
 * message to that member alone, not a part of the state, so that nobody's view holds another's.
 */
export class OffersSent {
  private readonly last = new Map<string, string>();

  /** `offers` to the member's client, unless it already has them. */
  send(sessionId: string, offers: OfferValues, send: (offers: OfferValues) => void): void {
    const key = JSON.stringify(offers);
    if (this.last.get(sessionId) === key) return;
    this.last.set(sessionId, key);
    send(offers);
  }

  /** The member's connection went (or they left): whatever comes next is sent whole. */
  forget(sessionId: string): void {
    this.last.delete(sessionId);
  }
}
