import { isUtf8 } from "node:buffer";
import { ClientState, Protocol, type Client, type Room } from "@colyseus/core";
import type { WebSocket } from "ws";
import { log, refusal } from "../log.js";
import { limits } from "./limits.js";
import { putOut } from "./sockets.js";

/** The low bits of a frame's first byte name its kind (@colyseus/shared-types). */
const PROTOCOL_CODE_MASK = 31;

type Verdict = "ok" | "too-large" | "rate-limited" | "drop";

interface Window {
  resetsAt: number;
  count: number;
  warned: boolean;
}

const DATA_FRAMES = new Set<number>([Protocol.ROOM_DATA, Protocol.ROOM_DATA_BYTES, Protocol.ROOM_REQUEST]);

/**
 * Judges each message frame before Colyseus decodes it: oversized frames and bursts are
 * refused for their sender alone. Floods of any kind of frame are the socket guard's
 * (sockets.ts): it closes the socket.
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
    if (window.count > limits.messagesPerSecond) {
      // One error per second is enough: answering every frame would let a flood use us to
      // amplify it.
      if (window.warned) return "drop";
      window.warned = true;
      return "rate-limited";
    }
    if (frame.byteLength > limits.messageBytes) return "too-large";
    return "ok";
  }
}

export type Refuse = (client: Client, code: string, message: string) => void;

/**
 * Colyseus disconnects a client whose message fails to decode; a bad message must instead
 * cost its sender an error and nothing else. So every frame is judged (size, rate) before
 * Colyseus sees it, and a decode failure is turned into an error. Used by every room.
 */
export function guardIncoming(room: Room, refuse: Refuse): void {
  const guard = new MessageGuard();
  // Colyseus binds `_onMessage` to each client when it joins, so replacing it on the
  // instance in onCreate covers every client of this room (DESIGN.md, "Colyseus internals").
  const target = room as unknown as { _onMessage(client: Client, frame: Uint8Array): void };
  const dispatch = target._onMessage;
  target._onMessage = (client: Client, frame: Uint8Array) => {
    const verdict = frame ? guard.judge(client, frame, Date.now()) : "ok";
    if (verdict === "drop") return;
    if (verdict === "too-large") {
      refusal("too-large", { room: room.roomName });
      return refuse(client, "too-large", `a message is at most ${limits.messageBytes / 1024} KB`);
    }
    if (verdict === "rate-limited") {
      refusal("rate-limited", { room: room.roomName });
      return refuse(client, "rate-limited", `too many messages: at most ${limits.messagesPerSecond} per second`);
    }
    // Colyseus's reader of the type prints a console line for every byte that is not UTF-8,
    // past the log's limiter: such a type is refused before it reads it.
    if (!readableType(frame)) {
      refusal("bad-message", { room: room.roomName });
      return refuse(client, "bad-message", "the message type is not valid UTF-8");
    }
    // No room takes raw bytes, and a table's one wildcard handler could not tell them from a
    // message whose payload is bytes: refused here as the unknown type they are.
    if ((frame[0] & PROTOCOL_CODE_MASK) === Protocol.ROOM_DATA_BYTES) {
      refusal("unknown-message", { room: room.roomName });
      return refuse(client, "unknown-message", "no message type takes raw bytes");
    }
    // Colyseus answers an undecodable frame with client.leave(): hold that call for the
    // length of the dispatch and answer with an error instead.
    const leave = client.leave;
    let malformed = false;
    client.leave = () => {
      malformed = true;
    };
    try {
      dispatch.call(room, client, frame);
    } catch (error) {
      // Thrown here, it would reach the socket's event handler, and end the process.
      log.error({ err: error, room: room.roomName }, "reading a message failed");
      return refuse(client, "internal", "the server could not handle that message; nothing changed");
    } finally {
      client.leave = leave;
    }
    if (malformed) refuse(client, "bad-message", "the message could not be decoded");
  };
}

/**
 * False when a message frame's type is a msgpack string whose bytes are not UTF-8 (cut short
 * included), read as Colyseus reads it: the code, a request's number first, then the type,
 * whose length @colyseus/schema reads little-endian.
 */
export function readableType(frame: Uint8Array): boolean {
  if (frame.byteLength === 0 || !DATA_FRAMES.has(frame[0] & PROTOCOL_CODE_MASK)) return true;
  let at = 1;
  if ((frame[0] & PROTOCOL_CODE_MASK) === Protocol.ROOM_REQUEST) at += numberLength(frame[at]);
  const prefix = frame[at];
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  let length: number;
  if (prefix > 0xa0 && prefix < 0xc0) [length, at] = [prefix & 0x1f, at + 1];
  else if (prefix === 0xd9 && at + 2 <= frame.byteLength) [length, at] = [view.getUint8(at + 1), at + 2];
  else if (prefix === 0xda && at + 3 <= frame.byteLength) [length, at] = [view.getUint16(at + 1, true), at + 3];
  else if (prefix === 0xdb && at + 5 <= frame.byteLength) [length, at] = [view.getUint32(at + 1, true), at + 5];
  else return prefix !== 0xd9 && prefix !== 0xda && prefix !== 0xdb;
  return isUtf8(frame.subarray(at, Math.min(frame.byteLength, at + length)));
}

/** Bytes of a msgpack number starting with `prefix`, as @colyseus/schema's decode.number reads one. */
function numberLength(prefix: number | undefined): number {
  if (prefix === undefined) return 1;
  const sizes: Record<number, number> = { 0xca: 5, 0xcb: 9, 0xcc: 2, 0xcd: 3, 0xce: 5, 0xcf: 9, 0xd0: 2, 0xd1: 3, 0xd2: 5, 0xd3: 9 };
  return sizes[prefix] ?? 1;
}

/**
 * A socket that never completes the join handshake would hold its place in the room and
 * queue every update for nobody: it is put out after `handshakeMs`.
 */
export function expectHandshake(client: Client): void {
  setTimeout(() => {
    if (client.state === ClientState.JOINING) putOut(client.ref as WebSocket, "no-handshake", "join not completed");
  }, limits.handshakeMs).unref();
}
