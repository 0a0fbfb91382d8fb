import { readFileSync } from "node:fs";
import { Protocol } from "@colyseus/core";
import { decode } from "@colyseus/schema";
import fc from "fast-check";
import { Packr, unpack } from "msgpackr";
import { clientMessageTypes, gameIds, gameList, Rng, seedRng, type GameId } from "@tablee/shared";
import { defaultLimits } from "@tablee/server";
import { wellFormedDeep } from "../../server/src/limits/text.ts";
import { readableType } from "../../server/src/limits/frames.ts";
import { clientMessages } from "@tablee/shared/protocol";

/**
 * Frames a hostile client sends to a table, and the answer docs/protocol.md promises for
 * each: random and mutated WebSocket frames (valid msgpack of the wrong shape, truncated
 * frames, huge numbers, prototype keys, deep nesting, every message type, frames of other
 * Colyseus codes), each judged as the server judges it (the same msgpack reader, the same
 * message shapes) to say which error it must get.
 */

/** Colyseus frame codes. */
const { JOIN_ROOM, LEAVE_ROOM, ROOM_DATA, PING, ROOM_DATA_BYTES, ROOM_REQUEST } = Protocol;
const CODE_MASK = 31;

/** The table's message types (docs/protocol.md, "Messages the client sends"). */
export const messageTypes = clientMessageTypes;
const shapes: Record<string, { shape: { safeParse(value: unknown): { success: boolean } } }> = clientMessages;

/**
 * Messages only the host may send, and `back`, which only a stand-in's player may: a seated
 * guest always gets an error. (`open-seat` is not one: a guest may give up their own seat.)
 */
const alwaysRefusedForAGuest = new Set(["start", "rematch", "add-bot", "remove-bot", "back"]);

/**
 * The `error` codes a refusal may carry: the protocol's list ("Messages the server sends"),
 * read from docs/protocol.md itself, with the engines' RuleError codes, which it passes on
 * as they are. `internal` is a server bug, `not-saved` a store that fails, and `rate-limited`
 * cannot happen with the limits this test sets: none is an answer the fuzz accepts.
 */
export const refusalCodes: ReadonlySet<string> = (() => {
  const doc = readFileSync(new URL("../../docs/protocol.md", import.meta.url), "utf8");
  const paragraph = /`error\.code` values:([\s\S]*?)`message` is a sentence/.exec(doc)?.[1];
  if (!paragraph) throw new Error("docs/protocol.md no longer lists the error codes where the fuzz reads them");
  const documented = [...paragraph.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
  const engines = ["bad-action", "illegal-action", "not-in-hand", "exchange-done", "not-your-turn", "game-over"];
  return new Set([...documented, ...engines].filter((code) => code !== "internal" && code !== "not-saved" && code !== "rate-limited"));
})();

/** What a frame must get. */
export type Expected =
  /** exactly one `error`, its code one of these */
  | { kind: "error"; codes: ReadonlySet<string> }
  /** a well-formed message the table may accept (no answer) or refuse (one `error`) */
  | { kind: "either" }
  /** no `error` (a ping, a second join, a code no room uses) */
  | { kind: "none" };

const only = (code: string): Expected => ({ kind: "error", codes: new Set([code]) });

/**
 * Who sends, which decides what is always refused: a spectator may only chat (a spectator's
 * `sit` takes a free seat, and the fuzzed tables have none); a seated guest
 * (not the host, never a stand-in) may not send the host's messages or `back`; and an action
 * that is not even an object is never legal. A `guest` keeps to what is always refused, so
 * that the honest game at its table goes on as it would without it; a `player` at its own
 * table sends anything.
 */
export type FuzzRole = "spectator" | "guest" | "player";
/** The answer the protocol promises for `frame`, judged as the server reads it. */
export function expectedAnswer(frame: Uint8Array, role: FuzzRole): Expected {
  if (frame.byteLength === 0) return { kind: "none" };
  const code = frame[0] & CODE_MASK;
  const data = code === ROOM_DATA || code === ROOM_DATA_BYTES || code === ROOM_REQUEST;
  if (data && frame.byteLength > defaultLimits.messageBytes) return only("too-large");
  if (data && !readableType(frame)) return only("bad-message");
  // Requests (a reply channel the tables do not use) are answered by Colyseus, not the protocol.
  if (code === ROOM_REQUEST) return { kind: "either" };
  if (code === ROOM_DATA_BYTES) return only("unknown-message");
  if (code !== ROOM_DATA) return { kind: "none" };
  const it = { offset: 1 };
  const type = decode.stringCheck(frame as Buffer, it) ? decode.string(frame as Buffer, it) : decode.number(frame as Buffer, it);
  let payload: unknown;
  try {
    payload = frame.byteLength > it.offset ? unpack(frame.subarray(it.offset)) : undefined;
  } catch {
    return only("bad-message");
  }
  const name = String(type);
  if (typeof type !== "string" || !(messageTypes as readonly string[]).includes(name)) return only("unknown-message");
  if (!wellFormedDeep(payload)) return only("bad-message");
  if (!shapes[name].shape.safeParse(payload).success) return only("bad-message");
  const refused = { kind: "error", codes: refusalCodes } as const;
  if (name === "action" && (payload === null || typeof payload !== "object" || Array.isArray(payload))) return refused;
  if (role === "spectator" && name !== "chat") return refused;
  if (role === "guest" && alwaysRefusedForAGuest.has(name)) return refused;
  return { kind: "either" };
}

export interface FuzzFrame {
  bytes: Uint8Array;
  expected: Expected;
}

const packr = new Packr({ useRecords: false });

function pack(value: unknown): Buffer {
  return packr.pack(value);
}

/** A ROOM_DATA frame as the SDK writes one: the code, the type as msgpack, the msgpack payload. */
export function messageFrame(type: unknown, payload?: unknown): Buffer {
  const head = Buffer.concat([Buffer.from([ROOM_DATA]), pack(type)]);
  return payload === undefined ? head : Buffer.concat([head, pack(payload)]);
}

// ---------------------------------------------------------------- values

const prototypeKeys = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "__defineGetter__", "then"];

/** An object with an own property of that name, even `__proto__` (as JSON.parse makes one). */
function withKey(base: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const hugeNumber = fc.oneof(
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MAX_SAFE_INTEGER + 2, 2 ** 53, -(2 ** 63), 2 ** 32, -1, 1e308, Infinity, -Infinity, NaN, -0, 5e-324, 0.5),
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 64n - 1n }),
  fc.double(),
  fc.integer(),
);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), loneSurrogate), maxLength: 12 }),
  fc.constantFrom("", " ", "\u202e", "<script>", "x".repeat(201), "é".repeat(300)),
);

const scalar = fc.oneof(fc.integer({ min: -2, max: 70 }), hugeNumber, text, fc.boolean(), fc.constant(null), fc.constant(undefined));

const plainValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...prototypeKeys)), tie("value"), { maxKeys: 5 }),
    fc.uint8Array({ maxLength: 16 }),
    fc.date({ noInvalidDate: true }),
  ),
})).value;

/** A value nested far deeper than the 16 levels a message may have. */
const deep = fc.tuple(fc.integer({ min: 15, max: 600 }), scalar, fc.boolean()).map(([depth, leaf, arrays]) => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { seat: value };
  return value;
});

const withPrototypeKey = fc.tuple(fc.constantFrom(...prototypeKeys), plainValue, fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 })).map(([key, value, base]) => withKey(base, key, value));

/** Actions the games really take, gathered from seeded random games at their honest tables: the seed corpus of mutations. */
const realActions: Record<GameId, unknown[]> = (() => {
  const corpus = {} as Record<GameId, unknown[]>;
  for (const { facts, rules, seating } of gameList) {
    const id = facts.id;
    const rng = new Rng(seedRng(`fuzz corpus ${id}`));
    const seen = new Map<string, unknown>();
    let state = rules.setup(seating.honest.people + seating.honest.bots.length, `fuzz corpus ${id}`);
    for (let step = 0; step < 400 && rules.outcome(state) === null; step++) {
      const active = rules.activeSeats(state);
      const seat = active[rng.int(active.length)];
      const legal = rules.legalActions(state, seat);
      for (const action of legal.slice(0, 8)) seen.set(JSON.stringify(action), action);
      state = rules.apply(state, seat, legal[rng.int(legal.length)]);
    }
    corpus[id] = [...seen.values()].slice(0, 300);
  }
  return corpus;
})();

/** An action changed a little: a field dropped, replaced, added (prototype keys too), the whole wrapped or flattened. */
function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(base, fc.nat(), scalar, fc.constantFrom(...prototypeKeys, "extra", "type", "seat", "card", "die")).map(([action, pick, value, key]) => {
    if (action === null || typeof action !== "object") return value;
    const keys = Object.keys(action);
    const field = keys[pick % Math.max(1, keys.length)];
    switch (pick % 7) {
      case 0: {
        const copy: Record<string, unknown> = { ...(action as object) };
        delete copy[field];
        return copy;
      }
      case 1:
        return { ...(action as object), [field]: value };
      case 2:
        return withKey(action, key, value);
      case 3:
        return [action];
      case 4:
        return JSON.stringify(action, (_key, v: unknown) => (typeof v === "bigint" ? String(v) : v));
      case 5:
        return { ...(action as object), type: `${String((action as { type?: unknown }).type)}${String(value).slice(0, 3)}` };
      default:
        return withKey(action, field, [value, value]);
    }
  });
}

function actionOf(game: GameId, legalNow: readonly unknown[]): fc.Arbitrary<unknown> {
  // Another game's actions too: the next one's in the registry.
  const other = gameIds[(gameIds.indexOf(game) + 1) % gameIds.length];
  const corpus = fc.constantFrom(...realActions[game], ...realActions[other]);
  const real = legalNow.length > 0 ? fc.oneof(fc.constantFrom(...legalNow), corpus) : corpus;
  return fc.oneof({ arbitrary: real, weight: 3 }, { arbitrary: mutated(real), weight: 5 }, { arbitrary: plainValue, weight: 1 }, { arbitrary: withPrototypeKey, weight: 1 });
}

const seat = fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: -3, max: 80 }), hugeNumber);

/** A payload of the right shape for `type`, most of the time; the rest a near miss. */
function payloadFor(type: string, game: GameId, legalNow: readonly unknown[]): fc.Arbitrary<unknown> {
  const nearMiss = fc.oneof(plainValue, withPrototypeKey, deep);
  switch (type) {
    case "action":
      return actionOf(game, legalNow);
    case "sit":
    case "remove-bot":
    case "open-seat":
      return fc.oneof({ arbitrary: seat.map((s) => ({ seat: s })), weight: 4 }, { arbitrary: mutated(seat.map((s) => ({ seat: s }))), weight: 1 }, { arbitrary: nearMiss, weight: 1 });
    case "add-bot": {
      const bot = fc.record({ seat, level: fc.oneof(fc.constantFrom("easy", "strong"), text) });
      return fc.oneof({ arbitrary: bot, weight: 4 }, { arbitrary: mutated(bot), weight: 1 }, { arbitrary: nearMiss, weight: 1 });
    }
    case "chat": {
      const line = fc.record({ text });
      return fc.oneof({ arbitrary: line, weight: 4 }, { arbitrary: mutated(line), weight: 1 }, { arbitrary: nearMiss, weight: 1 });
    }
    default:
      return fc.oneof({ arbitrary: fc.constantFrom({}, null, undefined), weight: 3 }, { arbitrary: nearMiss, weight: 1 });
  }
}

const strangeType = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...prototypeKeys, "Action", "action ", "action\u0000", "ACTION", "*", "", "seat-key", "error", "notice"),
  fc.integer({ min: -5, max: 300 }),
  hugeNumber,
);

/** Every message type with its payloads, and types the table does not have. */
function message(game: GameId, legalNow: readonly unknown[]): fc.Arbitrary<Uint8Array> {
  const known = fc.constantFrom(...messageTypes).chain((type) => payloadFor(type, game, legalNow).map((payload) => messageFrame(type, payload)));
  const unknown = fc.tuple(strangeType, plainValue).map(([type, payload]) => messageFrame(type, payload));
  // A type that is no msgpack string or number: Colyseus reads it as a number anyway.
  const oddType = fc.tuple(plainValue, plainValue).map(([type, payload]) => messageFrame(type, payload));
  return fc.oneof({ arbitrary: known, weight: 12 }, { arbitrary: unknown, weight: 2 }, { arbitrary: oddType, weight: 1 });
}

/** A real message cut short anywhere after its first byte. */
function truncated(game: GameId, legalNow: readonly unknown[]): fc.Arbitrary<Uint8Array> {
  return fc.tuple(message(game, legalNow), fc.double({ min: 0, max: 1, noNaN: true })).map(([frame, at]) => frame.subarray(0, 1 + Math.floor(at * (frame.byteLength - 1))));
}

/** A real message with some of its bytes changed, dropped or doubled. */
function flipped(game: GameId, legalNow: readonly unknown[]): fc.Arbitrary<Uint8Array> {
  return fc.tuple(message(game, legalNow), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.nat(2)), { minLength: 1, maxLength: 4 })).map(([frame, edits]) => {
    let bytes = Buffer.from(frame);
    for (const [at, byte, how] of edits) {
      const i = 1 + (at % Math.max(1, bytes.byteLength - 1));
      if (how === 0) bytes[i] = byte;
      else if (how === 1) bytes = Buffer.concat([bytes.subarray(0, i), bytes.subarray(i + 1)]);
      else bytes = Buffer.concat([bytes.subarray(0, i), Buffer.from([byte]), bytes.subarray(i)]);
    }
    return bytes;
  });
}

/** Random bytes after a type, or a whole frame of random bytes under any code but "leave". */
const noise = fc.oneof(
  fc.tuple(fc.constantFrom(...messageTypes), fc.uint8Array({ minLength: 1, maxLength: 40 })).map(([type, junk]) => Buffer.concat([messageFrame(type), junk])),
  fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.uint8Array({ maxLength: 40 }))
    // LEAVE_ROOM is the protocol's consented leave (the SDK's room.leave()): it closes the
    // socket. A PING's reply would be taken for the fuzzer's own (./fuzz-clients.ts).
    .filter(([code]) => (code & CODE_MASK) !== LEAVE_ROOM && (code & CODE_MASK) !== PING)
    .map(([code, junk]) => Buffer.concat([Buffer.from([code]), junk])),
  fc.constantFrom(Buffer.alloc(0), Buffer.from([JOIN_ROOM]), Buffer.from([ROOM_DATA]), Buffer.from([ROOM_DATA_BYTES])),
);

/** Messages over the 8 KB limit (and under the transport's 64 KB cap). */
const oversized = fc.tuple(fc.constantFrom(...messageTypes), fc.integer({ min: defaultLimits.messageBytes + 1, max: 60_000 })).map(([type, size]) => {
  const frame = messageFrame(type, { text: "x".repeat(size) });
  return frame;
});

/** Another Colyseus code carrying a message: raw bytes and requests. */
function otherCodes(game: GameId, legalNow: readonly unknown[]): fc.Arbitrary<Uint8Array> {
  return fc.tuple(message(game, legalNow), fc.boolean(), fc.integer({ min: 0, max: 255 })).map(([frame, bytes, id]) =>
    bytes ? Buffer.concat([Buffer.from([ROOM_DATA_BYTES]), frame.subarray(1)]) : Buffer.concat([Buffer.from([ROOM_REQUEST]), pack(id), frame.subarray(1)]),
  );
}

/**
 * One fuzz frame for a table of `game`, with what it must get. `legalNow` (the sender's
 * legal actions, when it has a seat) seeds real actions and their mutations.
 */
export function fuzzFrame(game: GameId, role: FuzzRole, legalNow: readonly unknown[] = []): fc.Arbitrary<FuzzFrame> {
  const key = `${game} ${role} ${JSON.stringify(legalNow)}`;
  let arbitrary = built.get(key);
  if (arbitrary === undefined) {
    if (built.size > 500) built.clear();
    arbitrary = build(game, role, legalNow);
    built.set(key, arbitrary);
  }
  return arbitrary;
}

/** Arbitraries already built, by game, role and legal actions: building one costs more than a batch. */
const built = new Map<string, fc.Arbitrary<FuzzFrame>>();

function build(game: GameId, role: FuzzRole, legalNow: readonly unknown[]): fc.Arbitrary<FuzzFrame> {
  const bytes = fc.oneof(
    { arbitrary: message(game, legalNow), weight: 14 },
    { arbitrary: truncated(game, legalNow), weight: 3 },
    { arbitrary: flipped(game, legalNow), weight: 3 },
    { arbitrary: noise, weight: 2 },
    { arbitrary: otherCodes(game, legalNow), weight: 1 },
    { arbitrary: oversized, weight: 1 },
  );
  const judged = bytes.map((frame) => ({ bytes: frame, expected: expectedAnswer(frame, role) }));
  // A guest at an honest table keeps to what is always refused or never answered.
  return role === "guest" ? judged.filter((f) => f.expected.kind !== "either") : judged;
}

export function describeFrame(frame: FuzzFrame): string {
  const expected = frame.expected.kind === "error" ? `error ${[...frame.expected.codes].slice(0, 3).join("|")}` : frame.expected.kind;
  return `${Buffer.from(frame.bytes).subarray(0, 80).toString("hex")}${frame.bytes.byteLength > 80 ? `… (${frame.bytes.byteLength} bytes)` : ""} → ${expected}`;
}
