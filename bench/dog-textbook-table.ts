/**
 * One table of the textbook DOG room (bench/dog-textbook-room.ts) played by four raw clients
 * (bench/load-client.ts), as Tablée's load tables are played (bench/load-table.ts): each
 * client decodes the room's state from the socket, and a patch is stamped when it is read.
 * Each tick, one seat that may act (the public `active`) and holds legal moves in its own
 * private part picks one of them at random and sends it; the sample is from just before the
 * send to the last of the three other clients reading the patch that counts it (`moves`).
 * The next tick acts only once all four clients have it. A refused move fails the run: every
 * move sent is one the room said was legal.
 */
import { Rng, seedRng } from "@tablee/shared";
import { LoadClient, matchmake, type Route } from "./load-client.ts";
import type { LoadEvents } from "./load-table.ts";
import { assemble, settledAll } from "./raw-setup.ts";
import { Flight, SEATS } from "./table-pace.ts";

/** A legal move as the room's `Move` schema carries it: the fields its kind uses are set. */
interface MoveView {
  toJSON(): Record<string, unknown>;
}

/** The parts of the textbook room's state (bench/dog-textbook-state.ts) a client reads. */
interface TextbookView {
  moves: number;
  phase: string;
  active: Iterable<number>;
  players: { get(sessionId: string): { seat: number; private?: { legal: Iterable<MoveView> } } | undefined };
}

/** The room the tables play in: a patch per move, or Colyseus's default 50 ms patch rate. */
export type TextbookMode = "per-move" | "tick";

export class TextbookTable {
  readonly counts = { sent: 0, refused: 0, busy: 0, games: 1 };
  private readonly clients: LoadClient<TextbookView>[];
  private readonly events: LoadEvents;
  private readonly rng: Rng;
  private inFlight: Flight | null = null;
  private rematching = false;
  private closing = false;

  private constructor(clients: LoadClient<TextbookView>[], rng: Rng, events: LoadEvents) {
    this.clients = clients;
    this.rng = rng;
    this.events = events;
    clients.forEach((client, index) => {
      client.onPatch = (at) => this.arrived(index, at);
      client.onRefused = (code, message) => {
        this.counts.refused++;
        if (!this.closing) this.events.failure(new Error(`textbook table ${client.roomId} refused a legal move: ${code} ${message}`));
      };
      client.onLost = (why) => {
        if (!this.closing) this.events.failure(new Error(`a client of textbook table ${client.roomId} was lost: ${why}`));
      };
    });
  }

  /** A room of its own, four clients seated, the game dealt. */
  static async open(route: Route, mode: TextbookMode, index: number, events: LoadEvents): Promise<TextbookTable> {
    const name = `Textbook ${index}`;
    const clients = await assemble<TextbookView>(`textbook table ${index} to be dealt`, async ({ watch, clients, failed }) => {
      const first = watch(await LoadClient.join<TextbookView>(route, await matchmake(route, "create", mode, { name })));
      await Promise.all(Array.from({ length: SEATS - 1 }, async () => watch(await LoadClient.join<TextbookView>(route, await matchmake(route, "joinById", first.roomId, { name })))));
      await settledAll(clients, dealt, "the deal", failed);
    });
    return new TextbookTable(clients, new Rng(seedRng(`bench-textbook-${index}`)), events);
  }

  /** One tick: one legal move of a seat that may act, unless the last one is on its way. */
  tick(): void {
    if (this.closing) return;
    if (this.inFlight !== null || this.rematching) {
      this.counts.busy++;
      return;
    }
    if (this.clients[0].state.phase === "over") return this.rematch();
    const active = new Set(this.clients[0].state.active);
    const ready = this.clients.filter((client) => active.has(seatOf(client)) && legalOf(client).length > 0);
    if (ready.length === 0) {
      this.counts.busy++;
      return;
    }
    const client = ready[this.rng.int(ready.length)];
    const legal = legalOf(client);
    const move = legal[this.rng.int(legal.length)].toJSON();
    this.inFlight = new Flight(this.clients.indexOf(client), client.state.moves + 1);
    this.counts.sent++;
    client.send("move", move);
  }

  private rematch(): void {
    this.rematching = true;
    // The wait takes over each client's patch listener; the table's comes back after.
    settledAll(this.clients, dealt, "the rematch's deal").then(
      () => {
        this.clients.forEach((client, index) => (client.onPatch = (at) => this.arrived(index, at)));
        this.counts.games++;
        this.rematching = false;
      },
      (error: Error) => {
        if (!this.closing) this.events.failure(error);
      },
    );
    this.clients[0].send("rematch", {});
  }

  private arrived(index: number, at: number): void {
    if (this.inFlight?.reached(index, this.clients[index].state.moves, at, this.events)) this.inFlight = null;
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.clients.map((client) => client.close()));
  }
}

function seatOf(client: LoadClient<TextbookView>): number {
  return client.state.players.get(client.sessionId)?.seat ?? -1;
}

/** The client's legal moves, from its own private part (none for another seat's). */
function legalOf(client: LoadClient<TextbookView>): MoveView[] {
  return [...(client.state.players.get(client.sessionId)?.private?.legal ?? [])];
}

/** Dealt: every seat holds its exchange picks (DOG-4), each client its own. */
function dealt(state: TextbookView, client: LoadClient<TextbookView>): boolean {
  return state.phase === "exchange" && legalOf(client).length > 0;
}
