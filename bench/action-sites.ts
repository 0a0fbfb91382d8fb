/**
 * What one action costs on the rooms' thread, site by site, without sockets or a store
 * (BENCH_ONLY=sites; the server bench measures the whole process): for each game,
 * SITE_TABLES tables with the seats a new table of the game opens with, each with one StateView per seat as
 * the room keeps them, played by the easy bot for SITE_ACTIONS actions (its decisions are not
 * counted). Per action, in µs of the rooms' thread's CPU time (process.threadCpuUsage: time
 * the thread waited for a busy core is not counted, so a loaded machine reads close to a quiet one):
 *   server.action_site.<game>.rules   the engine's apply (checks and the move)
 *   server.action_site.<game>.views   the public view and every seat's private view
 *   server.action_site.<game>.digest  the views' fingerprint stored with every so many actions (`digestDue`), per action
 *   server.action_site.<game>.mirror  the views written onto the synced schema
 *   server.action_site.<game>.encode  the patch as the room sends it (Colyseus's applyPatches through
 *       SeatViews.patch): encoded once for everyone, and once more for each seat whose view adds to it
 * The store's write is `store.appends_per_s` (bench/store.ts); the sockets' reads and writes
 * are the rest of `server.cpu_us_per_action`.
 */
import { ClientState, SchemaSerializer, type Client } from "@colyseus/core";
import { Encoder, type Schema, type StateView } from "@colyseus/schema";
import { digestDue, gameTable, gameViews, Member, Seat, SeatViews, viewsDigest, withEncoderBuffers } from "@tablee/server";
import { gameFacts, gameIds, gameOf, Rng, seedRng, type AnyGameRules, type GameId } from "@tablee/shared";
import type { BenchResult } from "./result.ts";

const TABLES = Number(process.env.SITE_TABLES ?? 200);
/** SITE_GAME=<id>[,<id>…]: only those games' sites (a profile of one game's). */
const GAMES = process.env.SITE_GAME ? process.env.SITE_GAME.split(",") : gameIds;
const ACTIONS = Number(process.env.SITE_ACTIONS ?? 20_000);
const SITES = ["rules", "views", "digest", "mirror", "encode"] as const;
type Site = (typeof SITES)[number];

interface SiteTable {
  game: unknown;
  /** Actions of its game so far. */
  moves: number;
  seatViews: SeatViews;
  encoder: Encoder;
  /** The room's serializer, and a member at each seat whose socket takes what it is sent and drops it. */
  serializer: SchemaSerializer<Schema>;
  clients: Client[];
  rng: Rng;
}

function openTable(id: GameId, index: number): SiteTable {
  const { rules } = gameOf(id);
  const parts = gameTable(gameOf(id));
  const seats = gameFacts[id].defaultPlayers;
  const state = new parts.State();
  const seatViews = new SeatViews(state, parts.Private);
  state.game = id;
  state.seatCount = seats;
  const views: StateView[] = [];
  for (let seat = 0; seat < seats; seat++) {
    state.seats.push(new Seat());
    state.privates.set(String(seat), seatViews.part(seat));
    // A member at each seat, so that each view carries its seat's private part, as at a table.
    state.members.set(`member-${seat}`, new Member({ name: `Player ${seat + 1}`, seat, connected: true }));
    views.push(seatViews.open(`member-${seat}`));
    state.seats[seat].occupant = `member-${seat}`;
  }
  const serializer = new SchemaSerializer<Schema>();
  withEncoderBuffers(parts.encoderBytes, () => serializer.reset(state));
  // The serializer's own encoder (protected): the opening's full state is encoded with it, as a join does.
  const encoder = (serializer as unknown as { encoder: Encoder }).encoder;
  const clients = views.map((view, seat) => ({ sessionId: `member-${seat}`, state: ClientState.JOINED, view, raw: () => undefined }) as unknown as Client);
  const game = (rules as AnyGameRules).setup(seats, `sites-${id}-${index}`, {});
  state.phase = "playing";
  state.board = new parts.Board();
  seatViews.mirror(gameViews(rules as AnyGameRules, game, seats));
  for (let seat = 0; seat < seats; seat++) seatViews.show(`member-${seat}`);
  encoder.encodeAll();
  for (const view of views) encoder.encodeAllView(view, 0, { offset: 0 });
  encoder.discardChanges();
  return { game, moves: 0, seatViews, encoder, serializer, clients, rng: new Rng(seedRng(`sites-${id}-${index}`)) };
}

/** The CPU time this thread has used, in ms (user and system). */
function threadMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

function measure(id: GameId): Record<Site, number> {
  const { rules: anyRules, bot } = gameOf(id);
  const rules = anyRules as AnyGameRules;
  const seats = gameFacts[id].defaultPlayers;
  const tables = Array.from({ length: TABLES }, (_, i) => openTable(id, i));
  const spent: Record<Site, number> = { rules: 0, views: 0, digest: 0, mirror: 0, encode: 0 };
  let opened = TABLES;
  let counted = 0;
  for (let i = 0; counted < ACTIONS; i++) {
    const slot = i % TABLES;
    let table = tables[slot];
    const awaited = rules.awaitedSeats(table.game);
    if (awaited.length === 0) {
      tables[slot] = openTable(id, opened++);
      continue;
    }
    const seat = awaited[0];
    const action = bot(rules.view(table.game, seat) as never, table.rng);
    let at = threadMs();
    const lap = (site: Site): void => {
      const now = threadMs();
      spent[site] += now - at;
      at = now;
    };
    const game = rules.apply(table.game, seat, action);
    lap("rules");
    const views = gameViews(rules, game, seats);
    lap("views");
    if (digestDue(table.moves, rules.outcome(game) !== null)) viewsDigest(views);
    lap("digest");
    table.seatViews.mirror(views);
    lap("mirror");
    table.seatViews.patch(table.clients, () => table.serializer.applyPatches(table.clients, undefined));
    lap("encode");
    table.game = game;
    table.moves++;
    counted++;
  }
  return Object.fromEntries(SITES.map((site) => [site, (1000 * spent[site]) / counted])) as Record<Site, number>;
}

export function actionSiteBenchmarks(): BenchResult[] {
  const results: BenchResult[] = [];
  for (const id of GAMES as GameId[]) {
    const costs = measure(id);
    const total = SITES.reduce((sum, site) => sum + costs[site], 0);
    process.stderr.write(`bench sites: ${id}, ${gameFacts[id].defaultPlayers} seats: ${SITES.map((site) => `${site} ${costs[site].toFixed(1)}`).join(", ")}; ${total.toFixed(1)} µs an action\n`);
    for (const site of SITES) results.push({ bench: `server.action_site.${id}.${site}`, value: Math.round(costs[site] * 10) / 10, unit: "µs" });
  }
  return results;
}
