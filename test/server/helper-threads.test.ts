/**
 * The rooms' thread comes first (server/src/helper-threads.ts): V8's helper threads run at a
 * lower priority, so that with few cores a collector's helper never holds the core the tables
 * wait for. Linux keeps a nice value per thread, and /proc lists each thread with its own.
 */
import { afterAll, expect, test } from "@jest/globals";
import { HELPER_NICENESS, lowerHelperThreads } from "../../server/src/helper-threads.ts";
import { buildServer, freePort, healthy, startServerProcess, waitUntil, type Child } from "../support/server-process.ts";
import { threadsOf } from "../support/threads.ts";

let server: Child | undefined;
afterAll(async () => {
  server?.process.kill("SIGTERM");
  await server?.exited;
});

test("in this process: V8's helpers go below, the main thread keeps its priority", () => {
  const before = threadsOf("self");
  const main = before.find((thread) => thread.tid === process.pid)!;
  const helpers = lowerHelperThreads();
  expect(helpers).toBeGreaterThan(0);
  const after = threadsOf("self");
  const v8 = after.filter((thread) => thread.name === "V8Worker");
  expect(v8.length).toBe(helpers);
  for (const thread of v8) expect(thread.nice).toBeGreaterThanOrEqual(HELPER_NICENESS);
  expect(after.find((thread) => thread.tid === process.pid)!.nice).toBe(main.nice);
  // Asked again (or started under `nice`), it lowers nothing further and raises nothing.
  expect(lowerHelperThreads()).toBe(helpers);
  expect(threadsOf("self").filter((thread) => thread.name === "V8Worker").map((thread) => thread.nice)).toEqual(v8.map((thread) => thread.nice));
});

test("the server as npm start runs it lowers its helpers, not its rooms' thread", async () => {
  buildServer();
  const port = await freePort();
  server = startServerProcess(port, {});
  await waitUntil(() => healthy(port), "the server process");
  const pid = server.process.pid!;
  const threads = threadsOf(pid);
  const started = threadsOf("self").find((thread) => thread.tid === process.pid)!.nice;
  expect(threads.find((thread) => thread.tid === pid)!.nice).toBe(started);
  const v8 = threads.filter((thread) => thread.name === "V8Worker");
  expect(v8.length).toBeGreaterThan(0);
  for (const thread of v8) expect(thread.nice).toBeGreaterThanOrEqual(Math.max(started, HELPER_NICENESS));
}, 60_000);
