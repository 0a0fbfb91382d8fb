import { isRuleError } from "@tablee/shared";

/** The RuleError code `run` throws, or "accepted" when the engine takes the action. */
export function ruleCode(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isRuleError(error)) return error.code;
    throw error;
  }
  return "accepted";
}
