import { CloseCode, type Room } from "@colyseus/sdk";
import { t } from "../i18n/index";
import { keepTrying } from "../net/backoff";
import { joinTable, refusal, retryable } from "../net/client";
import type { Banner, BannerAction } from "../ui/banner";
import type { ServerPayload } from "@tablee/shared/protocol";
import type { Offers } from "./seat-roles";
import { offersSoFar } from "../net/client";

/** The server's `error` and `notice` (shared/src/protocol/messages.ts), each field read as possibly absent. */
export type ServerError = Partial<ServerPayload<"error">>;
export type Notice = Partial<ServerPayload<"notice">>;

/** The close code that follows a `seat-moved` notice: the seat went on in another tab or device. */
const SEAT_MOVED = 4011;

/**
 * Why the table is not live: the line dropped and the SDK is retrying (`reconnecting`); the
 * page is joining the table again by itself after the SDK could not (`rejoining`) or after a
 * server restart (`restarting`); it gave up after minutes (`lost`); the table refused it back
 * (`refused`: the seat's key was refused, the table is full); the seat went on elsewhere
 * (`moved`); the table was closed on purpose; or put out (another code).
 */
export type Offline = "reconnecting" | "rejoining" | "restarting" | "lost" | "refused" | "moved" | "closed" | "disconnected";

type OfflineAction = "retry" | "lobby" | "play-here";

/** What the page says in each case, and the ways out it offers. */
const OFFLINE: Record<Offline, { text: string; actions: OfflineAction[] }> = {
  reconnecting: { text: "banner.reconnecting", actions: [] },
  rejoining: { text: "banner.reconnecting", actions: ["lobby"] },
  restarting: { text: "banner.restarting", actions: ["lobby"] },
  lost: { text: "banner.lost", actions: ["retry", "lobby"] },
  refused: { text: "join.unknown", actions: ["lobby"] },
  moved: { text: "banner.moved", actions: ["play-here", "lobby"] },
  closed: { text: "banner.closed", actions: ["lobby"] },
  disconnected: { text: "banner.disconnected", actions: ["retry"] },
};

/** What the page does with what the table's room says. */
export interface ConnectionHooks {
  state(): void;
  error(error: ServerError): void;
  notice(notice: Notice): void;
  /** The seat's key arrived or changed. */
  seatKey(): void;
  /** What the server says this page may do now. */
  offers(offers: Offers): void;
  /** Live again: the state may have moved on while the line was down. */
  online(): void;
  /** The line is down, or gone for good (`Connection.offline` says why). */
  offline(): void;
  /** The player chose to go back to the lobby. */
  exit(): void;
  /** The page has left the table. */
  closed(): boolean;
}

/**
 * The page's line to its table: the room, what the page says while the line is down, and
 * joining again by itself (with backoff) when the SDK's own reconnection cannot.
 */
export class Connection {
  offline: Offline | null = null;
  /** How this page sits at the table, to come back the same way: a seat (with its key) or watching. */
  joinedAs: { spectate: boolean; name: string } | null = null;
  /** The refusal that ended the way back (`refused`): a `join.*` reason. */
  private refused = "";
  /** Counts the ways back started: a newer one (or a disposal) cancels an older one. */
  private comeBacks = 0;

  constructor(
    public room: Room,
    private readonly tableId: string,
    private readonly banner: Banner,
    private readonly hooks: ConnectionHooks,
  ) {
    this.listen(room);
  }

  /** Listens to `room`; anything a replaced room still says is ignored. */
  private listen(room: Room): void {
    const live = () => room === this.room && !this.hooks.closed();
    room.onStateChange(() => {
      if (live()) this.hooks.state();
    });
    room.onMessage("error", (error: ServerError) => {
      if (live()) this.hooks.error(error);
    });
    room.onMessage("notice", (notice: Notice) => {
      if (live()) this.hooks.notice(notice);
    });
    // net/client.ts keeps the key (its listener runs first); the links panel offers it.
    room.onMessage("seat-key", () => {
      if (live()) this.hooks.seatKey();
    });
    room.onMessage("seat-renumbered", () => {
      if (live()) this.hooks.seatKey();
    });
    room.onMessage("offers", (offers: Offers) => {
      if (live()) this.hooks.offers(offers);
    });
    // The first offers came as the join completed, before this page listened; told once the page is built.
    const sofar = offersSoFar(room);
    if (sofar) queueMicrotask(() => live() && this.hooks.offers(sofar));
    room.onDrop(() => {
      // A stopping server's own close may still arrive as a cut line: the restart stays the news.
      if (live() && this.offline !== "restarting") this.goOffline("reconnecting");
    });
    room.onReconnect(() => {
      if (live()) this.goOnline();
    });
    room.onLeave((code: number) => {
      if (!live()) return;
      const why = this.leftBecause(code);
      if (why === "rejoining" || why === "restarting") this.comeBack(why);
      else this.goOffline(why);
    });
  }

  /** Why the socket closed for good, from its code and from what the page already knew. */
  private leftBecause(code: number): Offline {
    if (this.offline === "moved" || code === SEAT_MOVED) return "moved";
    // After the restart notice, whatever close follows is that restart.
    if (this.offline === "restarting" || code === CloseCode.SERVER_SHUTDOWN) return "restarting";
    // The SDK gave up retrying (the server forgot the session: it restarted, or the window
    // ran out), or the line dropped too soon after joining for it to try.
    if (this.offline === "reconnecting" || code === CloseCode.FAILED_TO_RECONNECT || code === CloseCode.ABNORMAL_CLOSURE) return "rejoining";
    if (code === CloseCode.NORMAL_CLOSURE || code === CloseCode.CONSENTED) return "closed";
    return "disconnected";
  }

  goOffline(why: Offline): void {
    // The SDK reports every failed retry as a new drop: say it once.
    if (this.offline === why) return;
    this.offline = why;
    this.showOffline();
    this.hooks.offline();
  }

  private goOnline(): void {
    this.offline = null;
    this.banner.hide("connection");
    this.banner.show("info", t("banner.reconnected"));
    this.hooks.online();
  }

  /**
   * Joins the table again until it answers (the server restarting, the table not back yet),
   * the same way as before: the seat with its key, or watching. The new room replaces the old
   * one here; the page stays as it is.
   */
  private comeBack(why: "rejoining" | "restarting"): void {
    const how = this.joinedAs;
    this.goOffline(why);
    if (!how) {
      this.goOffline("disconnected");
      return;
    }
    const run = ++this.comeBacks;
    const current = () => run === this.comeBacks && !this.hooks.closed();
    void keepTrying(() => joinTable(this.tableId, { name: how.name, spectate: how.spectate }, { fallBack: false }), {
      retryable: (error) => retryable(refusal(error)),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: () => Date.now(),
      cancelled: () => !current(),
    }).then((outcome) => {
      if (outcome.kind === "done") {
        if (current()) this.attach(outcome.value);
        else letGo(outcome.value);
      } else if (outcome.kind === "refused" && current()) {
        this.refused = refusal(outcome.error);
        this.offline = null;
        this.goOffline("refused");
      } else if (outcome.kind === "gave-up" && current()) {
        this.goOffline("lost");
      }
    });
  }

  /** The room of the same table, joined again, takes the old one's place. */
  private attach(room: Room): void {
    const old = this.room;
    this.room = room;
    old.removeAllListeners();
    this.listen(room);
    this.goOnline();
    this.hooks.seatKey();
  }

  /** The banner for the line being down, in the page's language (again after a switch). */
  showOffline(): void {
    if (!this.offline) return;
    const { actions } = OFFLINE[this.offline];
    this.banner.show("connection", this.offlineText(this.offline), ...actions.map((action) => this.bannerAction(action)));
  }

  offlineText(why: Offline): string {
    return why === "refused" && this.refused ? t(`join.${this.refused}`) : t(OFFLINE[why].text);
  }

  private bannerAction(action: OfflineAction): BannerAction {
    if (action === "retry") return { label: t("banner.retry"), run: () => this.comeBack("rejoining") };
    // Takes the seat back with its key: the other page is told in turn, and stays put.
    if (action === "play-here") return { label: t("banner.playHere"), run: () => this.comeBack("rejoining") };
    return { label: t("banner.toLobby"), run: () => this.hooks.exit() };
  }

  /** The player leaves the table for good. */
  leave(): void {
    this.room.removeAllListeners();
    void this.room.leave(true).catch(() => undefined);
  }

  /** The page goes elsewhere without leaving the table (see letGo). */
  letGo(spectator: boolean): void {
    this.room.removeAllListeners();
    letGo(this.room, spectator);
  }
}

/**
 * The page goes elsewhere without leaving the table: a seat keeps its reconnection window
 * (the line is simply cut, and the SDK must not reconnect it); a spectator leaves.
 */
function letGo(room: Room, spectator = false): void {
  if (!room.connection?.isOpen) return;
  room.reconnection.enabled = false;
  void room.leave(spectator).catch(() => undefined);
}
