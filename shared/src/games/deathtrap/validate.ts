import { RuleError } from "../../engine/errors.js";
import { onlyFields } from "../../engine/shape.js";
import { isCreature, kindIndex } from "./cards.js";
import type { DeathtrapAction } from "./types.js";

/** The fields each action type may carry besides `type`. */
const FIELDS: Record<DeathtrapAction["type"], readonly string[]> = {
  play: ["kind", "naturals", "wilds"],
  pass: [],
  "killing-machine": [],
  pig: ["discard", "leader"],
  return: ["cards"],
};

const isCount = (v: unknown, max: number): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;

/**
 * Actions arrive as untrusted JSON: refuse anything that is not one of DeathtrapAction's
 * shapes before any rule looks at it (RuleError "bad-action"). Only the shape: whether the
 * move is allowed now is the rules' call.
 */
export function checkShape(action: unknown): asserts action is DeathtrapAction {
  const bad = (why: string): never => {
    throw new RuleError("bad-action", `Malformed action: ${why}.`);
  };
  if (typeof action !== "object" || action === null || Array.isArray(action)) bad("not an object");
  const a = action as Record<string, unknown>;
  const type = typeof a.type === "string" && Object.hasOwn(FIELDS, a.type) ? (a.type as DeathtrapAction["type"]) : bad("unknown type");
  // No stray fields: an accepted action is then exactly one of legalActions' entries.
  if (!onlyFields(a, FIELDS[type])) bad(`a ${type} has no other fields than ${FIELDS[type].join(", ") || "its type"}`);
  switch (type) {
    case "play":
      if (a.kind !== null && !isCreature(a.kind)) bad("a set is named by a creature kind, or null for wilds only");
      if (!isCount(a.naturals, 12) || !isCount(a.wilds, 2)) bad("a set needs naturals (0–12) and wilds (0–2)");
      return;
    case "pass":
    case "killing-machine":
      return;
    case "pig":
      if (a.discard !== null && kindIndex(a.discard) < 0) bad("the discard is a card, or null for the Pig alone");
      if (a.leader !== undefined && !isCount(a.leader, 7)) bad("the leader is a seat number (0–7)");
      return;
    case "return": {
      const cards = a.cards;
      if (!Array.isArray(cards) || cards.length < 1 || cards.length > 2 || cards.some((c) => kindIndex(c) < 0)) {
        bad("a return lists one or two cards");
      }
      return;
    }
  }
}
