import { addDictionaries, t } from "../../i18n/index";
import { defineClientGame } from "../client-game";
import { SEAT_CSS } from "./colours";
import { describeDog, dogLogWords } from "./log";
import names from "./names.json" with { type: "json" };
import { dogPicture } from "./picture";

// The log's words are needed before the renderer (and its dictionary) loads.
addDictionaries(dogLogWords);

export const dog = defineClientGame("dog", { names, seatColours: [...SEAT_CSS], hidden: true, picture: dogPicture, minutes: [60, 90], describe: (events, who) => describeDog(events as never, who, t), teamsOnBoard: boardTeams },
  () => import("./index"), () => import("../../rules/dog/index"), () => import("./seat-rules"));

/** At six seats the board says each seat's team (`teamOf`: three teams of two, or two of three); at four it says none, the facts' partners. */
function boardTeams(board: Record<string, unknown>): number[][] | null {
  const teamOf = board.teamOf;
  if (!Array.isArray(teamOf) || teamOf.length === 0) return null;
  const teams: number[][] = [];
  teamOf.forEach((team: number, seat) => (teams[team] ??= []).push(seat));
  return teams;
}
