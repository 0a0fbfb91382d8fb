/** The server's refusal reasons start with a stable code (docs/protocol.md, "Joining", "Limits"). */
export function refusal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith("bad-seat-key")) return "bad-seat-key";
  if (/table full/i.test(message)) return "table-full";
  if (/too many spectators/i.test(message)) return "too-many-spectators";
  if (/already goes by that name/i.test(message)) return "name-taken";
  if (/bad-name/i.test(message)) return "bad-name";
  for (const code of ["too-many-joins", "too-many-new-tables", "too-many-tables", "not-saved"]) if (message.startsWith(`${code}:`)) return code;
  if (/shutting down/i.test(message)) return "shutting-down";
  if (/not found|no rooms found|invalid room|locked|disposed/i.test(message)) return "not-found";
  return "unknown";
}

/**
 * Refusals that may pass by themselves: the server is not up yet or is stopping, the table is
 * not back yet after a restart, too many joins at once, its store failing, no answer at all. The others (a
 * refused seat key, a full table, a bad name) stay the same however often one asks.
 */
export function retryable(reason: string): boolean {
  return ["not-found", "shutting-down", "unknown", "too-many-joins", "too-many-tables", "not-saved"].includes(reason);
}

/** "Ana", then "Ana 2", "Ana 3"…, kept within the 24 characters a name may have. */
export function numbered(name: string, attempt: number): string {
  if (attempt === 1) return name;
  const suffix = ` ${attempt}`;
  return [...name].slice(0, 24 - suffix.length).join("").trimEnd() + suffix;
}
