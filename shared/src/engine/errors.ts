/**
 * A rejected action. `code` is stable (clients and tests match on it); `message` is for a
 * person reading the banner.
 */
export class RuleError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "RuleError";
  }
}

export function isRuleError(error: unknown): error is RuleError {
  return error instanceof RuleError;
}
