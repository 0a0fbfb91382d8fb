import { actionFields, badAction } from "../../engine/shape.js";
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
  // No stray fields: an accepted action is then exactly one of legalActions' entries.
  const a = actionFields(action, FIELDS);
  switch (a.type) {
    case "play":
      if (a.kind !== null && !isCreature(a.kind)) badAction("a set is named by a creature kind, or null for wilds only");
      if (!isCount(a.naturals, 12) || !isCount(a.wilds, 2)) badAction("a set needs naturals (0–12) and wilds (0–2)");
      return;
    case "pass":
    case "killing-machine":
      return;
    case "pig":
      if (a.discard !== null && kindIndex(a.discard) < 0) badAction("the discard is a card, or null for the Pig alone");
      if (a.leader !== undefined && !isCount(a.leader, 7)) badAction("the leader is a seat number (0–7)");
      return;
    case "return": {
      const cards = a.cards;
      if (!Array.isArray(cards) || cards.length < 1 || cards.length > 2 || cards.some((c) => kindIndex(c) < 0)) {
        badAction("a return lists one or two cards");
      }
      return;
    }
  }
}
