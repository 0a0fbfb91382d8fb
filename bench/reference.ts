/**
 * The reference's run (bench/server.ts pairs it with Tablée's): the same load as Tablée's
 * tables (bench/server-load.ts) on a default Colyseus room that does almost nothing per move
 * (bench/reference-server.ts), in a process of its own with Node's default flags
 * (bench/room-run.ts). Its p99 and its CPU per action are what the framework itself costs,
 * for Tablée's to be read against.
 */
import { fileURLToPath } from "node:url";
import { ReferenceTable } from "./reference-table.ts";
import { measureRoom, type RoomRun } from "./room-run.ts";

const SCRIPT = fileURLToPath(new URL("./reference-server.ts", import.meta.url));

export function measureReference(): Promise<RoomRun> {
  return measureRoom({ label: "reference", script: SCRIPT, open: (route, index, events) => ReferenceTable.open(route, index, events) });
}
