import { Protocol } from "@colyseus/core";

/** The low bits of a frame's first byte name its kind (@colyseus/shared-types). */
const PROTOCOL_CODE_MASK = 31;

export const MAX_MESSAGE_BYTES = 8 * 1024;
export const MAX_MESSAGES_PER_SECOND = 20;
/** Past this many in one second the offender is disconnected. */
export const FLOOD_DISCONNECT_PER_SECOND = 100;

type Verdict = "ok" | "too-large" | "rate-limited" | "drop" | "disconnect";

interface Window {
  resetsAt: number;
  count: number;
  warned: boolean;
}

const DATA_FRAMES = new Set<number>([Protocol.ROOM_DATA, Protocol.ROOM_DATA_BYTES, Protocol.ROOM_REQUEST]);

/**
 * Judges each incoming frame before Colyseus decodes it: oversized frames and floods are
 * refused for their sender alone. Only the frames that carry messages count; pings and
 * the join handshake pass untouched.
 */
export class MessageGuard {
  private readonly windows = new WeakMap<object, Window>();

  judge(client: object, frame: Uint8Array, now: number): Verdict {
    if (frame.byteLength === 0 || !DATA_FRAMES.has(frame[0] & PROTOCOL_CODE_MASK)) return "ok";
    let window = this.windows.get(client);
    if (window === undefined || now >= window.resetsAt) {
      window = { resetsAt: now + 1_000, count: 0, warned: false };
      this.windows.set(client, window);
    }
    window.count++;
    if (window.count > FLOOD_DISCONNECT_PER_SECOND) return "disconnect";
    if (window.count > MAX_MESSAGES_PER_SECOND) {
      // One error per second is enough: answering every frame would let a flood use us to
      // amplify it.
      if (window.warned) return "drop";
      window.warned = true;
      return "rate-limited";
    }
    if (frame.byteLength > MAX_MESSAGE_BYTES) return "too-large";
    return "ok";
  }
}
