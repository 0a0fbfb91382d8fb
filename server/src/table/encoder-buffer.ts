import { Encoder } from "@colyseus/schema";

/**
 * `Encoder.BUFFER_SIZE` outside a table's creation (app.ts). It sizes the encoder that writes
 * a table's schema for the handshake (Dog Eat Dog's, the largest, is 5.6 KB), and the room the
 * encoder keeps free past where it starts each part of a view, growing a buffer that has less:
 * a table's buffers hold its largest round and this.
 */
export const ENCODER_HEADROOM = 8 * 1024;

/**
 * Colyseus makes a room's two encoder buffers (the patches, and the full state for a join)
 * when the room's state is set, at `Encoder.BUFFER_SIZE` then (DESIGN.md, "Colyseus
 * internals"). A table's are made the size its game needs (`views.encoderBytes`): grown on
 * the hot path instead, the encoder warns, and the join buffer is never kept, so every join
 * of a large table would make it again.
 */
export function withEncoderBuffers<T>(bytes: number, make: () => T): T {
  const size = Encoder.BUFFER_SIZE;
  Encoder.BUFFER_SIZE = bytes;
  try {
    return make();
  } finally {
    Encoder.BUFFER_SIZE = size;
  }
}
