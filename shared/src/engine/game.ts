import type { AnyBot, AnyGameRules, StrongPlayer } from "./contract.js";
import type { GameFacts } from "./facts.js";
import type { ViewShapes } from "./view-shape.js";

/**
 * One game, whole: what the lobby, the rooms, the bots, the tests and the benchmarks need of
 * it. The registry lists these; nothing else is keyed by game.
 */
export interface Game {
  facts: GameFacts;
  rules: AnyGameRules;
  /** The shape of its views: their types, the schema classes that carry them, their docs. */
  views: ViewShapes;
  /** The easy level. */
  bot: AnyBot;
  /** The strong level: a search over what the seat cannot see. */
  strong: StrongPlayer;
  /**
   * Whether a bot (either level) takes a move nobody waits for, from its seat's view: an
   * active seat outside `awaitedSeats`. Absent: a game without optional moves.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  botWants?: (view: any) => boolean;
}

/** A game's entry from its parts; its rules must be made from the same facts. */
export function defineGame(game: Game): Game {
  if (game.rules.id !== game.facts.id) throw new Error(`the rules of ${game.rules.id} are not those of ${game.facts.id}`);
  return game;
}
