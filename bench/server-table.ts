/**
 * One four-seat table (table-pace.ts, `GAME`) played by four bot clients (@colyseus/sdk, one WebSocket each), all in this
 * process so that the sender's clock and the receivers' clock are the same clock.
 *
 * Each tick, one seat that may act sends one of its legal actions, picked at random. The
 * sample is the time from just before `send` to the moment the last of the three other
 * clients has applied the patch carrying that action (its `moves` counter reaches the
 * action's number). The next tick acts only once all four clients have it.
 */
import { stateReached } from "./state-reached.ts";
import { Client, type Room } from "@colyseus/sdk";
import { Rng, seedRng } from "@tablee/shared";
import { GAME, PacedTable, SEATS, started, type BenchEvents, type TableView } from "./table-pace.ts";

const SETUP_TIMEOUT_MS = 15_000;

type BotRoom = Room<any, TableView>;

export interface TableEvents extends BenchEvents {
  /** The table is ready for its next action (the last one reached every client, or was refused, or a rematch started). */
  settled?(table: BotTable): void;
}

function waitFor(room: BotRoom, check: (state: TableView) => boolean, what: string): Promise<void> {
  return stateReached(room, check, what, SETUP_TIMEOUT_MS);
}

export class BotTable extends PacedTable {
  private readonly rooms: BotRoom[];
  private readonly settled: (table: BotTable) => void;

  private constructor(rooms: BotRoom[], rng: Rng, events: TableEvents) {
    super(
      rooms.map((room) => room.state.members.get(room.sessionId)?.seat ?? -1),
      rng,
      events,
    );
    this.rooms = rooms;
    this.settled = events.settled ?? (() => undefined);
    rooms.forEach((room, index) => {
      room.onStateChange((state) => this.applied(index, state));
      room.onMessage("error", (error: { code: string; message: string }) => this.refused(index, error));
      room.onLeave((code) => {
        if (!this.closing) this.events.failure(new Error(`a bot client of table ${room.roomId} was disconnected (${code})`));
      });
    });
  }

  /** A private table (never matched with another), four seated bots, the game started. */
  static async open(url: string, index: number, events: TableEvents): Promise<BotTable> {
    const rooms: BotRoom[] = [];
    try {
      rooms.push(await new Client(url).create<TableView>(GAME.facts.id, { name: `Bench ${index}`, private: true }));
      const host = rooms[0];
      quiet(host);
      const guests = Array.from({ length: SEATS - 1 }, (_, k) =>
        new Client(url).joinById<TableView>(host.roomId, { name: `Bot ${index}-${k + 1}` }).then((room) => {
          quiet(room);
          rooms.push(room);
          return room;
        }),
      );
      await Promise.all(guests);
      await Promise.all(rooms.map((room) => waitFor(room, (s) => s.seats !== undefined && [...s.seats].length === SEATS && [...s.seats].every((seat) => seat.occupant !== ""), "every seat taken")));
      host.send("start", {});
      await Promise.all(rooms.map((room) => waitFor(room, started, "the game to start")));
    } catch (error) {
      await Promise.all(rooms.map((room) => room.leave(true).catch(() => undefined)));
      throw error;
    }
    return new BotTable(rooms, new Rng(seedRng(`bench-server-${index}`)), events);
  }

  private applied(index: number, state: TableView): void {
    if (!this.inFlight?.reached(index, state.moves, performance.now(), this.events)) return;
    this.inFlight = null;
    this.ready();
  }

  private refused(index: number, error: { code: string; message: string }): void {
    const flight = this.inFlight;
    if (flight !== null && flight.sender === index) {
      this.counts.refused++;
      this.inFlight = null;
      this.ready();
    }
    process.stderr.write(`bench server: table ${this.rooms[0].roomId} refused a message: ${error.code} ${error.message}\n`);
  }

  protected states(): TableView[] {
    return this.rooms.map((room) => room.state);
  }

  protected send(index: number, type: string, payload: unknown): void {
    this.rooms[index].send(type, payload);
  }

  protected everyState(check: (state: TableView) => boolean, what: string): Promise<void> {
    return Promise.all(this.rooms.map((room) => waitFor(room, check, what))).then(() => undefined);
  }

  protected override ready(): void {
    this.settled(this);
  }

  /** Every bot leaves (consented): no reconnection attempts once the server is gone. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.rooms.map((room) => (room.connection.isOpen ? room.leave(true).catch(() => undefined) : undefined)));
  }
}

/** A bench bot never reconnects (a drop fails the bench) and ignores table notices. */
function quiet(room: BotRoom): void {
  room.reconnection.enabled = false;
  room.onMessage("notice", () => undefined);
  room.onMessage("seat-key", () => undefined);
  room.onMessage("offers", () => undefined);
}
