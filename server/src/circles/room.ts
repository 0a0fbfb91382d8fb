import { Room, type AuthContext, type Client } from "@colyseus/core";
import { z } from "zod";
import { budgetKey } from "../limits/address.js";
import { admission } from "../limits/admission.js";
import { expectHandshake, guardIncoming } from "../limits/frames.js";
import { limits } from "../limits/limits.js";
import { refuse } from "../limits/refusals.js";
import { failed, mayTry } from "../players/budgets.js";
import { cookieOf, joiningPlayer, type JoiningPlayer } from "../players/joins.js";
import { settings } from "../settings.js";
import { newsTopic, type CircleNews } from "./news.js";

/** A member removed, or who left, has their sockets to the circle closed with this code. */
export const NOT_A_MEMBER = 4403;

const joinOptions = z.object({ circle: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }).strict();

/**
 * A circle's page, open (`joinOrCreate("circle", { circle })`, the session cookie on the
 * request): one room per circle, on whichever process, with no state: it only forwards the
 * circle's news (./news.ts) as `news` messages, and a page reads the circle again over HTTP.
 * Only members get in; a guess costs the address as on the circle's routes. A member who
 * leaves or is removed has their sockets here closed (4403) as the news comes.
 */
export class CircleRoom extends Room {
  private circleId = "";
  private readonly players = new Map<string, string>();
  private readonly hear = (news: CircleNews) => this.heard(news);

  static override async onAuth(_token: string, raw: unknown, context: AuthContext): Promise<{ sessionId: string; player: JoiningPlayer }> {
    if (settings.shuttingDown) throw refuse(503, "shutting-down", "shutting down");
    const address = budgetKey(context.ip);
    const options = joinOptions.safeParse(raw ?? {});
    if (!options.success) throw refuse(400, "bad-options", "a circle's page is joined with { circle: <its id> }");
    if (!mayTry(address)) throw refuse(429, "too-many-tries", "too many failed tries from your address; try again in a minute");
    const player = await joiningPlayer(cookieOf(context), undefined);
    if (player === undefined) throw refuse(401, "signed-out", "a circle's page is for its signed-in members");
    if ((await settings.store?.circles.membership(options.data.circle, player.id)) == null) {
      failed(address);
      throw refuse(404, "not-found", "no such circle is yours");
    }
    return { sessionId: admission.reserve(address, false), player };
  }

  override async onCreate(options: { circle: string }): Promise<void> {
    this.circleId = options.circle;
    this.patchRate = null;
    this.seatReservationTimeout = limits.reservationSeconds;
    // A member's phone, laptop and tablet, and room to spare.
    this.maxClients = limits.membersPerCircle * 4;
    guardIncoming(this, (client, code, message) => client.send("error", { code, message }));
    this.onMessage("*", (client: Client) => client.send("error", { code: "unknown-message", message: "a circle's page sends nothing" }));
    // Never in the lobby's list, which would tell anybody the circle's id.
    await this.setMatchmaking({ unlisted: true });
    await this.presence.subscribe(newsTopic(this.circleId), this.hear);
  }

  override async onJoin(client: Client): Promise<void> {
    admission.connected(client.sessionId);
    expectHandshake(client);
    const playerId = (client.auth as { player: JoiningPlayer }).player.id;
    // Removed between the reservation and now, the news already went by: asked again.
    if ((await settings.store?.circles.membership(this.circleId, playerId)) == null) throw refuse(404, "not-found", "no such circle is yours");
    this.players.set(client.sessionId, playerId);
  }

  override onLeave(client: Client): void {
    this.players.delete(client.sessionId);
  }

  override onDispose(): void {
    this.presence.unsubscribe(newsTopic(this.circleId), this.hear);
  }

  private heard(news: CircleNews): void {
    if (news.kind === "gone" || news.kind === "ended") {
      for (const client of [...this.clients]) {
        if (news.kind === "ended" || this.players.get(client.sessionId) === news.player) client.leave(NOT_A_MEMBER, "no longer a member of this circle");
      }
      if (news.kind === "ended") return;
    }
    this.broadcast("news", news.kind === "gone" ? { kind: "members" } : news);
  }
}
