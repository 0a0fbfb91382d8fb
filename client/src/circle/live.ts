import type { Room } from "@colyseus/sdk";
import { client } from "../net/client";

/** The code the circle's room closes a member's socket with once they left or were removed. */
const NOT_A_MEMBER = 4403;
/**
 * How often a page in view reads the circle again besides its news: whose turn it is at its
 * tables moves with every move, which is no news (the lobby's My tables asks as often).
 */
const POLL_MS = 60_000;
/** The wait before joining the room again after it dropped: grows, with jitter, up to a minute. */
const rejoinMs = (tries: number): number => Math.min(60_000, 2_000 * 2 ** Math.min(tries, 5)) * (0.75 + Math.random() * 0.5);

export interface LiveHooks {
  /** Something changed in the circle (a table, a game over, members): read it again. */
  news(): void;
  /** This player is no longer a member: the page says so and stops. */
  gone(): void;
}

/**
 * Keeps a circle's page current while it is open (docs/protocol.md, "Circles"): the circle's
 * room, joined with the session cookie, forwards the circle's news (a table, a game over,
 * members) and has no state; each news makes the page read the circle again, and so does a
 * page coming back into view. A page in view reads it each minute too (whose turn it is), and
 * joins the room again when it dropped. The room's 4403, or a refusal `not-found`, means the
 * member is gone.
 */
export function keepCurrent(circleId: string, hooks: LiveHooks): () => void {
  let stopped = false;
  let room: Room | null = null;
  let tries = 0;
  let rejoin: ReturnType<typeof setTimeout> | undefined;
  const poll = setInterval(() => {
    if (document.visibilityState === "visible") hooks.news();
  }, POLL_MS);
  const onVisible = () => {
    if (document.visibilityState === "visible") hooks.news();
  };
  document.addEventListener("visibilitychange", onVisible);

  const gone = () => {
    stop();
    hooks.gone();
  };
  const later = () => {
    if (stopped) return;
    clearTimeout(rejoin);
    rejoin = setTimeout(() => void join(), rejoinMs(tries++));
  };

  async function join(): Promise<void> {
    try {
      const joined = await (await client()).joinOrCreate("circle", { circle: circleId });
      if (stopped) return void joined.leave().catch(() => undefined);
      room = joined;
      tries = 0;
      joined.onMessage("news", () => hooks.news());
      // The room answers anything sent with an error; this page sends nothing.
      joined.onMessage("*", () => undefined);
      joined.onLeave((code) => {
        room = null;
        if (stopped) return;
        if (code === NOT_A_MEMBER) return gone();
        // What happened while the socket was down is read now.
        hooks.news();
        later();
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message.startsWith("not-found:")) return gone();
      later();
    }
  }

  function stop(): void {
    stopped = true;
    clearInterval(poll);
    clearTimeout(rejoin);
    document.removeEventListener("visibilitychange", onVisible);
    void room?.leave().catch(() => undefined);
    room = null;
  }

  void join();
  return stop;
}
