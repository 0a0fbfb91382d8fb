import { CloseCode } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type { WebSocket, WebSocketServer } from "ws";
import { refusal } from "../log.js";
import { limits } from "./limits.js";

/** Sockets put out (flood, not reading, no join handshake): their rooms give them no reconnection window. */
const putOutSockets = new WeakSet<object>();

/** True when the socket behind a Colyseus client was put out. */
export function wasPutOut(socket: object): boolean {
  return putOutSockets.has(socket);
}

/**
 * Guards every socket of the process, whatever room it joins (the lobby included):
 * - every frame counts (messages, Colyseus pings, WebSocket ping/pong control frames): past
 *   `floodFramesPerSecond` in one second the socket is closed with 4002;
 * - a socket that does not read its frames is cut off once the server holds more than
 *   `sendBufferBytes` unsent for it, instead of growing that buffer without end.
 */
function guardSockets(wss: WebSocketServer): void {
  wss.on("connection", (ws: WebSocket) => {
    let resetsAt = 0;
    let count = 0;
    const counted = (): void => {
      const now = Date.now();
      if (now >= resetsAt) {
        resetsAt = now + 1_000;
        count = 0;
      }
      if (++count === limits.floodFramesPerSecond + 1) putOut(ws, "flood", "too many messages");
    };
    ws.on("message", counted);
    ws.on("ping", counted);
    ws.on("pong", counted);

    const send = ws.send;
    ws.send = function (this: WebSocket, ...args: Parameters<WebSocket["send"]>): void {
      if (putOutSockets.has(ws)) return;
      if (ws.bufferedAmount > limits.sendBufferBytes) return putOut(ws, "slow-reader", "not reading");
      send.apply(this, args);
    } as WebSocket["send"];
  });
}

/** Closes a socket for good (4002), and logs why once. */
export function putOut(ws: WebSocket, kind: string, reason: string): void {
  if (putOutSockets.has(ws)) return;
  putOutSockets.add(ws);
  refusal(kind, { buffered: ws.bufferedAmount });
  if (kind === "slow-reader") {
    // Nothing more can reach a reader that is this far behind, the close frame included.
    ws.terminate();
    return;
  }
  ws.close(CloseCode.WITH_ERROR, reason);
  // A peer that does not answer the close handshake is cut off.
  setTimeout(() => ws.terminate(), 1_000).unref();
}

/** How often the heartbeat below takes its next slice of the sockets. */
const HEARTBEAT_SLICE_MS = 50;

const ignore = (): void => undefined;

/**
 * The WebSocket transport with every socket under the guard above, and a heartbeat spread
 * over its interval.
 */
export class GuardedTransport extends WebSocketTransport {
  constructor(options: ConstructorParameters<typeof WebSocketTransport>[0]) {
    super(options);
    guardSockets(this.wss);
  }

  /**
   * Colyseus's own check, spread out: every `pingInterval` each socket is pinged and, after
   * `pingMaxRetries` pings without a pong, cut off. Colyseus pings all the sockets in one go;
   * with thousands of them that is a stall of 100 ms and more, every interval, felt by every
   * table at once (DESIGN.md, "Capacity"). Here each socket has its slice of the interval, and
   * one slice is pinged every HEARTBEAT_SLICE_MS: the same work, in pieces too small to notice.
   */
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const slices = Array.from({ length: Math.max(1, Math.round(pingInterval / HEARTBEAT_SLICE_MS)) }, () => new Set<WebSocket>());
    let dealt = 0;
    // Each socket joins a slice when it opens and leaves it when it closes: a beat walks its
    // own slice only, never every socket of the process.
    const deal = (ws: WebSocket): void => {
      const slice = slices[dealt++ % slices.length];
      slice.add(ws);
      ws.once("close", () => slice.delete(ws));
    };
    this.wss.clients.forEach(deal);
    this.wss.on("connection", deal);
    let current = 0;
    this.pingInterval = setInterval(() => {
      current = (current + 1) % slices.length;
      for (const socket of slices[current]) {
        // The count is Colyseus's: its own pong handler sets it back to 0.
        const beat = socket as WebSocket & { pingCount: number };
        if (beat.pingCount >= pingMaxRetries) {
          beat.terminate();
          continue;
        }
        beat.pingCount++;
        // A socket closing meanwhile answers through the callback instead of throwing.
        beat.ping(ignore);
      }
    }, pingInterval / slices.length);
  }
}
