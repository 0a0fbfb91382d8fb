/**
 * The textbook's runs (bench/server.ts takes them with Tablée's): the same load as Tablée's
 * tables (bench/server-load.ts) on DOG written the way Colyseus's documentation teaches
 * (bench/dog-textbook-room.ts), in a process of its own with Node's default flags
 * (bench/room-run.ts), in either of its two modes: a patch after each move (`per-move`), or
 * Colyseus's default 50 ms patch rate (`tick`). What a developer would build instead of
 * Tablée, for Tablée's CPU per action and p99 to be read against.
 */
import { fileURLToPath } from "node:url";
import { measureRoom, type RoomRun } from "./room-run.ts";
import { TextbookTable, type TextbookMode } from "./dog-textbook-table.ts";

const SCRIPT = fileURLToPath(new URL("./dog-textbook-server.ts", import.meta.url));

export function measureTextbook(mode: TextbookMode): Promise<RoomRun> {
  const label = mode === "per-move" ? "textbook (a patch per move)" : "textbook (50 ms patch rate)";
  return measureRoom({ label, script: SCRIPT, open: (route, index, events) => TextbookTable.open(route, mode, index, events) });
}
