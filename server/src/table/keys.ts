import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { SeatRecord } from "../store/store.js";

/**
 * Seat keys: whoever holds one takes that seat back, from any tab or device. The key carries
 * 256 random bits and is sent to its holder only; the server keeps its SHA-256.
 */
export function newSeatKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString("base64url");
  return { key, hash: hashSeatKey(key) };
}

/** A seat's holder under `name` with a new key: the previous holder's key no longer opens it. */
export function keyedHolder(name: string, deadline: number): { key: string; holder: SeatRecord } {
  const { key, hash } = newSeatKey();
  return { key, holder: { name, keyHash: hash, deadline } };
}

export function hashSeatKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** The seat this key opens, or -1. Compared in constant time: a key is a password. */
export function seatOfKey(key: string, hashes: readonly string[]): number {
  const given = Buffer.from(hashSeatKey(key), "hex");
  let found = -1;
  hashes.forEach((hash, seat) => {
    if (hash !== "" && timingSafeEqual(given, Buffer.from(hash, "hex"))) found = seat;
  });
  return found;
}
