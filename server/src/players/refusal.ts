/** An account request turned down: its HTTP status, its documented code (docs/protocol.md, "Players"), a sentence. */
export class AccountRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const refused = (status: number, code: string, message: string): AccountRefusal => new AccountRefusal(status, code, message);
