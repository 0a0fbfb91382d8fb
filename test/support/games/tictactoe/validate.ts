import { actionFields, badAction } from "@tablee/shared";
import type { TttAction } from "./types.ts";

/** An untrusted action: one of TttAction's shapes, or `bad-action`. */
export function checkShape(action: unknown): asserts action is TttAction {
  const a = actionFields(action, { mark: ["cell"] });
  if (!Number.isInteger(a.cell) || (a.cell as number) < 0 || (a.cell as number) > 8) badAction("a cell is 0..8");
}
