import type { Client } from "@colyseus/core";
import { isRuleError } from "@tablee/shared";
import { z } from "zod";
import type { Steps } from "../steps.js";
import { StoreError } from "../store/error.js";
import { NOT_SAVED, storeDown } from "../store/health.js";
import { wellFormedDeep } from "../limits/text.js";
import { log } from "../log.js";
import { addBot, openSeat, removeBot, setPace, setSeats, sit, stand } from "./lineup.js";
import { describeIssues, tableMessages } from "./messages.js";
import { back, play, rematch, say, start } from "./play.js";
import { visible } from "./push-calls.js";
import type { Table } from "./table.js";

/** A message type's shape and the change it asks of a table. */
interface Receiver {
  shape: z.ZodType<unknown>;
  change(table: Table, client: Client, message: unknown): Steps<void>;
}

function receiver<T>(shape: z.ZodType<T>, change: (table: Table, client: Client, message: T) => Steps<void>): Receiver {
  return { shape, change: change as Receiver["change"] };
}

/**
 * Each message type with its shape (zod) and its change: one table for every room. A room
 * registers only Colyseus's wildcard handler and looks the type up here: a handler per type
 * and room cost about 4 KB a table (DESIGN.md, "Memory per table").
 */
const receivers: ReadonlyMap<string, Receiver> = new Map([
  // The engine checks an action's shape itself (RuleError "bad-action").
  ["action", receiver(z.unknown(), play)],
  ["sit", receiver(tableMessages.sit, (table, client, { seat, name }) => sit(table, client, seat, name))],
  ["stand", receiver(tableMessages.stand, stand)],
  ["start", receiver(tableMessages.start, (table, client, how) => start(table, client, how ?? {}))],
  ["set-seats", receiver(tableMessages["set-seats"], (table, client, { count }) => setSeats(table, client, count))],
  ["rematch", receiver(tableMessages.rematch, rematch)],
  ["chat", receiver(tableMessages.chat, (table, client, { text }) => say(table, client, text))],
  ["add-bot", receiver(tableMessages["add-bot"], (table, client, { seat, level }) => addBot(table, client, seat, level))],
  ["remove-bot", receiver(tableMessages["remove-bot"], (table, client, { seat }) => removeBot(table, client, seat))],
  ["open-seat", receiver(tableMessages["open-seat"], (table, client, { seat }) => openSeat(table, client, seat))],
  ["back", receiver(tableMessages.back, back)],
  ["set-pace", receiver(tableMessages["set-pace"], setPace)],
  ["visible", receiver(tableMessages.visible, visible)],
]);

export function refuse(client: Client, code: string, message: string): void {
  client.send("error", { code, message });
}

/**
 * A message from a member, as Colyseus's wildcard handler gets it. Colyseus calls the
 * wildcard with (client, type, payload) for a message of a type nobody registered, but with
 * (client, payload, its dispatch context) for a message whose type is "*" itself: `type` may
 * then be anything the sender packed, such as an object whose `toString` is not a function,
 * which String() throws on, in the socket's event handler, where it ends the process; and a
 * payload that is a context (it has functions, which no decoded message has) says the type
 * was "*". Frames of raw bytes never get here (guardIncoming refuses them).
 */
export function received(table: Table, client: Client, type: unknown, raw: unknown): void {
  const receiver = typeof type === "string" && !isDispatchContext(raw) ? receivers.get(type) : undefined;
  if (receiver === undefined) {
    const name = typeof type === "string" || typeof type === "number" || typeof type === "bigint" ? String(type) : "*";
    return refuse(client, "unknown-message", `unknown message type ${JSON.stringify(name).slice(0, 40)}`);
  }
  // Shape first (zod), then the change in turn, which checks seat, turn and legality.
  if (!wellFormedDeep(raw)) return refuse(client, "bad-message", "text must be valid Unicode, nested at most 16 levels");
  const parsed = receiver.shape.safeParse(raw);
  if (!parsed.success) return refuse(client, "bad-message", describeIssues(parsed.error));
  void table.serially(() => receiver.change(table, client, parsed.data)).catch((error: unknown) => {
    if (isRuleError(error)) return refuse(client, error.code, error.message);
    // The store's health logged it once and told every table.
    if (storeDown(error)) return refuse(client, NOT_SAVED.code, NOT_SAVED.message);
    // A store failure names its call and table; its stack says nothing more.
    if (error instanceof StoreError) log.error({ table: table.id, type, store: error.message }, "the store refused a change; nobody was told");
    else log.error({ err: error, table: table.id, type }, "message handler failed");
    refuse(client, "internal", "the server could not handle that message; nothing changed");
  });
}

/** Colyseus's dispatch context (a request's, or the frozen one of a plain message): it has functions, which no decoded message has. */
function isDispatchContext(value: unknown): boolean {
  return typeof value === "object" && value !== null && typeof (value as { resolve?: unknown }).resolve === "function";
}
