import type { Client } from "@colyseus/core";
import type { GameId } from "@tablee/shared";
import type { PushKind } from "../push/payload.js";
import { activePush } from "../push/service.js";
import { limited } from "../log.js";
import type { Maybe, Steps } from "../steps.js";
import type { Table } from "./table.js";

/**
 * What a table tells Web Push (../push/): who is called (their turn, the game over, a rematch
 * waiting), which seats no longer wait, which pages are watching, seats that move, and seats
 * whose key changed. Each call is told after the change it follows was stored and shown; a
 * push never holds a table up. Only turn-based tables call anybody: at a live one everybody is
 * at the screen, and its moves cost no store read for subscriptions.
 */

/** The parts of the table whose calls push makes. */
type Calling = Pick<Table, "seats" | "ledger" | "game" | "host" | "awaitedNow">;

/** Each table's seat key hashes as push last saw them (Table.changed), by table. */
const keysSeen = new WeakMap<object, string[]>();

/**
 * After every change (Table.changed): a seat's subscriptions end with its key. A seat given a
 * new key (sit, a join of a free or open seat) or left by its holder (stand, leave, a seat freed
 * for good) forgets them, so no push of the next holder reaches the last one, whose dead key
 * could not unsubscribe.
 */
export function seatKeysChanged(table: Pick<Table, "seats" | "ledger">): void {
  const now = table.seats.records.map((h) => h.keyHash);
  const seen = keysSeen.get(table);
  keysSeen.set(table, now);
  const push = activePush();
  if (seen === undefined || push === null) return;
  now.forEach((hash, seat) => {
    if (hash === (seen[seat] ?? "")) return;
    push.notifier.settled(table.ledger.id, seat);
    inBackground(() => push.store.forgetSeat(table.ledger.id, seat), table, "forgetting a seat's subscriptions");
  });
}

/** The seats the game awaits went from `before` to `after`: a person newly awaited is called
 * (the seat that just played too, when it plays again); a seat no longer awaited is settled. */
export function turnsMoved(table: Calling, before: readonly number[], after: readonly number[], actor = -1): void {
  const push = activePush();
  if (push === null || !table.seats.turnBased) return;
  for (const seat of before) if (!after.includes(seat)) push.notifier.settled(table.ledger.id, seat);
  for (const seat of after) if (seat === actor || !before.includes(seat)) callSeat(table, seat, "turn");
}

/** A person's clock runs out soon (clock-warnings.ts): they are told, unless they are watching. */
export function clockShort(table: Calling, seat: number): void {
  if (activePush() !== null && table.seats.turnBased && table.awaitedNow().includes(seat)) callSeat(table, seat, "clock");
}

/** The game is over: every person seated is told. */
export function gameOver(table: Calling): void {
  everyPerson(table, "over");
}

/** A new game waits at the table: every person seated is told. */
export function rematchWaits(table: Calling): void {
  everyPerson(table, "rematch");
}

/** `visible`: a seated member's page is shown or hidden (`document.visibilityState`). */
export function* visible(table: Pick<Table, "members" | "ledger">, client: Client, { visible }: { visible: boolean }): Steps<void> {
  const seat = table.members.get(client.sessionId)?.seat ?? -1;
  if (seat >= 0) activePush()?.notifier.setWatching(table.ledger.id, seat, client.sessionId, visible);
}

/** A member left the table: its page watches no more (a seat it freed forgets its subscriptions in `seatKeysChanged`). */
export function memberLeft(table: Pick<Table, "ledger">, sessionId: string): void {
  activePush()?.notifier.left(table.ledger.id, sessionId);
}

/** Seats moved before the start (`layout[seat]`: the seat it was): subscriptions follow them, keys too. */
export function seatsMoved(table: Pick<Table, "ledger">, layout: readonly number[]): void {
  const seen = keysSeen.get(table);
  if (seen) keysSeen.set(table, layout.map((from) => (from >= 0 ? (seen[from] ?? "") : "")));
  const push = activePush();
  if (push) inBackground(() => push.store.moveSeats(table.ledger.id, layout), table, "moving the seats' subscriptions");
}

/** A store write of push's own: a failure is logged, the table goes on. */
function inBackground(write: () => Maybe<void>, table: Pick<Table, "ledger">, what: string): void {
  const failed = (error: unknown) => limited("error", "push-store", { err: error instanceof Error ? error.message : String(error), table: table.ledger.id }, `push: ${what} failed`);
  try {
    Promise.resolve(write()).catch(failed);
  } catch (error) {
    failed(error);
  }
}

function everyPerson(table: Calling, kind: PushKind): void {
  const push = activePush();
  if (push === null || !table.seats.turnBased) return;
  for (let seat = 0; seat < table.seats.count; seat++) {
    push.notifier.settled(table.ledger.id, seat);
    if (table.seats.personHolds(seat)) callSeat(table, seat, kind);
  }
}

function callSeat(table: Calling, seat: number, kind: PushKind): void {
  if (!table.seats.personHolds(seat) || table.seats.at(seat).standIn) return;
  const names: string[] = [];
  for (let s = 0; s < table.seats.count; s++) if (s !== seat && table.seats.at(s).name !== "") names.push(table.seats.at(s).name);
  const holder = table.seats.records[seat]?.keyHash ?? "";
  activePush()?.notifier.call({ tableId: table.ledger.id, seat, kind, game: table.game.rules.id as GameId, host: table.host.name, names, holder });
}
