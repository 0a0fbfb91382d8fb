export type {
  GameId,
  GameRules,
  AnyGameRules,
  Outcome,
  SeededState,
  Bot,
  AnyBot,
  PublicView,
  PrivateView,
  SeatView,
  SearchBudget,
  StrongBot,
  StrongPlayer,
  BotLevel,
} from "./contract.js";
export { botLevels } from "./contract.js";
export { RuleError, isRuleError } from "./errors.js";
export { Rng, seedRng, withRng, type RngState } from "./random.js";
export { diceOnlySample, searchPlayer, unseenRng, winValues, type SearchGame } from "./search.js";
export { defineRules, legalOf, type GameParts } from "./views.js";
export { legalFromView, viewFromWire, type SeatRules } from "./legal-view.js";
export { defineGame, type BenchTable, type Game, type Seating } from "./game.js";
export { JSON_LINES, fromWire, toLine } from "./wire.js";
export { actionFields, badAction, onlyFields } from "./shape.js";
export { readOptions, seatCountsOf, seatCountsText, setupOptions, spelling, teamsOf, type GameFacts, type OptionField, type OptionValue } from "./facts.js";
// The vocabulary a game's view-shape.ts is written in, for a game outside shared/src/games (the tests' own).
export * as shapes from "./view-shape.js";
export { readPart } from "./view-read.js";
export {
  initialValue,
  itemSpec,
  ownFields,
  partsOf,
  wireFields,
  type AnyField,
  type AnyPart,
  type Field,
  type FieldSpec,
  type LinesSpec,
  type ListSpec,
  type MapSpec,
  type ObjectPart,
  type PartSpec,
  type ValueSpec,
  type ShapeOf,
  type ViewShapes,
  type Wire,
} from "./view-shape.js";
export { viewDocsMarkers, withViewDocs } from "./view-docs.js";
