import { actionFields, badAction } from "../../engine/shape.js";
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
  const isPyramid = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < pyramids;
  const a = actionFields(action, FIELDS);
  switch (a.type) {
    case "attack":
      if (!isPyramid(a.attacker) || !isPyramid(a.target)) badAction("an attack names an attacking and a target pyramid");
      if (a.treehouse !== undefined && typeof a.treehouse !== "boolean") badAction("treehouse is true or false");
      return;
    case "swap":
      if (!isPyramid(a.a) || !isPyramid(a.b)) badAction("a swap names the tops of two stacks");
      return;
    case "dig":
    case "aim":
      if (!isPyramid(a.pyramid)) badAction(`${String(a.type)} names one pyramid`);
      return;
    case "pass":
    case "decline":
      return;
  }
}
