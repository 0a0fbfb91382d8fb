/**
 * One table of the reference room (bench/reference-server.ts) played by four raw clients
 * (bench/load-client.ts), doing per move what Tablée's load clients do: each decodes the
 * room's state from the socket and stamps a patch when it is read. Each tick, the next seat
 * in turn sends a move; the sample is from just before the send to the last of the three
 * other clients reading the patch that counts it (the table's Flight, bench/table-pace.ts).
 * The next tick acts only once all four clients have it.
 */
import { Agent } from "node:http";
import { LoadClient, matchmake, type Route } from "./load-client.ts";
import type { LoadEvents } from "./load-table.ts";
import { assemble } from "./raw-setup.ts";
import { Flight, SEATS } from "./table-pace.ts";

/** The reference room's synced state. */
interface ReferenceView {
  moves: number;
  recent: Iterable<number>;
}

/** Matchmaking through one kept-alive connection pool, from the loopback address. */
export const referenceRoute = (base: string): Route => ({ base, from: "127.0.0.1", agent: new Agent({ keepAlive: true }) });

export class ReferenceTable {
  readonly counts = { sent: 0, busy: 0 };
  private readonly clients: LoadClient<ReferenceView>[];
  private readonly events: LoadEvents;
  private inFlight: Flight | null = null;
  private closing = false;

  private constructor(clients: LoadClient<ReferenceView>[], events: LoadEvents) {
    this.clients = clients;
    this.events = events;
    clients.forEach((client, index) => {
      client.onPatch = (at) => this.arrived(index, at);
      client.onLost = (why) => {
        if (!this.closing) this.events.failure(new Error(`a client of reference table ${client.roomId} was lost: ${why}`));
      };
    });
  }

  /** A room of its own, four clients joined. */
  static async open(route: Route, index: number, events: LoadEvents): Promise<ReferenceTable> {
    const name = `Reference ${index}`;
    const clients = await assemble<ReferenceView>(`reference table ${index} to open`, async ({ watch }) => {
      const first = watch(await LoadClient.join<ReferenceView>(route, await matchmake(route, "create", "reference", { name })));
      await Promise.all(Array.from({ length: SEATS - 1 }, async () => watch(await LoadClient.join<ReferenceView>(route, await matchmake(route, "joinById", first.roomId, { name })))));
    });
    return new ReferenceTable(clients, events);
  }

  /** One tick: the next seat moves unless the last move is still on its way. */
  tick(): void {
    if (this.closing) return;
    if (this.inFlight !== null) {
      this.counts.busy++;
      return;
    }
    const sender = this.counts.sent % SEATS;
    this.inFlight = new Flight(sender, this.clients[sender].state.moves + 1);
    this.counts.sent++;
    this.clients[sender].send("move", {});
  }

  private arrived(index: number, at: number): void {
    if (this.inFlight?.reached(index, this.clients[index].state.moves, at, this.events)) this.inFlight = null;
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.clients.map((client) => client.close()));
  }
}
