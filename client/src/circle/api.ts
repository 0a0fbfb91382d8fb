import type { CircleRating, CircleTable, FinishedGame, Standing } from "@tablee/shared";
import { account } from "../player/api";

/**
 * The circles' routes (docs/protocol.md, "Circles"), as the pages call them: the players' way
 * (same origin, the session cookie, refusals as AccountRefusals with the server's code).
 */

/** The standings and finished games, as the server works them out (declared once, in shared). */
export type { FinishedGame, GameSeat, Standing } from "@tablee/shared";

export interface CircleLine {
  id: string;
  name: string;
  members: number;
  /** The player's member handle there. */
  you: string;
  creator: boolean;
  joinedAt: number;
}

export interface Member {
  handle: string;
  name: string;
  creator: boolean;
  joinedAt: number;
}

export interface Circle {
  id: string;
  name: string;
  you: string;
  members: Member[];
  tables: CircleTable[];
  games: FinishedGame[];
  standings: Standing[];
}

export interface Invite {
  id: string;
  createdAt: number;
  /** null: until revoked. */
  expiresAt: number | null;
  yours: boolean;
}

export interface MadeInvite extends Omit<Invite, "createdAt" | "yours"> {
  invite: string;
  url: string;
}

export interface MyCircleGame extends FinishedGame {
  circle: { id: string; name: string };
  seat: number;
}

export interface MyStanding {
  circle: { id: string; name: string };
  game: string;
  games: number;
  wins: number;
  rating: CircleRating;
  change: number;
}

const path = (id: string, rest = ""): string => `/api/circles/${encodeURIComponent(id)}${rest}`;

export const myCircles = async (): Promise<CircleLine[]> => (await account<{ circles: CircleLine[] }>("GET", "/api/circles")).circles;
export const createCircle = (name: string) => account<{ circle: { id: string; name: string }; you: string }>("POST", "/api/circles", { name });
export const circlePage = (id: string) => account<Circle>("GET", path(id));
export const openInvites = async (id: string): Promise<Invite[]> => (await account<{ invites: Invite[] }>("GET", path(id, "/invites"))).invites;
export const makeInvite = (id: string, hours: number | undefined) => account<MadeInvite>("POST", path(id, "/invites"), hours === undefined ? {} : { hours });
export const revokeInvite = (id: string, invite: string) => account<void>("DELETE", path(id, `/invites/${encodeURIComponent(invite)}`));
export const previewInvite = (invite: string) => account<{ circle: { name: string; members: number } }>("POST", "/api/circles/invite", { invite });
export const joinCircle = (invite: string) => account<{ circle: { id: string; name: string }; you: string; joined: boolean }>("POST", "/api/circles/join", { invite });
export const leaveCircle = (id: string) => account<void>("DELETE", path(id, "/members/me"));
export const removeMember = (id: string, handle: string) => account<void>("DELETE", path(id, `/members/${encodeURIComponent(handle)}`));
export const myCircleGames = () => account<{ games: MyCircleGame[]; standings: MyStanding[] }>("GET", "/api/me/circle-games");
