import { Protocol, type Client, type Room } from "@colyseus/core";

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

export interface GuardAnswers {
  refuse(client: Client, code: string, message: string): void;
  kick(client: Client): void;
}

/**
 * Colyseus disconnects a client whose message fails to decode or to validate; a bad message
 * must instead cost its sender an error and nothing else. So every frame is judged (size,
 * rate) before Colyseus sees it, and a decode failure is turned into an error.
 */
export function guardIncoming(room: Room, guard: MessageGuard, answer: GuardAnswers): void {
  // Colyseus binds `_onMessage` to each client when it joins, so replacing it on the
  // instance in onCreate covers every client of this room.
  const target = room as unknown as { _onMessage(client: Client, frame: Uint8Array): void };
  const dispatch = target._onMessage;
  target._onMessage = (client: Client, frame: Uint8Array) => {
    const verdict = frame ? guard.judge(client, frame, Date.now()) : "ok";
    if (verdict === "too-large") return answer.refuse(client, "too-large", "a message is at most 8 KB");
    if (verdict === "rate-limited") return answer.refuse(client, "rate-limited", "too many messages: at most 20 per second");
    if (verdict === "drop") return;
    if (verdict === "disconnect") return answer.kick(client);
    // Colyseus answers an undecodable frame with client.leave(): hold that call for the
    // length of the dispatch and answer with an error instead.
    const leave = client.leave;
    let malformed = false;
    client.leave = () => {
      malformed = true;
    };
    try {
      dispatch.call(room, client, frame);
    } finally {
      client.leave = leave;
    }
    if (malformed) answer.refuse(client, "bad-message", "the message could not be decoded");
  };
}
