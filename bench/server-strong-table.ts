/**
 * A four-seat table of one person and three strong bots, for the server bench's load: the bots
 * think in the server's worker threads while the measured tables play. Its person plays at
 * once whenever it may (any legal action), and asks for a rematch when a game ends; nothing
 * here is measured.
 */
import { Client, type Room } from "@colyseus/sdk";
import { defaultLimits } from "@tablee/server";
import { Rng, seedRng } from "@tablee/shared";
import { GAME, legalOf, type TableView } from "./table-pace.ts";

const PACE_MS = 1000 / defaultLimits.messagesPerSecond + 5;

export class StrongBotTable {
  games = 0;
  private closing = false;
  private lastSent = -Infinity;
  private waiting = false;

  private readonly room: Room<any, TableView>;
  private readonly rng: Rng;

  private constructor(room: Room<any, TableView>, rng: Rng, failure: (error: Error) => void) {
    this.room = room;
    this.rng = rng;
    room.onStateChange(() => this.step());
    room.onLeave((code) => {
      if (!this.closing) failure(new Error(`the person of strong-bot table ${room.roomId} was disconnected (${code})`));
    });
  }

  static async open(url: string, index: number, failure: (error: Error) => void): Promise<StrongBotTable> {
    const room = await new Client(url).create<TableView>(GAME.facts.id, { name: `Solo ${index}`, private: true, bots: ["strong", "strong", "strong"] });
    room.reconnection.enabled = false;
    room.onMessage("*", () => undefined);
    const table = new StrongBotTable(room, new Rng(seedRng(`bench-strong-${index}`)), failure);
    room.send("start", {});
    return table;
  }

  private step(): void {
    if (this.closing || this.waiting) return;
    const state = this.room.state;
    if (state.phase === "over") {
      this.games++;
      this.waiting = true;
      this.room.send("rematch", {});
      setTimeout(() => {
        this.room.send("start", {});
        this.waiting = false;
      }, 200);
      return;
    }
    if (state.phase !== "playing" || legalOf(state, 0).length === 0) return;
    this.waiting = true;
    setTimeout(() => {
      this.waiting = false;
      if (this.closing) return;
      const now = legalOf(this.room.state, 0);
      if (now.length === 0) return;
      this.lastSent = performance.now();
      this.room.send("action", now[this.rng.int(now.length)]);
    }, Math.max(0, this.lastSent + PACE_MS - performance.now()));
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.room.connection.isOpen) await this.room.leave(true).catch(() => undefined);
  }
}
