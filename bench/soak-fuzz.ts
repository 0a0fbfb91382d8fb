/**
 * The soak's fuzzing client (bench/soak.ts): it watches one table after another and sends
 * malformed and mutated messages at 10 a second, under the server's message rate, so it is
 * never put out; the soak counts its frames, the errors it got, and whether it was put out.
 */
import { Client, type Room } from "@colyseus/sdk";
import { Rng, seedRng } from "@tablee/shared";
import { Packr } from "msgpackr";
import { forgetClasses } from "./soak-table.ts";

const ROOM_DATA = 13;
const FRAMES_PER_SECOND = 10;
const SESSION_MS = 30_000;
const TYPES = ["action", "sit", "stand", "start", "rematch", "chat", "add-bot", "remove-bot", "open-seat", "back", "*", "__proto__", "nope"];
const packr = new Packr({ useRecords: false });

export interface FuzzCounts {
  frames: number;
  answers: number;
  /** Sessions that ended with the server closing the socket: none is expected. */
  putOut: number;
}

function value(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 3 ? 6 : 9)) {
    case 0:
      return rng.int(100) - 10;
    case 1:
      return [2 ** 53, -(2 ** 63), 1e308, NaN, -0, 0.5, 2n ** 63n][rng.int(7)];
    case 2:
      return ["", "x".repeat(rng.int(300)), "\u202e", "\ud800", "<b>", "easy"][rng.int(6)];
    case 3:
      return rng.int(2) === 0;
    case 4:
      return null;
    case 5:
      return Object.defineProperty({}, ["__proto__", "constructor", "toString", "seat", "type"][rng.int(5)], { value: rng.int(5), enumerable: true });
    case 6:
      return Array.from({ length: rng.int(4) }, () => value(rng, depth + 1));
    case 7: {
      let deep: unknown = 1;
      for (let i = 0, n = 10 + rng.int(100); i < n; i++) deep = [deep];
      return deep;
    }
    default:
      return { type: value(rng, depth + 1), seat: value(rng, depth + 1), text: value(rng, depth + 1) };
  }
}

/** A message of any type with a random payload, sometimes cut short or with random bytes. */
function frame(rng: Rng): Uint8Array {
  const type = TYPES[rng.int(TYPES.length)];
  let bytes = Buffer.concat([Buffer.from([ROOM_DATA]), packr.pack(type), packr.pack(value(rng))]);
  const edit = rng.int(6);
  if (edit === 0) bytes = bytes.subarray(0, 1 + rng.int(bytes.length - 1));
  else if (edit === 1) bytes[1 + rng.int(bytes.length - 1)] = rng.int(256);
  return bytes;
}

/** Fuzzes the tables `pick` names, one session after another, until `stopped` says so. */
export async function fuzzTables(url: string, pick: () => string | undefined, stopped: () => boolean, counts: FuzzCounts): Promise<void> {
  const rng = new Rng(seedRng("soak fuzz"));
  while (!stopped()) {
    const id = pick();
    if (id === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    let room: Room;
    try {
      room = await new Client(url).joinById(id, { name: "Fuzzy", spectate: true });
    } catch {
      continue; // the table closed meanwhile
    }
    room.reconnection.enabled = false;
    room.onMessage("*", () => undefined);
    forgetClasses(room);
    room.onMessage("error", () => counts.answers++);
    let leaving = false;
    const closed = new Promise<void>((resolve) =>
      room.onLeave((code: number) => {
        // The table closing (everybody left) is no put-out; the server closing on us is.
        if (!leaving && code !== 4000 && code !== 1000) counts.putOut++;
        resolve();
      }),
    );
    const end = Date.now() + SESSION_MS;
    while (Date.now() < end && !stopped() && room.connection.isOpen) {
      room.connection.send(frame(rng));
      counts.frames++;
      await new Promise((resolve) => setTimeout(resolve, 1000 / FRAMES_PER_SECOND));
    }
    leaving = true;
    if (room.connection.isOpen) await room.leave(true).catch(() => undefined);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  }
}
