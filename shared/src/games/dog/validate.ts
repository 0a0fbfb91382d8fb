import { actionFields, badAction } from "../../engine/shape.js";
import { isCard, isRank } from "./cards.js";
import type { DogAction } from "./types.js";

const FIELDS: Record<DogAction["type"], readonly string[]> = {
  exchange: ["card"],
  start: ["card", "as", "marble"],
  move: ["card", "as", "marble", "steps", "finish"],
  swap: ["card", "as", "marble", "other"],
  seven: ["card", "marble", "steps", "finish"],
};

/**
 * Actions arrive as untrusted JSON: refuse anything that is not one of DogAction's shapes
 * before any rule looks at it. A table of `marbles` marbles (16 at four seats, 24 at six)
 * names no other.
 */
export function checkShape(action: unknown, marbles: number): asserts action is DogAction {
  const isMarble = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < marbles;
  const a = actionFields(action, FIELDS);
  if (a.as !== undefined && !isRank(a.as)) badAction("unknown declared rank");
  switch (a.type) {
    case "exchange":
      if (!isCard(a.card)) badAction("unknown card");
      return;
    case "start":
      if (!isCard(a.card) || !isMarble(a.marble)) badAction("a start needs a card and a marble");
      return;
    case "move":
      if (!isCard(a.card) || !isMarble(a.marble) || !Number.isInteger(a.steps) || typeof a.finish !== "boolean") {
        badAction("a move needs a card, a marble, steps and finish");
      }
      return;
    case "swap":
      if (!isCard(a.card) || !isMarble(a.marble) || !isMarble(a.other)) badAction("a swap needs a card and two marbles");
      return;
    case "seven":
      if (a.card !== undefined && a.card !== "7" && a.card !== "Joker") badAction("a 7 is played with a 7 or a Joker");
      if (!isMarble(a.marble) || !Number.isInteger(a.steps) || typeof a.finish !== "boolean") {
        badAction("a part of a 7 needs a marble, steps and finish");
      }
      return;
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
