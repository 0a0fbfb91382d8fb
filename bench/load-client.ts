/**
 * One seat's raw connection for the load figures: a bare WebSocket (`ws`) that speaks the
 * Colyseus wire itself (HTTP matchmaking, then the socket with its reservation), without the
 * SDK's callbacks, clocks and reconnection machinery. It keeps a schema Decoder over the
 * room's state, as a real client does, and nothing else; a patch is stamped when its frame is
 * read off the socket, before decoding. Tablée's tables (load-table.ts) and the reference
 * room (reference-table.ts) are played through it alike.
 */
import type { Agent } from "node:http";
import { request } from "node:http";
import { Protocol } from "@colyseus/core";
import { Decoder, Reflection, decode, type Iterator, type Schema } from "@colyseus/schema";
import { Packr } from "msgpackr";
import WebSocket from "ws";

const { JOIN_ROOM, ERROR, LEAVE_ROOM, ROOM_DATA, ROOM_STATE, ROOM_STATE_PATCH } = Protocol;
/** A frame's first byte carries its code in bits 0–4, modifiers above (@colyseus/shared-types). */
const CODE_MASK = 0x1f;

const packr = new Packr({ useRecords: false });

/** Where a load client connects from and through which server. */
export interface Route {
  /** http://host:port of the server process that answers the matchmaking request. */
  base: string;
  /** The client's source address (127.x.y.z): each generator its own, so ports last. */
  from: string;
  /** Keep-alive connections for matchmaking: thousands of joins, a handful of sockets. */
  agent: Agent;
}

export interface Reservation {
  roomId: string;
  sessionId: string;
  processId: string;
  publicAddress?: string;
}

export function matchmake(route: Route, method: string, target: string, options: unknown, retried = false): Promise<Reservation> {
  const body = JSON.stringify(options);
  return new Promise((resolve, reject) => {
    const req = request(`${route.base}/matchmake/${method}/${encodeURIComponent(target)}`, {
      method: "POST",
      agent: route.agent,
      localAddress: route.from,
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        let answer: any;
        try {
          answer = JSON.parse(text);
        } catch {
          return reject(new Error(`matchmake ${method} answered ${res.statusCode}: ${text.slice(0, 200)}`));
        }
        if (res.statusCode !== 200 || typeof answer?.roomId !== "string") {
          return reject(new Error(`matchmake ${method} answered ${res.statusCode}: ${answer?.error ?? text.slice(0, 200)}`));
        }
        resolve(answer as Reservation);
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as we reused it: the request never
      // reached it (Node's documented case for trying once more).
      if (req.reusedSocket && error.code === "ECONNRESET" && !retried) return resolve(matchmake(route, method, target, options, true));
      reject(new Error(`matchmake ${method} from ${route.from}: ${error.message}`));
    });
    req.end(body);
  });
}

/**
 * The state's types come with every join (the handshake's reflection); they are the same for
 * every four-seat table, so each distinct handshake is turned into classes once per process.
 */
const reflected = new Map<string, { State: new () => Schema; context: Decoder["context"] }>();

function decoderFor(handshake: Uint8Array, it: Iterator): Decoder<any> {
  const key = Buffer.from(handshake.subarray(it.offset)).toString("latin1");
  let types = reflected.get(key);
  if (types === undefined) {
    const first = Reflection.decode(handshake, it);
    types = { State: first.state.constructor as new () => Schema, context: first.context };
    reflected.set(key, types);
    return first;
  }
  return new Decoder(new types.State(), types.context);
}

/** One seat's connection: its decoded state, and what the table wants to hear of it. */
export class LoadClient<S = unknown> {
  readonly ws: WebSocket;
  readonly roomId: string;
  readonly sessionId: string;
  private decoder: Decoder<any> | null = null;
  /** Patch read off the socket at `at` (performance.now()), already decoded into `state`. */
  onPatch: (at: number) => void = () => undefined;
  onRefused: (code: string, message: string) => void = () => undefined;
  onLost: (why: string) => void = () => undefined;
  closing = false;
  /** The seat key the server gave this client (a seated join), to come back with. */
  seatKey: string | null = null;

  private constructor(ws: WebSocket, reservation: Reservation) {
    this.ws = ws;
    this.roomId = reservation.roomId;
    this.sessionId = reservation.sessionId;
  }

  get state(): S {
    return this.decoder?.state as S;
  }

  static join<S>(route: Route, reservation: Reservation): Promise<LoadClient<S>> {
    const address = reservation.publicAddress !== undefined ? `ws://${reservation.publicAddress}` : route.base.replace(/^http/, "ws");
    const url = `${address}/${reservation.processId}/${reservation.roomId}?sessionId=${reservation.sessionId}`;
    const ws = new WebSocket(url, { localAddress: route.from, perMessageDeflate: false });
    const client = new LoadClient<S>(ws, reservation);
    return new Promise((resolve, reject) => {
      let joined = false;
      // Until the caller listens: the room's error that comes before the socket closes.
      client.onLost = (why) => reject(new Error(`the join to ${url} failed: ${why}`));
      ws.on("error", (error) => (joined ? client.onLost(error.message) : reject(new Error(`the socket to ${url} from ${route.from}: ${error.message}`))));
      ws.on("close", (code, reason) => {
        if (!joined) reject(new Error(`the socket closed before joining (${code} ${reason.toString()})`));
        else if (!client.closing) client.onLost(`socket closed (${code})`);
      });
      ws.on("message", (data: Buffer) => {
        if (client.frame(data)) {
          joined = true;
          resolve(client);
        }
      });
    });
  }

  /** Reads one frame; true when it is the join handshake. */
  private frame(data: Buffer): boolean {
    const at = performance.now();
    const code = data[0] & CODE_MASK;
    const it: Iterator = { offset: 1 };
    switch (code) {
      case ROOM_STATE:
      case ROOM_STATE_PATCH:
        this.decoder!.decode(data, it);
        this.onPatch(at);
        return false;
      case ROOM_DATA: {
        const type = decode.stringCheck(data, it) ? decode.string(data, it) : decode.number(data, it);
        // Notices are not needed here; a refusal matters, and the seat key to come back with.
        if (type === "error") {
          const error = packr.unpack(data.subarray(it.offset)) as { code: string; message: string };
          this.onRefused(error.code, error.message);
        } else if (type === "seat-key") {
          this.seatKey = (packr.unpack(data.subarray(it.offset)) as { key: string }).key;
        }
        return false;
      }
      case JOIN_ROOM: {
        decode.utf8Read(data, it, data[it.offset++]); // reconnection token: a load client never reconnects
        decode.utf8Read(data, it, data[it.offset++]); // serializer id: "schema"
        const length = decode.number(data, it);
        this.decoder = decoderFor(data.subarray(0, it.offset + length), it);
        this.ws.send(Buffer.from([JOIN_ROOM]));
        return true;
      }
      case ERROR:
        this.onLost(`room error ${decode.number(data, it)}: ${decode.string(data, it)}`);
        return false;
      case LEAVE_ROOM:
        if (!this.closing) this.onLost("the room asked the client to leave");
        return false;
      default:
        return false;
    }
  }

  send(type: string, payload: unknown): void {
    const head = Buffer.concat([Buffer.from([ROOM_DATA]), packr.pack(type)]);
    this.ws.send(Buffer.concat([head, packr.pack(payload)]));
  }

  /** A consented leave: the server releases the seat at once. */
  close(): Promise<void> {
    this.closing = true;
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.ws.terminate();
        resolve();
      }, 2_000);
      this.ws.once("close", () => {
        clearTimeout(timer);
        resolve();
      });
      if (this.ws.readyState === WebSocket.OPEN) this.ws.send(Buffer.from([LEAVE_ROOM]));
      this.ws.close(4000);
    });
  }
}
