import { createHash } from "node:crypto";
import { legalOf, type AnyGameRules, type PrivateView, type PublicView } from "@tablee/shared";
import type { StoredGame } from "../store/store.js";

/** Everything a game shows after one step: the public view and each seat's private view. */
export interface GameViews {
  everyone: PublicView;
  seats: PrivateView[];
}

export function gameViews(rules: AnyGameRules, game: unknown, seatCount: number): GameViews {
  const seats: PrivateView[] = [];
  for (let seat = 0; seat < seatCount; seat++) seats.push(rules.privateView(game, seat));
  return { everyone: rules.publicView(game), seats };
}

/** What a digest of the current form starts with; an earlier server's is bare hex. */
const FORM = "2:";

/**
 * How often the views are digested: after every DIGEST_EVERY-th action of a game and after the
 * one that ends it (`digestDue`). A digest costs as much as the rest of a move's views; a
 * restore checks every one it finds, so a changed engine is still caught unless it changes
 * nothing a seat sees but in the last few moves of a game not yet over.
 */
export const DIGEST_EVERY = 16;

/** Whether the action at `index` of its game carries a digest (`over`: it ends the game). */
export function digestDue(index: number, over: boolean): boolean {
  return over || (index + 1) % DIGEST_EVERY === 0;
}

/**
 * A fingerprint of what every seat would see: stored with an action (`digestDue`), it proves
 * that a restored game is the game the players saw (a changed engine would replay
 * differently). The SHA-256 of the views' JSON, after `FORM`.
 */
export function viewsDigest(views: GameViews): string {
  return FORM + sha256(JSON.stringify(views));
}

/**
 * Whether `digest`, stored with an action, is that of the views after it (`game`, replayed):
 * in the current form, or in the form of the servers before legal actions left the views
 * (every action digested, each seat's legal actions at the end of its private view, no
 * `FORM`), so that a game they stored still restores.
 */
export function digestMatches(digest: string, rules: AnyGameRules, game: unknown, seatCount: number): boolean {
  const views = gameViews(rules, game, seatCount);
  if (digest.startsWith(FORM)) return digest === viewsDigest(views);
  const seats = views.seats.map((part) => ({ ...part, legal: legalOf(rules, game, part.seat) }));
  return digest === sha256(JSON.stringify({ everyone: views.everyone, seats }));
}

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/**
 * A stored game played again from its seed, checked against its digests: each of the current
 * form, and the last one whatever its form (an earlier server digested every action, in a
 * form that costs each seat's legal actions). Returns the engine state after all its actions,
 * or null when one digest is not that of the views it replays to.
 */
export function replayGame(rules: AnyGameRules, seatCount: number, options: object, stored: Pick<StoredGame, "seed" | "actions">): unknown | null {
  const { actions } = stored;
  let lastDigested = actions.length - 1;
  while (lastDigested >= 0 && actions[lastDigested].digest === "") lastDigested--;
  let game = rules.setup(seatCount, stored.seed, options);
  for (let i = 0; i < actions.length; i++) {
    game = rules.apply(game, actions[i].seat, actions[i].action);
    const { digest } = actions[i];
    if ((digest.startsWith(FORM) || i === lastDigested) && !digestMatches(digest, rules, game, seatCount)) return null;
  }
  return game;
}
