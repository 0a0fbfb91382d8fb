/**
 * A table of the soak (bench/soak.ts): people (SDK clients, one per seat) who decide at a
 * human pace from their own views, leave and come back with their seat keys, reload their
 * page, and spectators who come and go; when its game ends the table plays a rematch or
 * closes, and the soak opens another.
 */
import { Client, type Room } from "@colyseus/sdk";
import { bots, fromWire, Rng, seedRng, type AnyBot, type GameId } from "@tablee/shared";

export interface SoakCounts {
  actions: number;
  /** Honest actions the server refused: none is expected. */
  refused: number;
  refusedCodes: Map<string, number>;
  games: number;
  reloads: number;
  comebacks: number;
  spectators: number;
  /** A client dropped without being asked to, or a join failed: none is expected. */
  failures: number;
}

export function newCounts(): SoakCounts {
  return { actions: 0, refused: 0, refusedCodes: new Map(), games: 0, reloads: 0, comebacks: 0, spectators: 0, failures: 0 };
}

/** How each game's table is laid out: its people, its bots, whether its people may leave mid-game. */
export const layouts: Record<GameId, { options: object; people: number; bots: string[]; leaves: boolean }> = {
  dog: { options: {}, people: 2, bots: ["easy", "easy"], leaves: true },
  "dog-eat-dog": { options: { seats: 3 }, people: 2, bots: ["easy"], leaves: true },
  // A bot standing in for a player who left strikes with the Killing Machine or claims the
  // draw out of turn, a race a person's move could lose: there, people only reload.
  deathtrap: { options: { seats: 4 }, people: 4, bots: [], leaves: false },
  frontline: { options: { turnLimit: 80 }, people: 2, bots: [], leaves: false },
};

type SoakRoom = Room<any, any>;

/** The easy bot's choice from the seat's view, never out of turn (a race a person could lose). */
function honest(game: GameId, view: Record<string, any>, rng: Rng): unknown {
  const action = (bots[game] as AnyBot)(view, rng) as { type?: string };
  const outOfTurn = (game === "deathtrap" && action.type === "killing-machine") || (game === "frontline" && action.type === "claim-draw");
  return outOfTurn && view.turn !== view.seat ? undefined : action;
}

function quiet(room: SoakRoom): SoakRoom {
  room.reconnection.enabled = false;
  room.onMessage("*", () => undefined);
  return room;
}

/** One person at a seat: decides after a human pause, whatever client they are on now. */
class Person {
  room!: SoakRoom;
  key = "";
  away = false;
  private timer: NodeJS.Timeout | undefined;
  /** The table's move count when this person last sent an action (-1: not in this game). */
  sentAt = -1;

  readonly table: SoakTable;
  readonly seat: number;
  readonly name: string;

  constructor(table: SoakTable, seat: number, name: string) {
    this.table = table;
    this.seat = seat;
    this.name = name;
  }

  attach(room: SoakRoom): void {
    this.room = quiet(room);
    room.onMessage("seat-key", (message: { key: string }) => (this.key = message.key));
    room.onMessage("error", (error: { code: string }) => this.table.refused(error.code));
    room.onStateChange(() => this.consider());
    room.onLeave((code: number) => {
      if (this.room === room && !this.away && !this.table.closing) this.table.failed(`${this.name} dropped (${code})`);
    });
  }

  /** Plans a decision when this seat may act and none is planned or on its way. */
  consider(): void {
    if (this.away || this.table.closing) return;
    const state = this.room.state;
    // The host's client, whichever it is now (a reload gives it a new one), sees the end.
    if (this.seat === 0 && state?.phase === "over") void this.table.gameOver();
    if (this.timer !== undefined) return;
    if (state?.phase !== "playing" || state.moves === this.sentAt) return;
    const part = state.privates?.get(String(this.seat));
    if (!part || part.legal.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.decide();
    }, this.table.think());
  }

  private decide(): void {
    if (this.away || this.table.closing) return;
    const state = this.room.state;
    const part = state?.privates?.get(String(this.seat));
    if (state?.phase !== "playing" || !part || part.legal.length === 0 || !state.board) return;
    const view = { ...fromWire(state.board.toJSON()), ...fromWire(part.toJSON()) } as Record<string, any>;
    const action = honest(this.table.game, view, this.table.rng);
    if (action === undefined) return;
    this.sentAt = state.moves;
    this.room.send("action", action);
    this.table.counts.actions++;
  }

  /** A page reload: the socket drops, the new page reconnects with its token. */
  async reload(): Promise<void> {
    const token = this.room.reconnectionToken;
    this.away = true;
    this.stop();
    const dropped = new Promise<void>((resolve) => this.room.onLeave(() => resolve()));
    // Any code but Colyseus's 4000 (a consented leave) is a drop, as a closed page's socket is.
    this.room.connection.close(3000, "reload");
    await dropped;
    const room = await this.table.client().reconnect(token);
    this.away = false;
    this.attach(room);
    this.table.counts.reloads++;
    this.consider();
  }

  /** Leaves for good (a bot stands in during a game), then comes back with the seat key. */
  async leaveAndComeBack(ms: number): Promise<void> {
    this.away = true;
    this.stop();
    await this.room.leave(true);
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (this.table.closing) return;
    const room = await this.table.client().joinById(this.table.id, { name: this.name, seatKey: this.key });
    this.away = false;
    this.attach(room);
    this.table.counts.comebacks++;
    this.consider();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

export class SoakTable {
  readonly rng: Rng;
  readonly people: Person[] = [];
  readonly watchers: SoakRoom[] = [];
  id = "";
  closing = false;
  /** Between a game's end and the next start: nobody reloads or leaves then (a start needs everybody there). */
  private between = false;
  /** Resolves when the table has closed for good (its game over and no rematch). */
  readonly done: Promise<void>;
  private finish!: () => void;

  readonly url: string;
  readonly game: GameId;
  readonly index: number;
  readonly counts: SoakCounts;
  private readonly thinkMs: number;

  constructor(url: string, game: GameId, index: number, counts: SoakCounts, thinkMs: number) {
    this.url = url;
    this.game = game;
    this.index = index;
    this.counts = counts;
    this.thinkMs = thinkMs;
    this.rng = new Rng(seedRng(`soak ${index}`));
    this.done = new Promise((resolve) => (this.finish = resolve));
  }

  client(): Client {
    return new Client(this.url);
  }

  /** A human pause before a decision: between half and one and a half times the setting. */
  think(): number {
    return this.thinkMs * (0.5 + this.rng.int(1000) / 1000);
  }

  refused(code: string): void {
    this.counts.refused++;
    this.counts.refusedCodes.set(`${this.game} ${code}`, (this.counts.refusedCodes.get(`${this.game} ${code}`) ?? 0) + 1);
  }

  failed(what: string): void {
    this.counts.failures++;
    process.stderr.write(`soak: table ${this.index} (${this.game}): ${what}\n`);
  }

  /** Creates the table (private: never matched), seats its people, starts the game. */
  async open(): Promise<void> {
    const { options, people, bots: seated } = layouts[this.game];
    const host = await this.client().create(this.game, { name: `Host ${this.index}`, private: true, options, bots: seated });
    this.id = host.roomId;
    const first = new Person(this, 0, `Host ${this.index}`);
    first.attach(host);
    this.people.push(first);
    for (let i = 1; i < people; i++) {
      const person = new Person(this, i, `Player ${this.index}-${i}`);
      person.attach(await this.client().joinById(this.id, { name: person.name }));
      this.people.push(person);
    }
    await this.start();
  }

  private async start(): Promise<void> {
    const host = this.people[0].room;
    await until(host, (s) => s.seats?.length > 0 && [...s.seats].every((seat: any) => seat.occupant !== "" || seat.bot !== ""));
    for (const person of this.people) person.sentAt = -1;
    host.send("start", {});
    await until(host, (s) => s.phase === "playing" && s.board !== undefined);
  }

  /** The game ended: a rematch half the time, else everybody leaves and the table closes. */
  async gameOver(): Promise<void> {
    if (this.between || this.closing) return;
    this.between = true;
    this.counts.games++;
    // Everybody at the table, away players included, must be back before a rematch starts.
    await new Promise((resolve) => setTimeout(resolve, this.think()));
    if (this.rng.int(2) === 0 || this.people.some((p) => p.away)) return this.close();
    const host = this.people[0].room;
    host.send("rematch", {});
    try {
      await until(host, (s) => s.phase === "waiting");
      await this.start();
      this.between = false;
    } catch (error) {
      this.failed(`the rematch: ${String(error)}`);
      await this.close();
    }
  }

  /** Someone reloads, or (where people may) leaves and comes back; a spectator comes or goes. */
  async churn(): Promise<void> {
    if (this.closing || this.between) return;
    const present = this.people.filter((p) => !p.away);
    const roll = this.rng.int(3);
    try {
      if (roll === 0 && present.length > 0) await present[this.rng.int(present.length)].reload();
      else if (roll === 1 && layouts[this.game].leaves && present.length > 1 && this.people[0].room.state?.phase === "playing") {
        // The host stays: a host who left would pass the role on.
        const others = present.filter((p) => p.seat !== 0);
        if (others.length > 0) await others[this.rng.int(others.length)].leaveAndComeBack(2_000 + this.rng.int(20_000));
      } else if (this.watchers.length > 0 && this.rng.int(2) === 0) {
        await this.watchers.shift()!.leave(true);
      } else {
        const watcher = quiet(await this.client().joinById(this.id, { name: `Watcher ${this.index}-${this.counts.spectators}`, spectate: true }));
        this.counts.spectators++;
        this.watchers.push(watcher);
      }
    } catch (error) {
      if (!this.closing) this.failed(`churn: ${String(error)}`);
    }
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const person of this.people) person.stop();
    const rooms = [...this.people.filter((p) => !p.away).map((p) => p.room), ...this.watchers];
    await Promise.all(rooms.map((room) => (room.connection.isOpen ? room.leave(true).catch(() => undefined) : undefined)));
    this.finish();
  }
}

function until(room: SoakRoom, check: (state: any) => boolean, ms = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const test = (state: any): boolean => {
      try {
        return state !== undefined && check(state);
      } catch {
        return false;
      }
    };
    if (test(room.state)) return resolve();
    const timer = setTimeout(() => {
      room.onStateChange.remove(handler);
      reject(new Error("timed out"));
    }, ms);
    const handler = (state: any): void => {
      if (!test(state)) return;
      clearTimeout(timer);
      room.onStateChange.remove(handler);
      resolve();
    };
    room.onStateChange(handler);
  });
}
