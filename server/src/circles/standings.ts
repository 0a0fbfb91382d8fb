import { gameFacts, isGameId, teamsOf, type BotLevel, type CircleRating, type FinishedGame, type Outcome, type Standing } from "@tablee/shared";
import { ordinal, rate, rating, type Rating } from "openskill";
import { plackettLuce } from "openskill/models";
import type { CircleGameRow, MemberLine } from "../store/circle-store.js";

/**
 * A circle's standings, worked out from its finished games alone (oldest first), so they are
 * the same after any restart and can always be recomputed. Per game id: each member's games,
 * wins and Weng-Lin rating (openskill's Plackett-Luce; partners are one team, as in DOG; every
 * seat for itself elsewhere), ranked by winners first, then by score where a game keeps one.
 *
 * Whose a seat was: its key hash's claim (player_seats). A seat nobody claimed (a guest, a
 * deleted player) plays with a fresh rating, listed nowhere. Bots are listed apart (games and
 * wins per level) and never rated: a game counts for people only when at least two of its
 * sides have a person, and its bots' seats are left out of the rating.
 */
interface Who {
  /** A player's id, a guest's own key, or null for a bot. */
  id: string | null;
  bot?: BotLevel;
}

interface Tally {
  games: number;
  wins: number;
  rating: Rating;
  change: number;
}

const round = (n: number): number => Math.round(n * 100) / 100;
const line = (r: Rating): CircleRating => ({ mu: round(r.mu), sigma: round(r.sigma), ordinal: round(ordinal(r)) });

/** `owners`: `${table} ${keyHash}` → player id, from the claims at the circle's tables. */
export function standingsOf(rows: readonly CircleGameRow[], owners: ReadonlyMap<string, string>, members: readonly MemberLine[]): { standings: Standing[]; games: FinishedGame[] } {
  const byGame = new Map<string, { people: Map<string, Tally>; bots: Map<BotLevel, { games: number; wins: number }> }>();
  const handles = new Map(members.map((m) => [m.playerId, m.handle]));
  const games: FinishedGame[] = [];
  for (const row of rows) {
    if (!isGameId(row.game)) continue;
    const kept = byGame.get(row.game) ?? { people: new Map<string, Tally>(), bots: new Map() };
    byGame.set(row.game, kept);
    const who = seatsOf(row, owners);
    const won = (seat: number) => row.outcome.winners.includes(seat);
    for (const [seat, w] of who.entries()) {
      if (w.bot === undefined) continue;
      const bot = kept.bots.get(w.bot) ?? { games: 0, wins: 0 };
      kept.bots.set(w.bot, { games: bot.games + 1, wins: bot.wins + (won(seat) ? 1 : 0) });
    }
    const sides = sidesOf(row.game, row.seats.length).map((side) => side.filter((seat) => who[seat]?.id !== null && who[seat] !== undefined)).filter((side) => side.length > 0);
    const changes = new Map<number, number>();
    const rated = sides.length >= 2;
    if (rated) {
      const tally = (id: string): Tally => kept.people.get(id) ?? { games: 0, wins: 0, rating: rating(), change: 0 };
      const before = sides.map((side) => side.map((seat) => tally(who[seat].id!).rating));
      const after = rate(before, { model: plackettLuce, rank: ranksOf(sides, row.outcome) });
      sides.forEach((side, s) =>
        side.forEach((seat, i) => {
          const id = who[seat].id!;
          const t = tally(id);
          const change = ordinal(after[s][i]) - ordinal(before[s][i]);
          changes.set(seat, round(change));
          kept.people.set(id, { games: t.games + 1, wins: t.wins + (won(seat) ? 1 : 0), rating: after[s][i], change });
        }),
      );
    }
    games.push({
      table: row.tableId, gameNo: row.gameNo, game: row.game, finishedAt: row.finishedAt, rated,
      replay: `/api/tables/${encodeURIComponent(row.tableId)}/replay?game=${row.gameNo}`,
      seats: who.map((w, seat) => {
        const member = w.id === null ? undefined : handles.get(w.id);
        return { name: row.players[seat] ?? "", bot: w.id === null, winner: won(seat), ...(member !== undefined ? { member } : {}), ...(changes.has(seat) ? { change: changes.get(seat) } : {}) };
      }),
    });
  }
  const standings = [...byGame].map(([game, kept]): Standing => ({
    game,
    players: members
      .flatMap((m) => {
        const t = kept.people.get(m.playerId);
        return t === undefined ? [] : [{ member: m.handle, name: m.name, games: t.games, wins: t.wins, rating: line(t.rating), change: round(t.change) }];
      })
      .sort((a, b) => b.rating.ordinal - a.rating.ordinal || b.games - a.games || a.name.localeCompare(b.name)),
    bots: [...kept.bots].map(([level, t]) => ({ level, ...t })).sort((a, b) => a.level.localeCompare(b.level)),
  }));
  return { standings, games: games.reverse() };
}

/** Each seat's player, guest or bot. A player seated twice plays the second seat as a guest. */
function seatsOf(row: CircleGameRow, owners: ReadonlyMap<string, string>): Who[] {
  const seen = new Set<string>();
  return row.seats.map((holder, seat): Who => {
    if (holder.bot !== undefined && !holder.standIn) return { id: null, bot: holder.bot };
    const owner = holder.keyHash === "" ? undefined : owners.get(`${row.tableId} ${holder.keyHash}`);
    if (owner !== undefined && !seen.has(owner)) {
      seen.add(owner);
      return { id: owner };
    }
    return { id: `guest ${row.tableId} ${row.gameNo} ${seat}` };
  });
}

/**
 * The game's teams at a table of this many seats (DOG's partners), else every seat alone. A
 * circle's game keeps no options, so a table whose options change its teams (DOG's house
 * variant of two teams of three) is rated by the default table's teams.
 */
function sidesOf(game: string, seats: number): number[][] {
  const teams = isGameId(game) ? teamsOf(gameFacts[game], seats) : [];
  return teams.length > 0 ? teams.map((team) => team.filter((seat) => seat < seats)) : Array.from({ length: seats }, (_, seat) => [seat]);
}

/** openskill's ranks (1 best, ties equal): a side with a winner first, then the higher score. */
function ranksOf(sides: readonly number[][], outcome: Outcome): number[] {
  const key = (side: readonly number[]): [number, number] => [
    side.some((seat) => outcome.winners.includes(seat)) ? 0 : 1,
    -Math.max(...side.map((seat) => outcome.scores?.[seat] ?? 0)),
  ];
  const keys = sides.map(key);
  const order = [...new Set(keys.map((k) => k.join(" ")))].sort((a, b) => {
    const [a0, a1] = a.split(" ").map(Number);
    const [b0, b1] = b.split(" ").map(Number);
    return a0 - b0 || a1 - b1;
  });
  return keys.map((k) => order.indexOf(k.join(" ")) + 1);
}
