import { settings } from "../settings.js";

type Stage = "opening" | "live" | "asleep" | "handed-over" | "closed";

/**
 * The table's life, one value: `opening` until its first write, `live` while this process
 * serves it, `asleep` once stored asleep (its room goes), `handed-over` once another process
 * holds it, `closed` once its room is gone. Every guard asks it here.
 */
export class Life {
  private stage: Stage = "opening";
  /** When the table was first stored (its row keeps it). */
  createdAt = 0;

  /** Stored (a new table's first write, or brought back): this process serves it. */
  live(): void {
    this.stage = "live";
  }

  asleep(): void {
    this.stage = "asleep";
  }

  /** Another process holds the table now. */
  handedOver(): void {
    this.stage = "handed-over";
  }

  /** The room is gone: whether the table was live until then (a table never stored, asleep or handed over has nothing to close). */
  close(): boolean {
    const was = this.stage === "live";
    this.stage = "closed";
    return was;
  }

  /** This process serves the table: not gone elsewhere, asleep, or closed. */
  serving(): boolean {
    return (this.stage === "live" || this.stage === "opening") && !settings.shuttingDown;
  }

  /** The table goes on elsewhere: this process stops, or another one holds it now. */
  leaving(): boolean {
    return settings.shuttingDown || this.stage === "handed-over";
  }
}
