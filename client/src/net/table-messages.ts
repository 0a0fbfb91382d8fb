/**
 * The one way the page talks to its table: a sender per message a client may send
 * (docs/protocol.md, "Messages the client sends"), each taking exactly the payload its shape
 * takes (shared/src/protocol/messages.ts). The shapes are imported as types only, so no zod
 * reaches the bundle: the server checks every message anyway.
 */
import type { Room } from "@colyseus/sdk";
import { clientMessageTypes, type ClientMessageType } from "@tablee/shared";
import type { ClientPayload } from "@tablee/shared/protocol";

/** `set-pace` → `setPace`. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** A message whose shape takes no payload but `{}`. */
type Empty<T extends ClientMessageType> = [ClientPayload<T>] extends [Record<string, never> | null | undefined] ? true : false;

/** `send.sit({ seat })`, `send.setPace(choice)`, `send.stand()`: one typed sender per message. */
export type TableSender = {
  [T in ClientMessageType as Camel<T>]: Empty<T> extends true ? () => void : (message: ClientPayload<T>) => void;
};

const camel = (type: string): string => type.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());

/** The senders, to whichever room `room()` is now (a page that joins again gets a new one). */
export function tableSender(room: () => Room): TableSender {
  const senders: Record<string, (message?: unknown) => void> = {};
  // A message without payload travels as `{}`, as docs/protocol.md writes it.
  for (const type of clientMessageTypes) senders[camel(type)] = (message: unknown = {}) => room().send(type, message);
  return senders as TableSender;
}
