import { describe, expect, jest, test } from "@jest/globals";
import { Encoder, type StateView } from "@colyseus/schema";
import { gameFacts, gameIds, gameOf, Rng, seedRng, type AnyGameRules, type GameId } from "@tablee/shared";
import { ENCODER_HEADROOM, withEncoderBuffers } from "../../server/src/table/encoder-buffer.ts";
import { gameTable } from "../../server/src/table/game.ts";
import { SeatViews } from "../../server/src/table/seat-views.ts";
import { Member, Seat } from "../../server/src/table/state.ts";
import { gameViews } from "../../server/src/table/views.ts";
import { lastChoices } from "../support/play.ts";

/*
 * Each table's encoder buffers are its game's `views.encoderBytes` (TableRoom.onCreate). This
 * plays whole games of every game at its most seats, as a table encodes them: a patch round
 * (the shared patch, then every member's view one after the other, as Colyseus writes them
 * into one buffer) and a join (the full state and one member's view, into the join buffer).
 * Every one must fit: the encoder never grows either buffer on the hot path, nor warns. And
 * the figure stays a measurement, not a guess: at most half above the largest seen, plus the
 * headroom the encoder keeps free past each part it writes.
 */

const GAMES = 6;
const SPECTATORS = 3;

interface Largest {
  round: number;
  join: number;
  where: string;
  /** The encoder replaced its buffer, or its join buffer overflowed (what it warns of). */
  grew: boolean;
}

function measure(id: GameId): Largest {
  const game = gameOf(id);
  const rules = game.rules as AnyGameRules;
  const parts = gameTable(game);
  const facts = gameFacts[id];
  const seats = facts.maxPlayers;
  const largest: Largest = { round: 0, join: 0, where: "", grew: false };
  const declared = game.views.encoderBytes;
  const size = Encoder.BUFFER_SIZE;
  // As the server sets it (app.ts); the table's own buffers are made at its game's size.
  Encoder.BUFFER_SIZE = ENCODER_HEADROOM;
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    for (let g = 0; g < GAMES; g++) {
      const state = new parts.State();
      const seatViews = new SeatViews(state, parts.Private);
      state.game = id;
      state.seatCount = seats;
      const views: StateView[] = [];
      for (let s = 0; s < seats + SPECTATORS; s++) {
        const sessionId = `member-${s}`;
        const seated = s < seats;
        if (seated) {
          state.seats.push(new Seat());
          state.privates.set(String(s), seatViews.part(s));
          state.seats[s].occupant = sessionId;
        }
        state.members.set(sessionId, new Member({ name: `Player ${s}`, seat: seated ? s : -1, spectator: !seated, connected: true }));
        views.push(seatViews.open(sessionId));
        seatViews.show(sessionId);
      }
      const encoder = withEncoderBuffers(declared, () => new Encoder(state));
      const buffer = encoder.sharedBuffer;
      const joinBuffer = withEncoderBuffers(declared, () => new Uint8Array(Encoder.BUFFER_SIZE));
      const settle = (): void => {
        encoder.encodeAll();
        for (const view of views) encoder.encodeAllView(view, 0, { offset: 0 });
        encoder.discardChanges();
      };
      settle();
      const options = g % 2 === 0 ? lastChoices(facts) : {};
      let engine = rules.setup(seats, `encoder-buffer-${id}-${g}`, options);
      const rng = new Rng(seedRng(`encoder-buffer-${id}-${g}`));
      state.phase = "playing";
      state.board = new parts.Board();
      for (let step = 0; ; step++) {
        seatViews.mirror(gameViews(rules, engine, seats));
        const it = { offset: 1 };
        encoder.encode(it);
        const shared = it.offset;
        for (const view of views) encoder.encodeView(view, shared, it);
        encoder.discardChanges();
        if (it.offset > largest.round) Object.assign(largest, { round: it.offset, where: `game ${g}, ${step} actions in` });
        const awaited = rules.awaitedSeats(engine);
        // A join: the full state, then one seat's view.
        const full = { offset: 1 };
        encoder.encodeAll(full, joinBuffer);
        for (let seat = 0; seat < seats; seat++) largest.join = Math.max(largest.join, encoder.encodeAllView(views[seat], full.offset, { ...full }, joinBuffer).length);
        if (awaited.length === 0 || step > 3000) break;
        const seat = awaited[rng.int(awaited.length)];
        const legal = rules.legalActions(engine, seat);
        // Half the bot's choices, half anything legal: games end, and odd positions are reached too.
        const action = rng.int(2) === 0 ? game.bot(rules.view(engine, seat) as never, rng) : legal[rng.int(legal.length)];
        engine = rules.apply(engine, seat, action);
      }
      if (encoder.sharedBuffer !== buffer) largest.grew = true;
    }
    if (warn.mock.calls.length > 0) largest.grew = true;
  } finally {
    Encoder.BUFFER_SIZE = size;
    warn.mockRestore();
  }
  return largest;
}

describe.each([...gameIds])("%s: the encoder's buffer", (id) => {
  test("holds every patch round and every join of whole games at the most seats, and is no more than half above the largest", () => {
    const declared = gameOf(id).views.encoderBytes;
    const largest = measure(id);
    const need = Math.max(largest.round, largest.join);
    expect({ id, need, declared, grew: largest.grew, where: largest.where }).toMatchObject({ grew: false });
    expect(declared).toBeLessThanOrEqual(Math.ceil((need * 1.5 + ENCODER_HEADROOM) / 1024) * 1024);
  });
});
