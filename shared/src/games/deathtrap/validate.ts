import { RuleError } from "../../engine/errors.js";
import { isCreature, kindIndex } from "./cards.js";
import type { DeathtrapAction } from "./types.js";

const FIELDS: Record<string, readonly string[]> = {
  play: ["type", "kind", "naturals", "wilds"],
  pass: ["type"],
  "killing-machine": ["type"],
  pig: ["type", "discard", "leader"],
  return: ["type", "cards"],
};

const isCount = (v: unknown, max: number): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;

/**
 * Actions arrive as untrusted JSON: refuse anything that is not one of DeathtrapAction's
 * shapes before any rule looks at it.
 */
export function checkShape(action: unknown): asserts action is DeathtrapAction {
  const bad = (why: string): never => {
    throw new RuleError("bad-action", `Malformed action: ${why}.`);
  };
  if (typeof action !== "object" || action === null || Array.isArray(action)) bad("not an object");
  const a = action as Record<string, unknown>;
  // No stray fields: an accepted action is then exactly one of legalActions' entries.
  const keys = Object.keys(a);
  const allowed = typeof a.type === "string" && Object.hasOwn(FIELDS, a.type) ? FIELDS[a.type] : bad("unknown type");
  if (keys.some((key) => !allowed.includes(key))) bad("unexpected field");
  switch (a.type) {
    case "play":
      if (a.kind !== null && !isCreature(a.kind)) bad("a set is named by a creature kind, or null for wilds only");
      if (!isCount(a.naturals, 12) || !isCount(a.wilds, 2)) bad("a set needs naturals (0–12) and wilds (0–2)");
      return;
    case "pass":
    case "killing-machine":
      return;
    case "pig":
      if (a.discard !== null && kindIndex(a.discard) < 0) bad("unknown card");
      if (a.leader !== undefined && !isCount(a.leader, 7)) bad("the leader is a seat number");
      return;
    case "return":
      if (!Array.isArray(a.cards) || a.cards.length > 2 || a.cards.some((c) => kindIndex(c) < 0)) bad("a return lists one or two cards");
      return;
    default:
      bad("unknown type");
  }
}
