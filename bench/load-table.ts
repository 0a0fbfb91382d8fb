/**
 * One DOG table of four raw clients for the load figures: each client is a bare WebSocket
 * (`ws`) that speaks the Colyseus wire itself (HTTP matchmaking, then the socket with its
 * reservation), without the SDK's callbacks, clocks and reconnection machinery.
 *
 * What each client decodes, and why: every seat must know its own legal actions when its
 * turn comes (an action the server refuses would flatter the figure), and those live only in
 * that seat's private part of the synced state. So each client keeps a schema Decoder over the
 * state, as a real client does, but nothing else: no change callbacks, no copies. The
 * arrival of an action at a peer is stamped when its patch frame is read off the socket,
 * before decoding, and counted once the decoded `moves` shows that action (the table has one
 * action in flight at a time, so the first such patch is that action's). Measured with 40
 * tables: the four clients spend about 0.23 ms of CPU per action (their four decodes 0.06 ms
 * of it, the rest is the sockets), the server about 0.5 ms.
 *
 * Each tick, one seat that may act sends one of its legal actions, picked at random; the
 * sample is from just before the send to the last of the three other clients reading the
 * patch. The next tick acts only once all four clients have it.
 */
import type { Agent } from "node:http";
import { request } from "node:http";
import { Protocol } from "@colyseus/core";
import { Decoder, Reflection, decode, type Iterator, type Schema } from "@colyseus/schema";
import { Packr } from "msgpackr";
import WebSocket from "ws";
import { Rng, seedRng } from "@tablee/shared";
import { PacedTable, SEATS, started, type TableCounts, type TableView } from "./table-pace.ts";

const SETUP_TIMEOUT_MS = 30_000;

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

interface Reservation {
  roomId: string;
  sessionId: string;
  processId: string;
  publicAddress?: string;
}

function matchmake(route: Route, method: string, target: string, options: unknown, retried = false): Promise<Reservation> {
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
 * every DOG table, so each distinct handshake is turned into classes once per process.
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
class LoadClient {
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

  get state(): TableView {
    return this.decoder?.state as TableView;
  }

  static join(route: Route, reservation: Reservation): Promise<LoadClient> {
    const address = reservation.publicAddress !== undefined ? `ws://${reservation.publicAddress}` : route.base.replace(/^http/, "ws");
    const url = `${address}/${reservation.processId}/${reservation.roomId}?sessionId=${reservation.sessionId}`;
    const ws = new WebSocket(url, { localAddress: route.from, perMessageDeflate: false });
    const client = new LoadClient(ws, reservation);
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

export interface LoadEvents {
  /** One action reached every other client of the table `ms` after it was sent at `sentAt`. */
  sample(sentAt: number, ms: number): void;
  /** The table cannot go on (a client dropped, an action was refused): the run must stop. */
  failure(error: Error): void;
}

/** What a load table counts (bench/table-pace.ts). */
export type LoadCounts = TableCounts;

export class LoadTable extends PacedTable {
  private readonly clients: LoadClient[];
  private readonly events: LoadEvents;
  /** Set while setup or a rematch waits for every client's state to say something. */
  private waiting: (() => void) | null = null;

  private constructor(clients: LoadClient[], rng: Rng, events: LoadEvents) {
    super(
      clients.map((client) => client.state.members.get(client.sessionId)?.seat ?? -1),
      rng,
    );
    this.clients = clients;
    this.events = events;
    clients.forEach((client, index) => {
      client.onPatch = (at) => this.arrived(index, at);
      client.onRefused = (code, message) => this.refused(index, code, message);
      client.onLost = (why) => {
        if (!this.closing) this.events.failure(new Error(`a load client of table ${client.roomId} was lost: ${why}`));
      };
    });
  }

  /**
   * A private table (never matched with another) on `host`'s server, four seated clients,
   * the game started. The guests join through `guests[k]` (another process sharing the lobby,
   * or the same one). `options` are more create options (a turn-based pace and its clock).
   */
  static open(host: Route, guests: Route[], index: number, events: LoadEvents, options: Record<string, unknown> = {}): Promise<LoadTable> {
    return LoadTable.assemble(index, events, `table ${index} to open`, async (watch, joining) => {
      const first = watch(await LoadClient.join(host, await matchmake(host, "create", "dog", { name: `Load ${index}`, private: true, ...options })));
      const roomId = first.roomId;
      await Promise.all(
        Array.from({ length: SEATS - 1 }, async (_, k) => {
          const route = guests[k % guests.length];
          watch(await LoadClient.join(route, await matchmake(route, "joinById", roomId, { name: `Load ${index}-${k + 1}` })));
        }),
      );
      await settledAll(joining.clients, (s) => s.seats !== undefined && [...s.seats].every((seat) => seat.occupant !== ""), joining.failed, "every seat taken");
      first.send("start", {});
      await settledAll(joining.clients, started, joining.failed, "the game to start");
    });
  }

  /**
   * The players of a table with its game under way come back to it through its link, each
   * with their seat key (`keys`, by seat): the first join wakes a sleeping table, the others
   * follow once it runs. Resolves when every client sees all four seats taken.
   */
  static rejoin(route: Route, tableId: string, keys: readonly string[], index: number, events: LoadEvents): Promise<LoadTable> {
    return LoadTable.assemble(index, events, `table ${tableId} to take its players back`, async (watch, joining) => {
      const back = (seat: number): Promise<Reservation> => matchmake(route, "joinById", tableId, { name: `Load ${index}-${seat}`, seatKey: keys[seat] });
      watch(await LoadClient.join(route, await back(0)));
      await Promise.all(keys.slice(1).map(async (_, k) => watch(await LoadClient.join(route, await back(k + 1)))));
      const inPlay = (s: TableView): boolean => s.phase === "playing" && s.board?.active !== undefined && s.seats !== undefined && [...s.seats].every((seat) => seat.occupant !== "");
      await settledAll(joining.clients, inPlay, joining.failed, "every player back at the game");
    });
  }

  /**
   * Runs `setup` with each client it joins watched (a lost client or a refusal fails it);
   * on failure every client joined so far leaves.
   */
  private static async assemble(
    index: number,
    events: LoadEvents,
    what: string,
    setup: (watch: (client: LoadClient) => LoadClient, joining: { failed: Promise<never>; clients: LoadClient[] }) => Promise<void>,
  ): Promise<LoadTable> {
    const clients: LoadClient[] = [];
    let lost: ((error: Error) => void) | undefined;
    const failed = new Promise<never>((_, reject) => (lost = reject));
    failed.catch(() => undefined);
    const watch = (client: LoadClient): LoadClient => {
      client.onLost = (why) => lost!(new Error(`a load client was lost while its table opened: ${why}`));
      client.onRefused = (code, message) => lost!(new Error(`refused while the table opened: ${code} ${message}`));
      clients.push(client);
      return client;
    };
    try {
      await Promise.race([setup(watch, { failed, clients }), failed, timeout(SETUP_TIMEOUT_MS, what)]);
    } catch (error) {
      await Promise.all(clients.map((client) => client.close()));
      throw error;
    }
    return new LoadTable(clients, new Rng(seedRng(`bench-load-${index}`)), events);
  }

  /** The table's id (its link). */
  get roomId(): string {
    return this.clients[0].roomId;
  }

  /** The seat keys the server gave this table's clients, by seat ("" for a seat none of them got). */
  seatKeys(): string[] {
    const keys = new Array<string>(SEATS).fill("");
    this.clients.forEach((client, index) => {
      if (this.seats[index] >= 0 && client.seatKey !== null) keys[this.seats[index]] = client.seatKey;
    });
    return keys;
  }

  /** When the action still on its way to a peer was sent (performance.now()), or null. */
  get unanswered(): number | null {
    return this.inFlight !== null && this.inFlight.unanswered ? this.inFlight.sentAt : null;
  }

  private arrived(index: number, at: number): void {
    if (this.waiting !== null) return this.waiting();
    const flight = this.inFlight;
    if (flight === null) return;
    const { sample, done } = flight.reached(index, this.clients[index].state.moves, at);
    if (sample !== null) this.events.sample(flight.sentAt, sample);
    if (done) this.inFlight = null;
  }

  /** Every action a load client sends is one of its legal ones: a refusal is a failure. */
  private refused(index: number, code: string, message: string): void {
    this.counts.refused++;
    if (this.inFlight?.sender === index) this.inFlight = null;
    if (!this.closing) this.events.failure(new Error(`a table refused a load client's message: ${code} ${message}`));
  }

  protected states(): TableView[] {
    return this.clients.map((client) => client.state);
  }

  protected send(index: number, type: string, payload: unknown): void {
    this.clients[index].send(type, payload);
  }

  protected async rematch(): Promise<void> {
    this.restarting = true;
    try {
      const check = (what: string, ok: (s: TableView) => boolean): Promise<void> =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), SETUP_TIMEOUT_MS);
          this.waiting = () => {
            if (!this.clients.every((client) => ok(client.state))) return;
            clearTimeout(timer);
            this.waiting = null;
            resolve();
          };
        });
      const waiting = check("the rematch", (s) => s.phase === "waiting");
      this.clients[0].send("rematch", {});
      await waiting;
      const starting = check("the rematch to start", started);
      this.clients[0].send("start", {});
      await starting;
      this.counts.games++;
      this.restarting = false;
    } catch (error) {
      if (!this.closing) this.events.failure(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Every client leaves (consented). */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.clients.map((client) => client.close()));
  }
}

/** Resolves once every client's decoded state passes `check` (tested on each patch). */
function settledAll(clients: LoadClient[], check: (state: TableView) => boolean, failed: Promise<never>, what: string): Promise<void> {
  const all = (): boolean => clients.every((client) => client.state !== undefined && check(client.state));
  if (all()) return Promise.resolve();
  return Promise.race([
    failed,
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), SETUP_TIMEOUT_MS).unref();
      for (const client of clients)
        client.onPatch = () => {
          if (!all()) return;
          clearTimeout(timer);
          resolve();
        };
    }),
  ]);
}

function timeout(ms: number, what: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms).unref());
}
