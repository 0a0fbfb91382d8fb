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
import { assemble, settledAll, SETUP_TIMEOUT_MS } from "./raw-setup.ts";
import { GAME, PacedTable, SEATS, started, type BenchEvents, type TableCounts, type TableView } from "./table-pace.ts";

export type { Route } from "./load-client.ts";

/** What a load table tells its run (bench/table-pace.ts). */
export type LoadEvents = BenchEvents;

/** What a load table counts (bench/table-pace.ts). */
export type LoadCounts = TableCounts;

export class LoadTable extends PacedTable {
  private readonly clients: LoadClient<TableView>[];
  /** Set while a rematch waits for every client's state to say something. */
  private waiting: (() => void) | null = null;

  private constructor(clients: LoadClient<TableView>[], rng: Rng, events: LoadEvents) {
    super(
      clients.map((client) => client.state.members.get(client.sessionId)?.seat ?? -1),
      rng,
      events,
    );
    this.clients = clients;
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
  static async open(host: Route, guests: Route[], index: number, events: LoadEvents, options: Record<string, unknown> = {}): Promise<LoadTable> {
    const clients = await assemble<TableView>(`table ${index} to open`, async ({ watch, clients, failed }) => {
      const first = watch(await LoadClient.join<TableView>(host, await matchmake(host, "create", GAME.facts.id, { name: `Load ${index}`, private: true, ...options })));
      const roomId = first.roomId;
      await Promise.all(
        Array.from({ length: SEATS - 1 }, async (_, k) => {
          const route = guests[k % guests.length];
          watch(await LoadClient.join<TableView>(route, await matchmake(route, "joinById", roomId, { name: `Load ${index}-${k + 1}` })));
        }),
      );
      await settledAll(clients, (s) => s.seats !== undefined && [...s.seats].every((seat) => seat.occupant !== ""), "every seat taken", failed);
      first.send("start", {});
      await settledAll(clients, started, "the game to start", failed);
    });
    return new LoadTable(clients, new Rng(seedRng(`bench-load-${index}`)), events);
  }

  /**
   * The players of a table with its game under way come back to it through its link, each
   * with their seat key (`keys`, by seat): the first join wakes a sleeping table, the others
   * follow once it runs. Resolves when every client sees all four seats taken.
   */
  static async rejoin(route: Route, tableId: string, keys: readonly string[], index: number, events: LoadEvents): Promise<LoadTable> {
    const clients = await assemble<TableView>(`table ${tableId} to take its players back`, async ({ watch, clients, failed }) => {
      const back = (seat: number) => matchmake(route, "joinById", tableId, { name: `Load ${index}-${seat}`, seatKey: keys[seat] });
      watch(await LoadClient.join<TableView>(route, await back(0)));
      await Promise.all(keys.slice(1).map(async (_, k) => watch(await LoadClient.join<TableView>(route, await back(k + 1)))));
      const inPlay = (s: TableView): boolean => s.phase === "playing" && s.board?.active !== undefined && s.seats !== undefined && [...s.seats].every((seat) => seat.occupant !== "");
      await settledAll(clients, inPlay, "every player back at the game", failed);
    });
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
    if (this.inFlight?.reached(index, this.clients[index].state.moves, at, this.events)) this.inFlight = null;
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

  protected everyState(check: (state: TableView) => boolean, what: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), SETUP_TIMEOUT_MS);
      this.waiting = () => {
        if (!this.clients.every((client) => check(client.state))) return;
        clearTimeout(timer);
        this.waiting = null;
        resolve();
      };
    });
  }

  /** Every client leaves (consented). */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.clients.map((client) => client.close()));
  }
}
