import { Worker } from "node:worker_threads";

/**
 * SQLite's WAL checkpoints, in a worker thread. A checkpoint copies the WAL back into the
 * database file and syncs it to disk: done by the connection that commits (SQLite's default,
 * every ~4 MB of WAL), it stalls the rooms' event loop for 25–30 ms about once per thousand
 * actions, and every table waiting then feels it. The worker's own connection checkpoints
 * PASSIVE once a second: it never blocks a writer, and the rooms' connection never does it.
 * A failing checkpoint (a full disk) is reported once, and again once one succeeds.
 */
const WORKER = `
const { DatabaseSync } = require("node:sqlite");
const { parentPort, workerData } = require("node:worker_threads");
const db = new DatabaseSync(workerData.file, { timeout: 1000 });
let failing = false;
const checkpoint = () => {
  try {
    db.exec("PRAGMA wal_checkpoint(PASSIVE)");
    if (failing) parentPort.postMessage({ recovered: true });
    failing = false;
  } catch (error) {
    if (!failing) parentPort.postMessage({ error: String(error && error.message || error) });
    failing = true;
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on("message", () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** One last checkpoint, then the worker ends. */
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, onError: (message: string) => void, onRecovered: () => void, everyMs = 1000): Checkpointer {
  const worker = new Worker(WORKER, { eval: true, workerData: { file, everyMs } });
  worker.on("message", (message: { error?: string; recovered?: boolean }) => {
    if (message.error) onError(message.error);
    if (message.recovered) onRecovered();
  });
  // Typed unknown: a worker may throw anything.
  worker.on("error", (error: unknown) => onError(error instanceof Error ? error.message : String(error)));
  // It never keeps a process alive on its own.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  return {
    async stop() {
      // Waited for: the process must not end (nothing else may be left) before the last checkpoint.
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
}
