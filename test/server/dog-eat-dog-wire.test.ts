/**
 * Dog Eat Dog's views travel as they are (docs/protocol.md, "Game parts"): the generic
 * mirror writes them onto DedBoard and DedPrivate, the schema encoder sends the changes, and
 * a client's decoder rebuilds parts whose `toJSON()` is the engine's view again. Checked on
 * every position of whole bot games, 2 and 8 players, with and without the Treehouse die.
 */
import { describe, expect, test } from "@jest/globals";
import { Decoder, Encoder, type Schema } from "@colyseus/schema";
import { DogEatDog, Rng, fromWire, seedRng } from "@tablee/shared";
import { mirror } from "../../server/src/table/mirror.ts";
import { DedBoard, DedPrivate } from "../../server/src/games/dog-eat-dog/schema.ts";

const { dogEatDog, dogEatDogBot } = DogEatDog;

// Eight players with the Treehouse die may have nearly a thousand legal attacks (some 58 KB
// of JSON lines): more than the encoder's default buffer, which grows with a warning.
Encoder.BUFFER_SIZE = 256 * 1024;

/** A server-side part and the client-side copy its encoded changes build. */
function link(Part: new () => Schema): { server: Schema; client: Schema; send(): void } {
  const server = new Part();
  const encoder = new Encoder(server);
  const client = new Part();
  const decoder = new Decoder(client);
  return {
    server,
    client,
    send() {
      decoder.decode(encoder.encode());
      encoder.discardChanges();
    },
  };
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe("Dog Eat Dog views over the schema", () => {
  test.each([
    [2, false],
    [8, true],
  ])("every position of a bot game at %i (Treehouse %s): the decoded board is the public view, each seat's part its private view", (players, treehouse) => {
    let state = dogEatDog.setup(players, `ded-wire-${players}`, { treehouse });
    const rng = new Rng(seedRng(`ded-wire-bots-${players}`));
    const board = link(DedBoard);
    const parts = Array.from({ length: players }, () => link(DedPrivate));
    let positions = 0;
    for (;;) {
      mirror(board.server, dogEatDog.publicView(state));
      board.send();
      expect(fromWire(board.client.toJSON())).toEqual(json(dogEatDog.publicView(state)));
      parts.forEach((part, seat) => {
        mirror(part.server, dogEatDog.privateView(state, seat));
        part.send();
        expect(fromWire(part.client.toJSON())).toEqual(json(dogEatDog.privateView(state, seat)));
      });
      positions++;
      const [seat] = dogEatDog.activeSeats(state);
      if (seat === undefined) break;
      state = dogEatDog.apply(state, seat, dogEatDogBot(dogEatDog.view(state, seat), rng));
    }
    expect(dogEatDog.outcome(state)).not.toBeNull();
    expect(positions).toBeGreaterThan(10);
  });
});
