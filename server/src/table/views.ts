import { createHash } from "node:crypto";
import type { AnyGameRules, PrivateView, PublicView } from "@tablee/shared";
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

/**
 * A fingerprint of what every seat would see: stored with each action, it proves that a
 * restored game is the game the players saw (a changed engine would replay differently).
 */
export function viewsDigest(views: GameViews): string {
  return createHash("sha256").update(JSON.stringify(views)).digest("hex");
}

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
