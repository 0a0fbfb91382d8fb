import { Room } from "@colyseus/sdk";

/** One decoded change as the SDK's decoder applied it. */
export interface WireChange {
  /** The synced object the change landed on (a Schema instance or a collection). */
  ref: any;
  refId: number;
  field: string | undefined;
  key: string | number | undefined;
  value: unknown;
}

export interface Wire {
  /** Every frame the client received, as bytes. */
  frames: Uint8Array[];
  /** Every state change the SDK decoded from those frames. */
  changes: WireChange[];
  /** Every message the SDK decoded (type and payload). */
  messages: { type: string | number; payload: unknown }[];
  /** Called in turn after each frame is decoded, with the room (its state is what the SDK decoded so far). */
  afterFrame: ((room: Room) => void)[];
}

const wires = new WeakMap<Room, Wire>();
let installed = false;

/**
 * Records, for every SDK room created from now on, every frame it receives and every change
 * its decoder applies. Works by wrapping the SDK's own frame handler, so what is recorded is
 * exactly what the SDK decoded, from the join handshake on.
 */
export function recordWire(): void {
  if (installed) return;
  installed = true;
  const proto = Room.prototype as any;
  const original = proto.onMessageCallback;
  proto.onMessageCallback = function (this: Room, event: { data: ArrayBuffer }) {
    const wire = wireOf(this);
    wire.frames.push(new Uint8Array(event.data).slice());
    original.call(this, event);
    hookDecoder(this, wire);
    for (const hook of wire.afterFrame) hook(this);
  };
  const dispatch = proto.dispatchMessage;
  proto.dispatchMessage = function (this: Room, type: string | number, payload: unknown) {
    wireOf(this).messages.push({ type, payload });
    return dispatch.call(this, type, payload);
  };
}

export function wireOf(room: Room): Wire {
  let wire = wires.get(room);
  if (!wire) {
    wire = { frames: [], changes: [], messages: [], afterFrame: [] };
    wires.set(room, wire);
  }
  return wire;
}

function hookDecoder(room: Room, wire: Wire): void {
  const decoder = (room as any).serializer?.decoder;
  if (!decoder || decoder.__recorded) return;
  decoder.__recorded = true;
  // The SDK may attach its own listener later (state callbacks): keep calling it.
  let inner: ((changes: any[]) => void) | undefined = decoder.triggerChanges;
  const record = (changes: any[]) => {
    for (const c of changes) wire.changes.push({ ref: c.ref, refId: c.refId, field: c.field, key: c.dynamicIndex, value: c.value });
    inner?.call(decoder, changes);
  };
  Object.defineProperty(decoder, "triggerChanges", {
    configurable: true,
    get: () => record,
    set: (fn) => {
      inner = fn;
    },
  });
}

/** Where each synced object sits in the decoded state, e.g. "privates.2.hand". */
export function pathsOf(root: any): Map<object, string> {
  const paths = new Map<object, string>();
  const walk = (node: any, path: string): void => {
    if (node === null || typeof node !== "object" || paths.has(node)) return;
    paths.set(node, path);
    if (typeof node.get === "function" && typeof node.size === "number") {
      node.forEach((value: any, key: string) => walk(value, `${path}.${key}`));
    } else if (typeof node.at === "function" && typeof node.length === "number") {
      node.forEach((value: any, index: number) => walk(value, `${path}.${index}`));
    } else {
      for (const field of Object.keys(node.toJSON())) walk(node[field], path === "" ? field : `${path}.${field}`);
    }
  };
  walk(root, "");
  return paths;
}

/**
 * The path of the object a change landed on. The decoder may replace an instance by a new
 * one under the same refId (e.g. when a view first shows a collection), so the refId is
 * looked up in the decoder's current table before the instance itself.
 */
export function placeOf(room: Room, paths: Map<object, string>, change: WireChange): string | undefined {
  const current = (room as any).serializer.decoder.root.refs.get(change.refId);
  return paths.get(current) ?? paths.get(change.ref);
}

export function bytesContain(frames: Uint8Array[], text: string): boolean {
  const needle = Buffer.from(text);
  return frames.some((frame) => Buffer.from(frame).includes(needle));
}

/** Every field of the generic table (TableState, Seat, Member, ChatLine): a game's tests add its parts' own. */
export const TABLE_FIELDS: readonly string[] = [
  ...["game", "seatCount", "phase", "host", "seats", "members", "chat", "moves", "winners", "board", "privates", "pace", "clock", "takeover", "awayAfter"],
  ...["occupant", "name", "connected", "awayUntil", "bot", "standIn", "open", "deadline", "timeouts", "seat", "spectator", "id", "text", "at"],
];
