import { RuleError } from "../../engine/errors.js";
import type { DedAction } from "./types.js";

/**
 * Actions arrive as untrusted JSON: refuse anything that is not one of DedAction's shapes,
 * or names a pyramid that does not exist at this table, before any rule looks at it.
 */
export function checkShape(action: unknown, pyramids: number): asserts action is DedAction {
  const bad = (why: string): never => {
    throw new RuleError("bad-action", `Malformed action: ${why}.`);
  };
  const isPyramid = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < pyramids;
  if (typeof action !== "object" || action === null || Array.isArray(action)) bad("not an object");
  const a = action as Record<string, unknown>;
  switch (a.type) {
    case "attack":
      if (!isPyramid(a.attacker) || !isPyramid(a.target)) bad("an attack names an attacking and a target pyramid");
      if (a.treehouse !== undefined && typeof a.treehouse !== "boolean") bad("treehouse is true or false");
      return;
    case "swap":
      if (!isPyramid(a.a) || !isPyramid(a.b)) bad("a swap names the tops of two stacks");
      return;
    case "dig":
    case "aim":
      if (!isPyramid(a.pyramid)) bad(`${a.type} names one pyramid`);
      return;
    case "pass":
    case "decline":
      return;
    default:
      bad("unknown type");
  }
}
