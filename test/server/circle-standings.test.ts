import { expect, test } from "@jest/globals";
import { ordinal, rate, rating } from "openskill";
import { aGame } from "@tablee/shared";
import { standingsOf } from "../../server/src/circles/standings.ts";
import type { CircleGameRow, MemberLine } from "../../server/src/store/circle-store.ts";

/**
 * Standings from a circle's finished games alone (server/src/circles/standings.ts): DOG's
 * partners rated as one team, a bot's seat out of the rating and listed apart, a game with one
 * side of people moving nobody, an unclaimed seat (a guest) rated fresh and listed nowhere, and
 * the same rows always giving the same standings.
 */
/** A game of two teams of partners, a game of two seats, and one of three seats each for itself. */
const TEAMS = aGame({ teams: true, opens: 4 }).facts.id;
const DUEL = aGame({ opens: 2 }).facts.id;
const THREE = aGame({ plays: 3, teams: false }).facts.id;

const members: MemberLine[] = ["ana", "bo", "cy"].map((id, i) => ({ handle: `m-${id}`, playerId: id, name: id.toUpperCase(), joinedAt: i }));
const owners = new Map([
  ["t1 ha", "ana"], ["t1 hb", "bo"], ["t1 hc", "cy"],
  ["t2 ha", "ana"],
  ["t3 ha", "ana"], ["t3 hc", "cy"],
]);
const person = (keyHash: string, name: string) => ({ name, keyHash });
const bot = (name: string) => ({ name, keyHash: "", bot: "easy" as const });

const rows: CircleGameRow[] = [
  // DOG: Ana and Bo (seats 0 and 2) beat Cy and a bot.
  { tableId: "t1", gameNo: 1, game: TEAMS, seats: [person("ha", "Ana"), person("hc", "Cy"), person("hb", "Bo"), bot("Bot 4")], outcome: { winners: [0, 2] }, finishedAt: 10, players: ["Ana", "Cy", "Bo", "Bot 4"] },
  // Frontline: Ana against a bot only: nobody's rating moves.
  { tableId: "t2", gameNo: 1, game: DUEL, seats: [person("ha", "Ana"), bot("Bot 2")], outcome: { winners: [0] }, finishedAt: 20, players: ["Ana", "Bot 2"] },
  // Dog Eat Dog: Cy first, a guest second by score, Ana last.
  { tableId: "t3", gameNo: 1, game: THREE, seats: [person("ha", "Ana"), person("hx", "Guest"), person("hc", "Cy")], outcome: { winners: [2], scores: [1, 5, 9] }, finishedAt: 30, players: ["Ana", "Guest", "Cy"] },
];

test("partners are one team, bots are listed apart and never rated, guests play fresh and are listed nowhere", () => {
  const { standings, games } = standingsOf(rows, owners, members);
  expect(games.map((g) => [g.table, g.rated])).toEqual([["t3", true], ["t2", false], ["t1", true]]);

  const [[ana1, bo1], [cy1]] = rate([[rating(), rating()], [rating()]], { rank: [1, 2] });
  const teams = standings.find((s) => s.game === TEAMS)!;
  expect(teams.bots).toEqual([{ level: "easy", games: 1, wins: 0 }]);
  expect(teams.players.map((p) => [p.name, p.games, p.wins])).toEqual([["ANA", 1, 1], ["BO", 1, 1], ["CY", 1, 0]]);
  expect(teams.players[0].rating.mu).toBeCloseTo(ana1.mu, 2);
  expect(teams.players[1].rating.mu).toBeCloseTo(bo1.mu, 2);
  expect(teams.players[2].rating.ordinal).toBeCloseTo(ordinal(cy1), 2);
  expect(games[2].seats.map((s) => [s.member, s.bot, s.winner, s.change !== undefined])).toEqual([
    ["m-ana", false, true, true], ["m-cy", false, false, true], ["m-bo", false, true, true], [undefined, true, false, false],
  ]);

  const duel = standings.find((s) => s.game === DUEL)!;
  expect(duel.players).toEqual([]);
  expect(duel.bots).toEqual([{ level: "easy", games: 1, wins: 0 }]);

  const [[ana3], [, ], [cy3]] = rate([[rating()], [rating()], [rating()]], { rank: [3, 2, 1] });
  const ded = standings.find((s) => s.game === THREE)!;
  expect(ded.players.map((p) => p.name)).toEqual(["CY", "ANA"]);
  expect(ded.players[0].rating.ordinal).toBeCloseTo(ordinal(cy3), 2);
  expect(ded.players[1].rating.ordinal).toBeCloseTo(ordinal(ana3), 2);
  expect(games[0].seats[1]).toEqual({ name: "Guest", bot: false, winner: false, change: expect.any(Number) });
});

test("the same rows give the same standings; a player seated twice plays the second seat as a guest", () => {
  expect(standingsOf(rows, owners, members)).toEqual(standingsOf(structuredClone(rows), new Map(owners), members));
  const twice: CircleGameRow = { tableId: "t1", gameNo: 2, game: DUEL, seats: [person("ha", "Ana"), person("ha", "Ana again")], outcome: { winners: [1] }, finishedAt: 40, players: ["Ana", "Ana again"] };
  const { standings } = standingsOf([twice], owners, members);
  expect(standings[0].players.map((p) => [p.name, p.games, p.wins])).toEqual([["ANA", 1, 0]]);
});
