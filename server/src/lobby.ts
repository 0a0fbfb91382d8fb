import { LobbyRoom, type AuthContext, type Client } from "@colyseus/core";
import { admission } from "./limits/admission.js";
import { expectHandshake, guardIncoming } from "./limits/frames.js";
import { limits } from "./limits/limits.js";

/**
 * Colyseus's LobbyRoom (the live list of public tables) under the same limits as a table:
 * message size and rate, floods, the join handshake, and reservations per address. Its
 * `filter` answer is the whole list, so a client that asks and never reads is the one the
 * socket guard's send-buffer bound is for.
 */
export class Lobby extends LobbyRoom {
  static override async onAuth(_token: string, _options: unknown, context: AuthContext): Promise<unknown> {
    return admission.admit(context);
  }

  override async onCreate(options: unknown): Promise<void> {
    this.seatReservationTimeout = limits.reservationSeconds;
    await super.onCreate(options);
    guardIncoming(this, (client, code, message) => client.send("error", { code, message }));
  }

  override onJoin(client: Client, options: Parameters<LobbyRoom["onJoin"]>[1]): void {
    admission.connected(client.sessionId);
    expectHandshake(client);
    super.onJoin(client, options);
  }
}
