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
 * A fingerprint of what every seat would see: stored with each action, it proves that a
 * restored game is the game the players saw (a changed engine would replay differently). The
 * SHA-256 of the views' JSON, after `FORM`.
 */
export function viewsDigest(views: GameViews): string {
  return FORM + sha256(JSON.stringify(views));
}

/**
 * Whether `digest`, stored with a game's last action, is that of `views` (the replayed game's,
 * `game`): in the current form, or in the form of the servers before legal actions left the
 * views (each seat's legal actions at the end of its private view, no `FORM`), so that a game
 * they stored still restores.
 */
export function digestMatches(digest: string, views: GameViews, rules: AnyGameRules, game: unknown): boolean {
  if (digest.startsWith(FORM)) return digest === viewsDigest(views);
  const seats = views.seats.map((part) => ({ ...part, legal: legalOf(rules, game, part.seat) }));
  return digest === sha256(JSON.stringify({ everyone: views.everyone, seats }));
}

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** A stored game played again from its seed: the engine state after `steps` actions (all by default). */
export function replayGame(
  rules: AnyGameRules,
  seatCount: number,
  options: object,
  stored: Pick<StoredGame, "seed" | "actions">,
  steps = stored.actions.length,
): unknown {
  let game = rules.setup(seatCount, stored.seed, options);
  for (let i = 0; i < steps; i++) game = rules.apply(game, stored.actions[i].seat, stored.actions[i].action);
  return game;
}
