import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { Protocol } from "@colyseus/core";
import { Packr } from "msgpackr";
import WebSocket from "ws";

/**
 * The protocol as an outside program speaks it, without the SDK: HTTP matchmaking from a
 * chosen source address of 127.0.0.0/8 (so per-address budgets can be tried), raw WebSocket
 * frames, and a socket that can stop reading.
 */

/** Colyseus frame codes. */
export const Code = Protocol;

const packr = new Packr({ useRecords: false });

export interface HttpAnswer {
  status: number;
  body: any;
}

/** POST /matchmake/<method>/<target> with a JSON body, from `from` (a 127.x.y.z address), with any `headers` a client may add. */
export function matchmake(base: string, method: string, target: string, options: unknown, from = "127.0.0.1", headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const body = JSON.stringify(options);
  return new Promise((resolve, reject) => {
    const req = request(`${base}/matchmake/${method}/${encodeURIComponent(target)}`, {
      method: "POST",
      localAddress: from,
      headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        } catch {
          resolve({ status: res.statusCode ?? 0, body: text });
        }
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

export interface Reservation {
  roomId: string;
  sessionId: string;
  processId: string;
}

export interface RawSocket {
  ws: WebSocket;
  /** Every frame received, raw. */
  frames: Buffer[];
  /** Decoded `error` messages the room sent ({ code, message }). */
  errors: { code: string; message: string }[];
  closed: Promise<{ code: number; reason: string }>;
  /** Sends a room message as the SDK would encode it. */
  message(type: string, payload?: unknown): void;
  /** Stops reading: the kernel buffers fill, then the server's send buffer. */
  stopReading(): void;
}

/** Opens the socket for a reservation. With `handshake`, answers JOIN_ROOM as the SDK does;
 * without `answerPings`, leaves the server's WebSocket pings unanswered (a vanished peer). */
export function connect(base: string, seat: Reservation, { handshake = true, from = "127.0.0.1", answerPings = true, headers = {} as Record<string, string> } = {}): Promise<RawSocket> {
  const url = `${base.replace(/^http/, "ws")}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`;
  const ws = new WebSocket(url, { localAddress: from, autoPong: answerPings, headers });
  const frames: Buffer[] = [];
  const errors: { code: string; message: string }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  return new Promise((resolve, reject) => {
    let joined = false;
    ws.on("error", reject);
    ws.on("message", (data: Buffer) => {
      frames.push(data);
      if (data[0] === Code.ROOM_DATA) {
        const decoded = roomData(data);
        if (decoded?.type === "error") errors.push(decoded.payload as { code: string; message: string });
      }
      if (data[0] === Code.JOIN_ROOM && !joined) {
        joined = true;
        if (handshake) ws.send(Buffer.from([Code.JOIN_ROOM]));
        resolve(socket);
      }
    });
    const socket: RawSocket = {
      ws,
      frames,
      errors,
      closed,
      message: (type, payload) => ws.send(roomMessage(type, payload)),
      stopReading: () => (ws as unknown as { _socket: { pause(): void } })._socket.pause(),
    };
  });
}

/** A ROOM_DATA frame: the code, the type as a msgpack string, then the msgpack payload. */
export function roomMessage(type: string, payload?: unknown): Buffer {
  const head = Buffer.concat([Buffer.from([Code.ROOM_DATA]), packr.pack(type)]);
  return payload === undefined ? head : Buffer.concat([head, packr.pack(payload)]);
}

/** A ROOM_DATA frame's type and payload; undefined for any other frame. */
export function roomData(frame: Buffer): { type: unknown; payload: unknown } | undefined {
  if (frame[0] !== Code.ROOM_DATA) return undefined;
  try {
    const [type, payload] = packr.unpackMultiple(frame.subarray(1)) as unknown[];
    return { type, payload };
  } catch {
    return undefined;
  }
}

/** Resident memory of a process, in MB (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
