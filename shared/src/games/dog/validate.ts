import { RuleError } from "../../engine/errors.js";
import { onlyFields } from "../../engine/shape.js";
import { isCard, isRank } from "./cards.js";
import type { DogAction } from "./types.js";

const FIELDS: Record<DogAction["type"], readonly string[]> = {
  exchange: ["card"],
  start: ["card", "as", "marble"],
  move: ["card", "as", "marble", "steps", "finish"],
  swap: ["card", "as", "marble", "other"],
  seven: ["card", "marble", "steps", "finish"],
};

const isMarble = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 16;

/**
 * Actions arrive as untrusted JSON: refuse anything that is not one of DogAction's shapes
 * before any rule looks at it.
 */
export function checkShape(action: unknown): asserts action is DogAction {
  const bad = (why: string): never => {
    throw new RuleError("bad-action", `Malformed action: ${why}.`);
  };
  if (typeof action !== "object" || action === null || Array.isArray(action)) bad("not an object");
  const a = action as Record<string, unknown>;
  const fields = typeof a.type === "string" && Object.hasOwn(FIELDS, a.type) ? FIELDS[a.type as DogAction["type"]] : undefined;
  if (fields !== undefined && !onlyFields(a, fields)) bad(`a ${String(a.type)} has no other fields than ${fields.join(", ")}`);
  if (a.as !== undefined && !isRank(a.as)) bad("unknown declared rank");
  switch (a.type) {
    case "exchange":
      if (!isCard(a.card)) bad("unknown card");
      return;
    case "start":
      if (!isCard(a.card) || !isMarble(a.marble)) bad("a start needs a card and a marble");
      return;
    case "move":
      if (!isCard(a.card) || !isMarble(a.marble) || !Number.isInteger(a.steps) || typeof a.finish !== "boolean") {
        bad("a move needs a card, a marble, steps and finish");
      }
      return;
    case "swap":
      if (!isCard(a.card) || !isMarble(a.marble) || !isMarble(a.other)) bad("a swap needs a card and two marbles");
      return;
    case "seven":
      if (a.card !== undefined && a.card !== "7" && a.card !== "Joker") bad("a 7 is played with a 7 or a Joker");
      if (!isMarble(a.marble) || !Number.isInteger(a.steps) || typeof a.finish !== "boolean") {
        bad("a part of a 7 needs a marble, steps and finish");
      }
      return;
    default:
      bad("unknown type");
  }
}

/** Two actions are the same choice when their meaningful fields agree. */
export function sameAction(a: DogAction, b: DogAction): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case "exchange":
      return a.card === (b as typeof a).card;
    case "start": {
      const o = b as typeof a;
      return a.card === o.card && a.as === o.as && a.marble === o.marble;
    }
    case "move": {
      const o = b as typeof a;
      return a.card === o.card && a.as === o.as && a.marble === o.marble && a.steps === o.steps && a.finish === o.finish;
    }
    case "swap": {
      const o = b as typeof a;
      return a.card === o.card && a.as === o.as && a.marble === o.marble && a.other === o.other;
    }
    case "seven": {
      const o = b as typeof a;
      return a.card === o.card && a.marble === o.marble && a.steps === o.steps && a.finish === o.finish;
    }
  }
}
