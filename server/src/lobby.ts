import { LobbyRoom, type AuthContext, type Client } from "@colyseus/core";
import { admission } from "./limits/admission.js";
import { expectHandshake, guardIncoming } from "./limits/frames.js";
import { limits } from "./limits/limits.js";

/** A client's `filter` requests: the last one asked, answered at most once per `lobbyFilterMs`. */
interface Asking {
  filter: unknown;
  answeredAt: number;
  timer?: NodeJS.Timeout;
}

/**
 * Colyseus's LobbyRoom (the live list of public tables) under the same limits as a table:
 * message size and rate, floods, the join handshake, and reservations per address.
 * Colyseus answers each `filter` with the whole list (a 9-byte message for a list of every
 * public table); here a filter is answered with what it changes in the client's list (`-`
 * and `+`), nothing when it changes nothing, and at most once per `lobbyFilterMs`: filters
 * sent sooner wait, and only the last one is answered.
 */
export class Lobby extends LobbyRoom {
  private readonly asking = new Map<string, Asking>();

  static override async onAuth(_token: string, _options: unknown, context: AuthContext): Promise<unknown> {
    return admission.admit(context);
  }

  override async onCreate(options: unknown): Promise<void> {
    this.seatReservationTimeout = limits.reservationSeconds;
    // LobbyRoom registers its own `filter` handler first thing: this one takes its place.
    const onMessage = this.onMessage;
    this.onMessage = ((type: string, ...rest: unknown[]) => (type === "filter" ? () => undefined : (onMessage as (...args: unknown[]) => () => void).call(this, type, ...rest))) as typeof this.onMessage;
    try {
      await super.onCreate(options);
    } finally {
      this.onMessage = onMessage;
    }
    this.onMessage("filter", (client, filter: unknown) => this.ask(client, filter));
    guardIncoming(this, (client, code, message) => client.send("error", { code, message }));
  }

  override onJoin(client: Client, options: Parameters<LobbyRoom["onJoin"]>[1]): void {
    admission.connected(client.sessionId);
    expectHandshake(client);
    super.onJoin(client, options);
    this.asking.set(client.sessionId, { filter: this.clientOptions[client.sessionId].filter, answeredAt: 0 });
  }

  override onLeave(client: Client): void {
    clearTimeout(this.asking.get(client.sessionId)?.timer);
    this.asking.delete(client.sessionId);
    super.onLeave(client);
  }

  private ask(client: Client, filter: unknown): void {
    const asking = this.asking.get(client.sessionId);
    if (asking === undefined) return;
    asking.filter = filter;
    if (asking.timer !== undefined) return;
    const wait = asking.answeredAt + limits.lobbyFilterMs - Date.now();
    if (wait <= 0) this.answer(client, asking);
    else asking.timer = setTimeout(() => this.answer(client, asking), wait);
  }

  /** Sends the difference between the client's list and the list its new filter shows. */
  private answer(client: Client, asking: Asking): void {
    asking.timer = undefined;
    const options = this.clientOptions[client.sessionId];
    if (options === undefined || sameFilter(options.filter, asking.filter)) return;
    const before = new Set(this.filterItemsForClient(options).map((room) => room.roomId));
    options.filter = asking.filter as typeof options.filter;
    const after = this.filterItemsForClient(options);
    const kept = new Set(after.map((room) => room.roomId));
    asking.answeredAt = Date.now();
    for (const roomId of before) if (!kept.has(roomId)) client.send("-", roomId);
    for (const room of after) if (!before.has(room.roomId)) client.send("+", [room.roomId, room]);
  }
}

function sameFilter(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
