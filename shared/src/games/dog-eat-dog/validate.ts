import { RuleError } from "../../engine/errors.js";
import { onlyFields } from "../../engine/shape.js";
import type { DedAction } from "./types.js";

/** The fields each action type may carry besides `type`. */
const FIELDS: Record<DedAction["type"], readonly string[]> = {
  attack: ["attacker", "target", "treehouse"],
  pass: [],
  swap: ["a", "b"],
  dig: ["pyramid"],
  aim: ["pyramid"],
  decline: [],
};

/**
 * Actions arrive as untrusted JSON: refuse anything that is not one of DedAction's shapes
 * (a field it does not know included), or names a pyramid that does not exist at this
 * table, before any rule looks at it.
 */
export function checkShape(action: unknown, pyramids: number): asserts action is DedAction {
  const bad = (why: string): never => {
    throw new RuleError("bad-action", `Malformed action: ${why}.`);
  };
  const isPyramid = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < pyramids;
  if (typeof action !== "object" || action === null || Array.isArray(action)) bad("not an object");
  const a = action as Record<string, unknown>;
  const fields = typeof a.type === "string" && Object.hasOwn(FIELDS, a.type) ? FIELDS[a.type as DedAction["type"]] : undefined;
  if (fields === undefined) bad("unknown type");
  if (!onlyFields(a, fields!)) bad(`a ${String(a.type)} has no other fields than ${fields!.join(", ") || "its type"}`);
  switch (a.type as DedAction["type"]) {
    case "attack":
      if (!isPyramid(a.attacker) || !isPyramid(a.target)) bad("an attack names an attacking and a target pyramid");
      if (a.treehouse !== undefined && typeof a.treehouse !== "boolean") bad("treehouse is true or false");
      return;
    case "swap":
      if (!isPyramid(a.a) || !isPyramid(a.b)) bad("a swap names the tops of two stacks");
      return;
    case "dig":
    case "aim":
      if (!isPyramid(a.pyramid)) bad(`${String(a.type)} names one pyramid`);
      return;
    case "pass":
    case "decline":
      return;
  }
}
