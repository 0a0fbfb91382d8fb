/**
 * Why a store call failed, naming the operation and the table. `reason` tells the two
 * failures a room can act on from any other (the database down, a bug):
 * - "duplicate": the row is stored already (an action index, a game number): another writer
 *   got there first, so this process must stop serving the table;
 * - "missing": the table or game the call refers to is not stored.
 */
export class StoreError extends Error {
  override readonly name = "StoreError";

  constructor(
    readonly operation: string,
    readonly tableId: string | null,
    readonly reason: "duplicate" | "missing" | "failed",
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`${operation}${tableId === null ? "" : ` of table ${tableId}`}: ${detail}`, options);
  }
}
