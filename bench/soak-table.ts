/**
 * A table of the soak (bench/soak.ts): people (SDK clients, one per seat) who decide at a
 * human pace from their own views, leave and come back with their seat keys, reload their
 * page, and spectators who come and go; when its game ends the table plays a rematch or
 * closes, and the soak opens another.
 */
import { stateReached } from "./state-reached.ts";
import { Client, type Room } from "@colyseus/sdk";
import { TypeContext, type Schema } from "@colyseus/schema";
import { gameOf, Rng, seedRng, viewFromWire, type GameId } from "@tablee/shared";

/** An error with the causes under it ("fetch failed" alone does not say whether the server refused, reset or never answered). */
export function told(error: unknown): string {
  let text = String(error);
  for (let cause = (error as { cause?: unknown } | null)?.cause, depth = 0; cause != null && depth < 3; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    text += ` ← ${String(cause)}${typeof code === "string" && !String(cause).includes(code) ? ` (${code})` : ""}`;
  }
  return text;
}

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


type SoakRoom = Room<any, any>;

/**
 * The easy bot's choice from the seat's view, when the table waits for the seat (its public
 * `active`): never a move nobody waits for, a race a person could lose.
 */
function honest(game: GameId, view: Record<string, any>, rng: Rng): unknown {
  return (view.active as number[]).includes(view.seat) ? gameOf(game).bot(view, rng) : undefined;
}

/**
 * Lets go of the classes the SDK reflected from a room's handshake once the room is left.
 * @colyseus/schema keeps every reflected class in static maps (`TypeContext.cachedContexts`,
 * `inheritedTypes`): a page makes a few joins, but the soak's one process makes thousands
 * an hour, and grew by gigabytes until its own collector starved it (late joins, expired
 * seat reservations). Library internals, used here only: the server never reflects.
 */
export function forgetClasses(room: Room): void {
  room.onLeave(() => {
    const context = (room.serializer as { decoder?: { context?: { schemas?: Map<typeof Schema, number> } } }).decoder?.context;
    for (const klass of context?.schemas?.keys() ?? []) {
      TypeContext.cachedContexts.delete(klass);
      TypeContext.inheritedTypes.delete(klass);
      TypeContext.inheritedTypes.get(Object.getPrototypeOf(klass))?.delete(klass);
    }
  });
}

function quiet(room: SoakRoom): SoakRoom {
  room.reconnection.enabled = false;
  room.onMessage("*", () => undefined);
  forgetClasses(room);
  return room;
}

/** One person at a seat: decides after a human pause, whatever client they are on now. */
class Person {
  room!: SoakRoom;
  key = "";
  away = false;
  private timer: NodeJS.Timeout | undefined;
  /**
   * The seat's private part as it was when this person's last action left, until the table
   * answers it (null: nothing awaited). A person who chose waits to see the choice taken
   * before choosing again: in a simultaneous choice (DOG's exchange, Deathtrap's returns)
   * other seats' moves reach the page while its own is still on the way, and a new decision
   * taken from such a view repeats the choice the server is about to apply (refused:
   * `not-your-turn`, or `illegal-action` once the exchange is over). An action always changes
   * its seat's private part or its legal actions, while in a simultaneous choice another
   * seat's move leaves both as they were, and nobody here moves out of turn (`honest`): a
   * change of either is the answer.
   */
  private awaiting: string | null = null;
  /** What this person last saw and did, printed with a refusal: a refusal of an honest action is a bug to find. */
  private readonly trail: string[] = [];
  private seen = "";

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
    // A page just opened knows of no action on its way: the server read the old socket's
    // frames before its close, so this view already shows them.
    this.awaiting = null;
    room.onMessage("seat-key", (message: { key: string }) => (this.key = message.key));
    room.onMessage("error", (error: { code: string; message: string }) => {
      this.table.refused(error.code, `seat ${this.seat} ${error.code} (${error.message}) seeing ${this.describe()}\n    ${this.trail.join("\n    ")}`);
      this.awaiting = null;
      this.consider();
    });
    room.onMessage("notice", (notice: { code: string; seat?: number }) => this.note(`notice ${notice.code} (seat ${notice.seat})`));
    room.onStateChange(() => {
      const seen = this.describe();
      if (seen !== this.seen) this.note((this.seen = seen));
      this.consider();
    });
    room.onLeave((code: number) => {
      if (this.room === room && !this.away && !this.table.closing) void this.table.lost(`${this.name} dropped (${code})`);
    });
  }

  private note(what: string): void {
    this.trail.push(`${((Date.now() - this.table.openedAt) / 1000).toFixed(1)}s ${what}`);
    if (this.trail.length > TRAIL) this.trail.shift();
  }

  private describe(): string {
    const state = this.room.state;
    return `${state?.phase} move ${state?.moves}, ${this.seatView()?.legal.length ?? "no"} legal`;
  }

  /** The seat's view as its page lists it (its legal actions from the rest), and what answers an action of its (`awaiting`). */
  private seatView(): { view: Record<string, any>; legal: unknown[]; answer: string } | undefined {
    const state = this.room.state;
    const part = state?.privates?.get(String(this.seat));
    if (!part || !state.board) return undefined;
    const mine = part.toJSON();
    const view = viewFromWire<Record<string, any>>(gameOf(this.table.game), state.board.toJSON(), mine);
    return { view, legal: view.legal, answer: JSON.stringify([mine, view.legal]) };
  }

  /** Plans a decision when this seat may act and none is planned or on its way. */
  consider(): void {
    if (this.away || this.table.closing) return;
    const state = this.room.state;
    // The host's client, whichever it is now (a reload gives it a new one), sees the end.
    if (this.seat === 0 && state?.phase === "over") void this.table.gameOver();
    if (this.timer !== undefined || state?.phase !== "playing") return;
    const seat = this.seatView();
    if (!seat) return;
    if (this.awaiting !== null) {
      if (seat.answer === this.awaiting) return;
      this.awaiting = null;
    }
    if (seat.legal.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.decide();
    }, this.table.think());
  }

  private decide(): void {
    if (this.away || this.table.closing) return;
    const state = this.room.state;
    const seat = this.seatView();
    if (state?.phase !== "playing" || !seat || seat.legal.length === 0) return;
    const action = honest(this.table.game, seat.view, this.table.rng);
    if (action === undefined) return;
    this.awaiting = seat.answer;
    this.note(`sent ${JSON.stringify(action)}`);
    this.room.send("action", action);
    this.table.counts.actions++;
  }

  /** A new game: nothing of the last one is awaited. */
  newGame(): void {
    this.awaiting = null;
  }

  /**
   * A page reload: the socket drops, the new page comes back with its token, and with its
   * seat key when the token no longer works, as the table page does (client/src/table).
   */
  async reload(): Promise<void> {
    if (!this.room.connection.isOpen) return;
    const token = this.room.reconnectionToken;
    this.note("reload");
    this.away = true;
    this.stop();
    const dropped = new Promise<void>((resolve) => this.room.onLeave(() => resolve()));
    // Any code but Colyseus's 4000 (a consented leave) is a drop, as a closed page's socket is.
    this.room.connection.close(3000, "reload");
    await dropped;
    let room: SoakRoom;
    try {
      room = await this.table.client().reconnect(token);
    } catch (error) {
      this.note(`the token failed (${String(error)}): the seat key`);
      room = await this.back();
    }
    if (await this.tableClosed(room)) return;
    this.away = false;
    this.attach(room);
    this.table.counts.reloads++;
    this.consider();
  }

  /** Leaves for good (a bot stands in during a game), then comes back with the seat key. */
  async leaveAndComeBack(ms: number): Promise<void> {
    this.note("leave");
    this.away = true;
    this.stop();
    await this.room.leave(true);
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (this.table.closing) return;
    const room = await this.back();
    if (await this.tableClosed(room)) return;
    this.away = false;
    this.attach(room);
    this.table.counts.comebacks++;
    this.consider();
  }

  /** The table closed while this person was away: the page they came back on closes too. */
  private async tableClosed(room: SoakRoom): Promise<boolean> {
    if (!this.table.closing) return false;
    await room.leave(true).catch(() => undefined);
    return true;
  }

  private async back(): Promise<SoakRoom> {
    const room = await this.table.client().joinById(this.table.id, { name: this.name, seatKey: this.key });
    this.note("back with the seat key");
    return room;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** How many of a person's last sights and deeds a refusal prints. */
const TRAIL = 12;

export class SoakTable {
  readonly rng: Rng;
  readonly people: Person[] = [];
  readonly watchers: SoakRoom[] = [];
  id = "";
  closing = false;
  /** A person's trail counts its times from here. */
  readonly openedAt = Date.now();
  /** Spectators this table has had, to name the next one. */
  private watcherNo = 0;
  /** Between a game's end and the next start: nobody reloads or leaves then (a start needs everybody there). */
  private between = false;
  /** Resolves when the table has closed for good (its game over and no rematch, or a person lost). */
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

  /** An honest action refused: counted, and told with what the person saw and did before. */
  refused(code: string, story: string): void {
    this.counts.refused++;
    this.counts.refusedCodes.set(`${this.game} ${code}`, (this.counts.refusedCodes.get(`${this.game} ${code}`) ?? 0) + 1);
    process.stderr.write(`soak: table ${this.index} (${this.game}) refused ${story}\n`);
  }

  failed(what: string): void {
    this.counts.failures++;
    process.stderr.write(`soak: table ${this.index} (${this.game}): ${what}\n`);
  }

  /**
   * A person is gone and cannot come back (dropped, or their page could not get back to the
   * table): nobody can play their seat honestly any more, so the table closes and the soak
   * opens another, instead of churning at a table its server may have closed.
   */
  async lost(what: string): Promise<void> {
    this.failed(what);
    await this.close();
  }

  /** Creates the table (private: never matched), seats its people, starts the game. */
  async open(): Promise<void> {
    const { options, people, bots: seated } = gameOf(this.game).seating.honest;
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
    for (const person of this.people) person.newGame();
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
      this.failed(`the rematch: ${told(error)}`);
      await this.close();
    }
  }

  /** Someone reloads, or (where people may) leaves and comes back; a spectator comes or goes. */
  async churn(): Promise<void> {
    if (this.closing || this.between) return;
    const present = this.people.filter((p) => !p.away);
    const roll = this.rng.int(3);
    // The host stays: a host who left would pass the role on.
    const leaving = present.filter((p) => p.seat !== 0);
    // A bot standing in for a player who left would take moves nobody waits for, racing a person's.
    const mayLeave = gameOf(this.game).botWants === undefined;
    const leaves = roll === 1 && mayLeave && leaving.length > 0 && this.people[0].room.state?.phase === "playing";
    if (roll === 0 && present.length > 0) await this.personChurns(present[this.rng.int(present.length)], (p) => p.reload());
    else if (leaves) await this.personChurns(leaving[this.rng.int(leaving.length)], (p) => p.leaveAndComeBack(2_000 + this.rng.int(20_000)));
    else {
      try {
        if (this.watchers.length > 0 && this.rng.int(2) === 0) await this.watchers.shift()!.leave(true);
        else {
          // Numbered by the table, before the join: two joins under way never share a name.
          const name = `Watcher ${this.index}-${++this.watcherNo}`;
          const watcher = quiet(await this.client().joinById(this.id, { name, spectate: true }));
          this.counts.spectators++;
          if (this.closing) await watcher.leave(true);
          else this.watchers.push(watcher);
        }
      } catch (error) {
        if (!this.closing) this.failed(`a spectator: ${told(error)}`);
      }
    }
  }

  /** A person reloads or leaves and comes back; one who cannot get back loses the table. */
  private async personChurns(person: Person, churn: (person: Person) => Promise<void>): Promise<void> {
    try {
      await churn(person);
    } catch (error) {
      if (!this.closing) await this.lost(`${person.name} could not get back: ${told(error)}`);
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
  return stateReached(room, check, "the table", ms);
}
