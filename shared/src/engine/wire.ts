/**
 * How a view travels (docs/protocol.md, "Game parts"). The room mirrors the public view onto
 * the table's `board` and each private view onto that seat's `privates` entry, field for
 * field, so `toJSON()` of a synced part is the view again. `events` are an open union of
 * shapes, so they travel as JSON text, one entry per event, and every client parses them back
 * the same way. A seat's legal actions do not travel: they follow from its view
 * (legal-view.ts).
 */
export const JSON_LINES = ["events"] as const;

/** A synced part (`toJSON()` of `board` or of a `privates` entry) back into its view. */
export function fromWire<T>(part: Record<string, unknown>): T {
  const view: Record<string, unknown> = { ...part };
  for (const field of JSON_LINES) {
    const lines = view[field];
    if (Array.isArray(lines)) view[field] = lines.flatMap((line) => parseLine(line));
  }
  return view as T;
}

/** The value to put on the wire for a JSON-lines field's entry. */
export function toLine(entry: unknown): string {
  return JSON.stringify(entry);
}

function parseLine(line: unknown): unknown[] {
  if (typeof line !== "string") return [];
  try {
    return [JSON.parse(line)];
  } catch {
    // A malformed entry cannot be shown or offered; the rest still can.
    return [];
  }
}
