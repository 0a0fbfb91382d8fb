import { RuleError } from "../../engine/errors.js";
import { ACTION_NAMES } from "./targets.js";
import { COLOURS, SQUARES, type FrontlineAction } from "./types.js";

const isIndex = (v: unknown, n: number): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < n;

/**
 * Actions arrive as untrusted JSON: refuse anything that is not one of FrontlineAction's
 * shapes before any rule looks at it.
 */
export function checkShape(action: unknown): asserts action is FrontlineAction {
  const bad = (why: string): never => {
    throw new RuleError("bad-action", `Malformed action: ${why}.`);
  };
  if (typeof action !== "object" || action === null || Array.isArray(action)) bad("not an object");
  const a = action as Record<string, unknown>;
  switch (a.type) {
    case "die":
    case "decline":
      if (!isIndex(a.die, 3)) bad("a die is 0, 1 or 2");
      return;
    case "action":
      if (!ACTION_NAMES.includes(a.action as never)) bad("unknown action");
      if (a.colour !== undefined && !COLOURS.includes(a.colour as never)) bad("unknown colour");
      return;
    case "square":
      if (!isIndex(a.square, SQUARES)) bad("a square is 0..63");
      return;
    case "cross":
    case "done":
    case "back":
    case "claim-draw":
      return;
    default:
      bad("unknown type");
  }
}

/** Two actions are the same choice when their meaningful fields agree. */
export function sameAction(a: FrontlineAction, b: FrontlineAction): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case "die":
    case "decline":
      return a.die === (b as typeof a).die;
    case "action":
      return a.action === (b as typeof a).action && a.colour === (b as typeof a).colour;
    case "square":
      return a.square === (b as typeof a).square;
    default:
      return true;
  }
}
