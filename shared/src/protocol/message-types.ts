/**
 * The names of a table's messages, without their shapes (protocol/messages.ts, which needs
 * zod): the client builds its senders from this list, and the shapes must name exactly these.
 */
export const clientMessageTypes = ["action", "sit", "stand", "start", "set-seats", "chat", "rematch", "add-bot", "remove-bot", "open-seat", "back", "set-pace", "visible"] as const;
export type ClientMessageType = (typeof clientMessageTypes)[number];

export const serverMessageTypes = ["error", "notice", "seat-key", "seat-renumbered", "offers"] as const;
export type ServerMessageType = (typeof serverMessageTypes)[number];
