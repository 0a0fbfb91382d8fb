/**
 * The messages of a table, declared once with zod: what a client may send (the server checks
 * every message against its shape before anything else looks at it; the client's senders take
 * exactly what the shape takes) and what the server sends. `npm run protocol` writes the two
 * tables of docs/protocol.md from them.
 *
 * Not in the package's main entry: zod costs each bot worker thread, which imports only the
 * rules, about 20 MB; the client imports these as types only, so no zod reaches its bundle.
 */
import { z } from "zod";
import { botLevels } from "../engine/contract.js";
import { awayAfterChoices, liveClocks, paces, turnClocks, type Clock } from "../pace.js";
import type { ClientMessageType, ServerMessageType } from "./message-types.js";

/** A message: its payload's shape, who may send it and when (or to whom it goes), and payloads it takes. */
export interface MessageSpec<S extends z.ZodType = z.ZodType> {
  shape: S;
  /** Who sends it and when (a client's message), or who gets it (the server's). */
  who: string;
  /** Payloads the shape takes: the tests send each through the client's sender to the server. */
  examples: readonly z.input<S>[];
  /** The payload in words, where its shape says too little (an engine action). */
  payload?: string;
}

const message = <S extends z.ZodType>(shape: S, who: string, examples: readonly z.input<S>[], payload?: string): MessageSpec<S> =>
  payload === undefined ? { shape, who, examples } : { shape, who, examples, payload };

/** No payload: `{}` (or none at all). */
export const empty = z.union([z.undefined(), z.null(), z.object({}).strict()]);

const literals = <const V extends readonly number[]>(values: V) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<V[number]>, ...z.ZodLiteral<V[number]>[]]);
/** Any clock some pace offers; whether it fits the pace asked is checked with it (clockFits). */
export const clockChoice = literals([...new Set<Clock>([...liveClocks, ...turnClocks])]);
export const awayAfterChoice = literals(awayAfterChoices);
const seat = z.number().int().min(0).max(63);
const level = z.enum(botLevels);

/** Every message a client sends to a table, in the order docs/protocol.md lists them. */
export const clientMessages = {
  // The engine checks an action's shape itself (RuleError "bad-action"): shapes are judged with legality.
  action: message(z.unknown(), "a seated player the engine lets act now: one of your legal actions, listed from your view (\"Legal actions\")", [{ type: "pass" }], "an engine action (DOG: `DogAction`, see `shared/src/games/dog/types.ts`)"),
  sit: message(
    z.object({ seat, name: z.string().max(200).optional() }).strict(),
    "a seated player may move before the start; a player without a seat or a spectator may take any free seat, also a released one during a game; the seat must be free. A spectator who sits becomes a player (`spectator = false`, a `seat-key`); `name`, from a spectator only, is the name they play under, by the join's rules (`bad-name`; from a player: `bad-message`)",
    [{ seat: 0 }, { seat: 1, name: "Alice" }],
  ),
  stand: message(empty, "a seated player before the start: leaves the seat, stays at the table", [{}]),
  start: message(
    z.union([empty, z.object({ short: z.literal(true) }).strict(), z.object({ fill: level }).strict()]),
    "the host, when every seat holds a person or a bot, at least one a person, and nobody is away; `short`: the free seats close (at least the game's minimum seated); `fill`: bots take the free seats (\"Seats before the start\")",
    [{}, { short: true }, { fill: "easy" }],
  ),
  "set-seats": message(
    z.object({ count: z.number().int().min(1).max(63) }).strict(),
    "the host, before the start: the seat count within the game's range; free seats close, the last first, and the seated move up (\"Seats before the start\")",
    [{ count: 3 }],
  ),
  chat: message(z.object({ text: z.string().max(2000) }).strict(), "anyone (spectators too): 1..200 characters after trimming, at most 5 lines per 5 s", [{ text: "hello" }]),
  rematch: message(
    empty,
    "the host, after game over: back to `waiting` with the same seats and bots (a seat a bot played for an absent player is free); then `start` again",
    [{}],
  ),
  "add-bot": message(z.object({ seat, level }).strict(), "the host, before the start: a free seat", [{ seat: 1, level: "strong" }]),
  "remove-bot": message(z.object({ seat }).strict(), "the host, before the start: a seat with a bot", [{ seat: 1 }]),
  "open-seat": message(
    z.object({ seat }).strict(),
    "during a game: its player gives their own seat up, or the host opens a seat whose absent player the clock put away (`awayAfter`); a newcomer may then take it (\"The host\")",
    [{ seat: 0 }],
  ),
  back: message(empty, "a seated player a bot plays for (after `awayAfter` timeouts): takes the seat back", [{}]),
  "set-pace": message(
    z.object({ pace: z.enum(paces), clock: clockChoice, awayAfter: awayAfterChoice.optional() }).strict(),
    "the host, before the start: live or turn-based, the clock, the away rule (\"Pace\")",
    [{ pace: "turns", clock: 86_400, awayAfter: 2 }, { pace: "live", clock: 30 }],
  ),
  visible: message(
    z.object({ visible: z.boolean() }).strict(),
    "anyone: the page is shown or hidden (`document.visibilityState`); no push to a seat while its page is shown (\"Push\")",
    [{ visible: true }],
  ),
} satisfies Record<ClientMessageType, MessageSpec>;

export type ClientMessages = typeof clientMessages;
/** What a client sends as the payload of `type`. */
export type ClientPayload<T extends ClientMessageType> = z.input<ClientMessages[T]["shape"]>;
/** The payload of `type` as the server reads it, once its shape took it. */
export type ClientMessage<T extends ClientMessageType> = z.output<ClientMessages[T]["shape"]>;

const seatPart = z.number().int().min(0);

/** Every message the server sends to a table's clients. */
export const serverMessages = {
  error: message(
    z.object({ code: z.string(), message: z.string() }).strict(),
    "the sender of a refused message only; nothing changed",
    [{ code: "not-host", message: "only the host may do that" }],
  ),
  notice: message(
    z.object({ code: z.string(), message: z.string(), seat: seatPart.optional(), name: z.string().optional() }).strict(),
    "everybody at the table (`seat-moved`: the one client whose seat went on elsewhere)",
    [{ code: "seat-released", message: "Alice's seat is free", seat: 1, name: "Alice" }],
  ),
  "seat-key": message(
    z.object({ table: z.string(), seat: seatPart, key: z.string() }).strict(),
    "the client that took the seat only (\"Seat keys\")",
    [{ table: "t", seat: 0, key: "k".repeat(43) }],
  ),
  "seat-renumbered": message(
    z.object({ table: z.string(), from: seatPart, seat: seatPart }).strict(),
    "a connected client whose seat moved when seats closed before the start (\"Seats before the start\"): its key opens the new number",
    [{ table: "t", from: 3, seat: 1 }],
  ),
  offers: message(
    z
      .object({
        sit: z.array(seatPart).describe("seats this member may take now"),
        addBot: z.array(seatPart).describe("the host: free seats a bot may take, before the start"),
        removeBot: z.array(seatPart).describe("the host: seats whose bot may leave, before the start"),
        open: z.array(seatPart).describe("the host: seats whose absent player the clock put away, which may be opened to newcomers"),
        start: z.boolean().describe("the host may start now, every seat held"),
        startWhy: z.string().describe('why the host may not start yet, an error code ("seats-not-full"); "" when they may, and for anyone else'),
        startShort: z.number().int().min(0).describe("the host may start with whoever is seated, the free seats closing: how many are seated (0: not offered)"),
        startFill: z.number().int().min(0).describe("the host may start with bots in the free seats: how many (0: not offered)"),
        setup: z.boolean().describe("the host may change the seat count and the pace"),
        rematch: z.boolean().describe("the host may set up the next game"),
        stand: z.boolean().describe("this member may get up from their seat"),
        back: z.boolean().describe("this member may take their seat back from the bot that plays it"),
        giveUp: z.boolean().describe("this member may give up their seat to a newcomer"),
      })
      .strict(),
    "each member, when what they may do at the table changes, and after every (re)connection (\"Offers\"): a page draws these and decides nothing",
    [{ sit: [1], addBot: [1], removeBot: [], open: [], start: false, startWhy: "seats-not-full", startShort: 0, startFill: 1, setup: true, rematch: false, stand: true, back: false, giveUp: false }],
  ),
} satisfies Record<ServerMessageType, MessageSpec>;

export type ServerMessages = typeof serverMessages;
/** What the server sends as the payload of `type`. */
export type ServerPayload<T extends ServerMessageType> = z.output<ServerMessages[T]["shape"]>;

/** The join/create options (docs/protocol.md, "Joining"): checked by the server, sent by the SDK's join calls. */
export const joinOptions = z.object({
  name: z.unknown(),
  private: z.boolean().optional(),
  spectate: z.boolean().optional(),
  /** A seat key (docs/protocol.md, "Seat keys"): base64url, 43 characters for 256 bits. */
  seatKey: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, "a seat key is 16 to 128 characters of base64url").optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  /** Creating only: live (default) or turn-based. */
  pace: z.enum(paces).optional(),
  /** Creating only: seconds per decision on the turn clock (0: none), one the pace offers. */
  clock: clockChoice.optional(),
  /** Creating only: missed moves in a row after which the bot keeps the seat (default 3). */
  awayAfter: awayAfterChoice.optional(),
  /** Creating only: the bot level that takes over an away player's seat. */
  takeover: level.optional(),
  /** Creating only: bots seated at once, in the last seats (at least one seat stays for a person). */
  bots: z.array(level).max(7).optional(),
  /** Creating only: the table is this circle's (its id); the creator is a signed-in member ("Circles"). */
  circle: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "a circle's id is 1 to 64 characters of base64url").optional(),
});

/** Error text a person can read, from zod's issues. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "malformed message";
  const where = issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  return `malformed message${where}: ${issue.message}`;
}
