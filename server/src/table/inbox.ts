import type { Client } from "@colyseus/core";
import { isRuleError, type ClientMessageType } from "@tablee/shared";
import { clientMessages, describeIssues, type ClientMessage, type ServerPayload } from "@tablee/shared/protocol";
import type { Steps } from "../steps.js";
import { StoreError } from "../store/error.js";
import { NOT_SAVED, storeDown } from "../store/health.js";
import { wellFormedDeep } from "../limits/text.js";
import { log } from "../log.js";
import { say } from "./chat.js";
import { openSeat, sit, stand } from "./lineup.js";
import { back, play, rematch, start } from "./play.js";
import { addBot, removeBot, setPace, setSeats } from "./setup.js";
import { visible } from "./push-calls.js";
import type { Table } from "./table.js";

/** The change each message type asks of a table, given the message its shape took (shared/src/protocol/messages.ts). */
const changes: { [T in ClientMessageType]: (table: Table, client: Client, message: ClientMessage<T>) => Steps<void> } = {
  // The engine checks an action's shape itself (RuleError "bad-action").
  action: play,
  sit: (table, client, { seat, name }) => sit(table, client, seat, name),
  stand,
  start: (table, client, how) => start(table, client, how ?? {}),
  "set-seats": (table, client, { count }) => setSeats(table, client, count),
  chat: (table, client, { text }) => say(table, client, text),
  rematch,
  "add-bot": (table, client, { seat, level }) => addBot(table, client, seat, level),
  "remove-bot": (table, client, { seat }) => removeBot(table, client, seat),
  "open-seat": (table, client, { seat }) => openSeat(table, client, seat),
  back,
  "set-pace": setPace,
  visible,
};

/** A message type (its shape is the declaration's) and the change it asks of a table. */
interface Receiver {
  type: ClientMessageType;
  change(table: Table, client: Client, message: unknown): Steps<void>;
}

/**
 * Each message type with its change: one table for every room. A room registers only
 * Colyseus's wildcard handler and looks the type up here: a handler per type and room cost
 * about 4 KB a table (DESIGN.md, "Memory per table"). A Map, so that no type reaches a
 * prototype's key.
 */
const receivers: ReadonlyMap<string, Receiver> = new Map(
  (Object.keys(changes) as ClientMessageType[]).map((type) => [type, { type, change: changes[type] as Receiver["change"] }]),
);

/** A message as the table may take it, or why it is refused before any table looks at it. */
export type Reading = { receiver: Receiver; message: unknown } | { refusal: ServerPayload<"error"> };

/**
 * Reads a message as Colyseus's wildcard handler gets it. Colyseus calls the wildcard with
 * (client, type, payload) for a message of a type nobody registered, but with (client,
 * payload, its dispatch context) for a message whose type is "*" itself: `type` may then be
 * anything the sender packed, such as an object whose `toString` is not a function, which
 * String() throws on, in the socket's event handler, where it ends the process; and a payload
 * that is a context (it has functions, which no decoded message has) says the type was "*".
 * Frames of raw bytes never get here (guardIncoming refuses them).
 */
export function readMessage(type: unknown, raw: unknown): Reading {
  const receiver = typeof type === "string" && !isDispatchContext(raw) ? receivers.get(type) : undefined;
  if (receiver === undefined) {
    const name = typeof type === "string" || typeof type === "number" || typeof type === "bigint" ? String(type) : "*";
    return { refusal: { code: "unknown-message", message: `unknown message type ${JSON.stringify(name).slice(0, 40)}` } };
  }
  // Shape first (zod), then the change in turn, which checks seat, turn and legality.
  if (!wellFormedDeep(raw)) return { refusal: { code: "bad-message", message: "text must be valid Unicode, nested at most 16 levels" } };
  const parsed = clientMessages[receiver.type].shape.safeParse(raw);
  if (!parsed.success) return { refusal: { code: "bad-message", message: describeIssues(parsed.error) } };
  return { receiver, message: parsed.data };
}

export function refuse(client: Client, code: string, message: string): void {
  const refusal: ServerPayload<"error"> = { code, message };
  client.send("error", refusal);
}

/** A message from a member: read, then the change it asks made in turn, or its refusal told to the sender. */
export function received(table: Table, client: Client, type: unknown, raw: unknown): void {
  const reading = readMessage(type, raw);
  if ("refusal" in reading) return refuse(client, reading.refusal.code, reading.refusal.message);
  const { receiver, message } = reading;
  void table.serially(() => receiver.change(table, client, message)).catch((error: unknown) => {
    if (isRuleError(error)) return refuse(client, error.code, error.message);
    // The store's health logged it once and told every table.
    if (storeDown(error)) return refuse(client, NOT_SAVED.code, NOT_SAVED.message);
    // A store failure names its call and table; its stack says nothing more.
    if (error instanceof StoreError) log.error({ table: table.ledger.id, type, store: error.message }, "the store refused a change; nobody was told");
    else log.error({ err: error, table: table.ledger.id, type }, "message handler failed");
    refuse(client, "internal", "the server could not handle that message; nothing changed");
  });
}

/** Colyseus's dispatch context (a request's, or the frozen one of a plain message): it has functions, which no decoded message has. */
function isDispatchContext(value: unknown): boolean {
  return typeof value === "object" && value !== null && typeof (value as { resolve?: unknown }).resolve === "function";
}
