/**
 * One four-seat table (table-pace.ts, `GAME`) of four raw clients for the load figures (bench/load-client.ts): each a bare
 * WebSocket that speaks the Colyseus wire itself, without the SDK's machinery.
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
import { Rng, seedRng } from "@tablee/shared";
import { LoadClient, matchmake, type Route } from "./load-client.ts";
import { GAME, PacedTable, SEATS, started, type TableCounts, type TableView } from "./table-pace.ts";

export type { Route } from "./load-client.ts";

const SETUP_TIMEOUT_MS = 30_000;

export interface LoadEvents {
  /** One action reached every other client of the table `ms` after it was sent at `sentAt`. */
  sample(sentAt: number, ms: number): void;
  /** The table cannot go on (a client dropped, an action was refused): the run must stop. */
  failure(error: Error): void;
}

/** What a load table counts (bench/table-pace.ts). */
export type LoadCounts = TableCounts;

export class LoadTable extends PacedTable {
  private readonly clients: LoadClient<TableView>[];
  private readonly events: LoadEvents;
  /** Set while setup or a rematch waits for every client's state to say something. */
  private waiting: (() => void) | null = null;

  private constructor(clients: LoadClient<TableView>[], rng: Rng, events: LoadEvents) {
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
      const first = watch(await LoadClient.join<TableView>(host, await matchmake(host, "create", GAME.facts.id, { name: `Load ${index}`, private: true, ...options })));
      const roomId = first.roomId;
      await Promise.all(
        Array.from({ length: SEATS - 1 }, async (_, k) => {
          const route = guests[k % guests.length];
          watch(await LoadClient.join<TableView>(route, await matchmake(route, "joinById", roomId, { name: `Load ${index}-${k + 1}` })));
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
      const back = (seat: number) => matchmake(route, "joinById", tableId, { name: `Load ${index}-${seat}`, seatKey: keys[seat] });
      watch(await LoadClient.join<TableView>(route, await back(0)));
      await Promise.all(keys.slice(1).map(async (_, k) => watch(await LoadClient.join<TableView>(route, await back(k + 1)))));
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
    setup: (watch: (client: LoadClient<TableView>) => LoadClient<TableView>, joining: { failed: Promise<never>; clients: LoadClient<TableView>[] }) => Promise<void>,
  ): Promise<LoadTable> {
    const clients: LoadClient<TableView>[] = [];
    let lost: ((error: Error) => void) | undefined;
    const failed = new Promise<never>((_, reject) => (lost = reject));
    failed.catch(() => undefined);
    const watch = (client: LoadClient<TableView>): LoadClient<TableView> => {
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
function settledAll(clients: LoadClient<TableView>[], check: (state: TableView) => boolean, failed: Promise<never>, what: string): Promise<void> {
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
