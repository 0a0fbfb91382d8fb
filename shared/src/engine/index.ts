export type { GameId, GameRules, AnyGameRules, Outcome, SeededState, Bot, AnyBot } from "./contract.js";
export { RuleError, isRuleError } from "./errors.js";
export { Rng, seedRng, withRng, type RngState } from "./random.js";
