/**
 * DOG written the way Colyseus's documentation teaches, for the server bench to weigh Tablée
 * against what a developer would build instead (bench/dog-textbook.ts): the same rules (the
 * engine of @tablee/shared), Colyseus's public API with its defaults, nothing tuned. The
 * public table is the room's schema (bench/dog-textbook-state.ts); each player's hand and legal
 * moves are a child schema shown to that player alone (`client.view.add(player.private)`).
 * A move is applied in its message handler, then every field and array is assigned from the
 * engine's new views (the library itself skips a value that did not change).
 *
 * Two rooms: `TextbookDogRoom` sends at Colyseus's default patch rate (50 ms);
 * `TextbookDogRoomPerMove` sends a patch after each move (`patchRate = null`,
 * `broadcastPatch()`), as the docs show for rooms that decide when to send.
 *
 * A bench room, not a product: no store, no reconnection, no clocks, no limits. The first
 * four clients take the seats (a client that asks `spectate` watches), and the game is dealt
 * when the fourth sits; once it is over, a player's `rematch` deals another.
 */
import { randomBytes } from "node:crypto";
import { Room, type Client } from "@colyseus/core";
import { StateView, type ArraySchema } from "@colyseus/schema";
import { Dog, legalOf, RuleError } from "@tablee/shared";
import { DogEvent, DogTableState, Move, Player, Seven } from "./dog-textbook-state.ts";

const dog = Dog.dog;
const SEATS = 4;

export class TextbookDogRoom extends Room<{ state: DogTableState }> {
  override state = new DogTableState();
  /** The engine's whole game (the deck, the generator): the server's alone, never synced. */
  game: Dog.DogState | null = null;

  override messages = {
    move: (client: Client, action: Dog.DogAction) => {
      const player = this.state.players.get(client.sessionId);
      if (player === undefined || this.game === null) return client.send("error", { code: "not-playing", message: "you have no seat in a game" });
      try {
        this.game = dog.apply(this.game, player.seat, action);
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
        return client.send("error", { code: error.code, message: error.message });
      }
      this.state.moves++;
      this.show();
    },
    rematch: (client: Client) => {
      if (!this.state.players.has(client.sessionId) || this.state.phase !== "over") return;
      this.deal();
    },
  };

  override onJoin(client: Client, options: { name?: string; spectate?: boolean }): void {
    if (options?.spectate === true || this.state.players.size >= SEATS) return;
    const taken = new Set([...this.state.players.values()].map((player) => player.seat));
    const player = new Player().assign({ name: String(options?.name ?? ""), seat: [0, 1, 2, 3].find((seat) => !taken.has(seat))! });
    this.state.players.set(client.sessionId, player);
    client.view = new StateView();
    client.view.add(player.private);
    if (this.state.players.size === SEATS) this.deal();
  }

  override onLeave(client: Client): void {
    this.state.players.delete(client.sessionId);
  }

  private deal(): void {
    this.game = dog.setup(SEATS, randomBytes(16).toString("hex"));
    this.show();
  }

  /** The engine's views, assigned onto the state: the table to all, each hand to its player. */
  protected show(): void {
    const board = dog.publicView(this.game!);
    const state = this.state;
    state.phase = board.phase;
    state.turn = board.turn;
    state.dealer = board.dealer;
    state.firstPlayer = board.firstPlayer;
    state.deal = board.deal;
    state.dealSize = board.dealSize;
    state.winner = board.winner;
    state.seven = board.seven === undefined ? undefined : new Seven().assign(board.seven);
    assign(state.active, board.active);
    assign(state.handCounts, board.handCounts);
    assign(state.marbles, board.marbles);
    assign(state.fresh, board.fresh);
    assign(state.discard, board.discard);
    assign(state.folded, board.folded);
    assign(state.exchangeChosen, board.exchangeChosen);
    state.events.clear();
    for (const event of board.events) state.events.push(new DogEvent().assign(event as object));
    state.players.forEach((player) => {
      const mine = dog.privateView(this.game!, player.seat);
      assign(player.private.hand, mine.hand);
      player.private.myExchange = mine.myExchange;
      player.private.received = mine.received;
      player.private.legal.clear();
      for (const action of legalOf(dog, this.game!, player.seat)) player.private.legal.push(new Move().assign(action as object));
    });
  }
}

/** The same room, a patch sent after each change instead of on the 50 ms tick. */
export class TextbookDogRoomPerMove extends TextbookDogRoom {
  override patchRate: number | null = null;

  protected override show(): void {
    super.show();
    this.broadcastPatch();
  }
}

/** An array of the state made equal to the engine's, item by item. */
function assign<T>(target: ArraySchema<T>, values: readonly T[]): void {
  values.forEach((value, i) => {
    if (i < target.length) target[i] = value;
    else target.push(value);
  });
  if (target.length > values.length) target.splice(values.length, target.length - values.length);
}
