import { chacha20 } from "@noble/ciphers/chacha.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * The generator as plain JSON, kept inside a game's state: a ChaCha20 key and how many
 * 32-bit words of its keystream have been used. Never part of any view.
 */
export interface RngState {
  key: string;
  used: number;
}

const WORDS_PER_BLOCK = 16;
const NONCE = new Uint8Array(12);
const ZERO_BLOCK = new Uint8Array(64);

/** Derives the 256-bit key from the table's seed (the server draws seeds of 256 bits). */
export function seedRng(seed: string): RngState {
  if (seed.length === 0) throw new Error("an empty seed would make every game the same");
  return { key: bytesToHex(sha256(utf8ToBytes(seed))), used: 0 };
}

// A table opens its generator on every roll; remembering the last decoded key spares the hex
// decoding, the costliest part of a short draw.
let lastKeyHex = "";
let lastKey = new Uint8Array(32);
function keyBytes(hex: string): Uint8Array {
  if (hex !== lastKeyHex) {
    lastKey = hexToBytes(hex);
    lastKeyHex = hex;
  }
  return lastKey;
}

/**
 * A cursor over the keystream. Open it at the start of `setup` or `apply`, draw, then store
 * `save()` in the new state: the input state is never touched.
 */
export class Rng {
  private readonly key: Uint8Array;
  private used: number;
  private blockIndex = -1;
  private block = new Uint32Array(WORDS_PER_BLOCK);

  constructor(state: RngState) {
    this.key = keyBytes(state.key);
    this.used = state.used;
  }

  save(previous: RngState): RngState {
    return this.used === previous.used ? previous : { key: previous.key, used: this.used };
  }

  /** A uniform 32-bit unsigned integer. */
  uint32(): number {
    const index = Math.floor(this.used / WORDS_PER_BLOCK);
    if (index !== this.blockIndex) {
      const bytes = chacha20(this.key, NONCE, ZERO_BLOCK, new Uint8Array(64), index);
      this.block = new Uint32Array(bytes.buffer, bytes.byteOffset, WORDS_PER_BLOCK);
      this.blockIndex = index;
    }
    return this.block[this.used++ % WORDS_PER_BLOCK];
  }

  /** A uniform integer in [0, n): rejection sampling, so no value is favoured. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`int(${n})`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    let x = this.uint32();
    while (x >= limit) x = this.uint32();
    return x % n;
  }

  /** One six-sided die. */
  die(): number {
    return this.int(6) + 1;
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
}

/** Runs `draw` against a state's generator and returns the result with the advanced state. */
export function withRng<T>(state: RngState, draw: (rng: Rng) => T): [T, RngState] {
  const rng = new Rng(state);
  const value = draw(rng);
  return [value, rng.save(state)];
}
