import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { request } from "node:http";
import { aGame } from "@tablee/shared";
import { buildServer, freePort, healthy, startServerProcess, waitUntil, type Child } from "../support/server-process.ts";
import { connect, matchmake, rssMb, type RawSocket } from "../support/raw-client.ts";

/**
 * The hardening faults that cost the server memory or log space, tried against the built
 * server in a process of its own (as `npm start` runs it) with the default limits, so its
 * resident memory and its log are what is measured.
 */

/** The lobby's first game, and another: the one whose tables open with two seats. */
const GAME = aGame().facts.id;
const OTHER = aGame({ opens: 2 }).facts.id;
const MAX_TABLES = 420;
const LISTED = 400;
let port: number;
let base: string;
let server: Child;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  buildServer();
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startServerProcess(port, {
    LOG_LEVEL: "info",
    MAX_TABLES: String(MAX_TABLES),
    // This suite is about the default budgets.
    TABLES_BURST: "8",
    RESERVATIONS_PER_ADDRESS: "6",
  });
  await waitUntil(() => healthy(port), "the server process");
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  server.process.kill("SIGKILL");
  await server.exited;
});

const pid = (): number => server.process.pid!;

/** A public table with its host connected, created from `from`. */
async function openTable(from: string): Promise<RawSocket> {
  const seat = await matchmake(base, "create", GAME, { name: "Host" }, from);
  expect(seat.status).toBe(200);
  const host = await connect(base, seat.body, { from });
  sockets.push(host);
  return host;
}

function lines(): string[] {
  return server.output().split("\n").filter((line) => line.trim() !== "");
}

describe("2. the lobby does not amplify", () => {
  // Two bounds cut such a client off, whichever comes first: the socket guard's send buffer
  // (1 MB unsent) and the transport's heartbeat (no pong to two pings 3 s apart).
  test("clients that ask for the list and never read are cut off; memory stays bounded; the lobby still answers", async () => {
    // 400 public tables, 8 per address (the creation budget): an 80 KB list.
    for (let i = 0; i < LISTED; i++) await openTable(`127.0.2.${1 + Math.floor(i / 8)}`);
    const before = await rssMb(pid());

    const readers: RawSocket[] = [];
    for (let i = 0; i < 4; i++) {
      const from = `127.0.20.${i + 1}`;
      const seat = await matchmake(base, "joinOrCreate", "lobby", {}, from);
      const socket = await connect(base, seat.body, { from });
      sockets.push(socket);
      await waitUntil(async () => socket.frames.some((frame) => frame.byteLength > 60_000), "the list of 400 tables");
      socket.stopReading();
      readers.push(socket);
    }
    // Each switches its filter as fast as the message rate allows, every switch a change of
    // the whole list; the lobby answers one a second (docs/protocol.md, "Lobby").
    let peak = before;
    const end = Date.now() + 25_000;
    while (Date.now() < end && readers.some((r) => r.ws.readyState === r.ws.OPEN)) {
      for (const reader of readers) if (reader.ws.readyState === reader.ws.OPEN) for (let i = 0; i < 4; i++) reader.message("filter", { name: i % 2 === 0 ? OTHER : GAME });
      // (4 every 220 ms: just under the rate limit.)
      await new Promise((resolve) => setTimeout(resolve, 220));
      peak = Math.max(peak, await rssMb(pid()));
    }
    for (const reader of readers) expect(reader.ws.readyState).not.toBe(reader.ws.OPEN);
    expect(peak - before).toBeLessThan(64);

    // An honest visitor still gets the list.
    const seat = await matchmake(base, "joinOrCreate", "lobby", {}, "127.0.21.1");
    const visitor = await connect(base, seat.body, { from: "127.0.21.1" });
    sockets.push(visitor);
    await waitUntil(async () => visitor.frames.some((frame) => frame.byteLength > 60_000), "the list for a visitor");
  }, 90_000);
});

describe("5. creating tables", () => {
  test("a burst per address, then a few a minute; a cap per process; both with a clear error; memory bounded", async () => {
    const from = "127.0.5.1";
    const answers = [];
    for (let i = 0; i < 11; i++) {
      const answer = await matchmake(base, "create", GAME, { name: "Maker", private: true }, from);
      answers.push(answer);
      // The maker sits at each new table (an unconnected reservation counts on its own).
      if (answer.status === 200) sockets.push(await connect(base, answer.body, { from }));
    }
    expect(answers.slice(0, 8).map((a) => a.status)).toEqual(Array(8).fill(200));
    for (const refused of answers.slice(8)) {
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^too-many-new-tables: at most 4 new tables a minute from one address; try again in \d+ s$/);
    }

    // Fill the process up to its cap from many addresses, then one more.
    const before = await rssMb(pid());
    let refusal: any;
    for (let i = 0; i < 400 && refusal === undefined; i++) {
      const answer = await matchmake(base, "create", OTHER, { name: "Filler", private: true }, `127.0.50.${1 + Math.floor(i / 6)}`);
      if (answer.status !== 200) refusal = answer;
    }
    expect(refusal.status).toBe(503);
    expect(refusal.body.error).toMatch(/^too-many-tables: /);
    expect((await rssMb(pid())) - before).toBeLessThan(64);
    // Unconnected new tables close once their reservation lapses: the cap frees up.
    await waitUntil(async () => (await matchmake(base, "create", GAME, { name: "Later", private: true }, "127.0.5.9")).status === 200, "room again", 20_000);
  }, 60_000);
});

describe("6. the log", () => {
  test("refused joins and malformed frames log one short line at most, rate-limited, never a stack trace or the bytes", async () => {
    const start = server.output().length;
    const host = await openTable("127.0.6.1");
    for (let i = 0; i < 60; i++) {
      const answer = await matchmake(base, "create", GAME, { name: `<script>${i}` }, `127.0.6.${2 + (i % 50)}`);
      expect(answer.status).toBe(400);
    }
    for (let second = 0; second < 3; second++) {
      for (let i = 0; i < 15; i++) host.ws.send(Buffer.from([13, 0xc1, 0xc1, 0xff, 0x00, 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 1, 2, 3]));
      await new Promise((resolve) => setTimeout(resolve, 1_050));
    }
    await waitUntil(async () => host.errors.filter((e) => e.code === "bad-message").length >= 45, "45 bad-message errors");
    const written = server.output().slice(start);
    const logged = written.split("\n").filter((line) => line.trim() !== "");
    expect(logged.length).toBeLessThanOrEqual(20);
    for (const line of logged) {
      expect(line.length).toBeLessThan(400);
      expect(line).not.toMatch(/\n\s+at |<script>/);
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(written.length).toBeLessThan(6_000);
  }, 30_000);
});

describe("7. HTTP bodies", () => {
  /** Sends the headers, waits for the answer, then tries to send the body anyway. */
  function send(path: string, headers: Record<string, string>, totalBytes: number): Promise<{ status: number }> {
    return new Promise((resolve, reject) => {
      const req = request(`${base}${path}`, { method: "POST", headers });
      const timer = setTimeout(() => reject(new Error("no answer before the body")), 5_000);
      req.on("response", (res) => {
        clearTimeout(timer);
        res.resume();
        const chunk = Buffer.alloc(1024 * 1024, 0x61);
        for (let sent = 0; sent < totalBytes && !req.destroyed; sent += chunk.byteLength) if (!req.write(chunk)) break;
        setTimeout(() => req.destroy(), 200);
        resolve({ status: res.statusCode ?? 0 });
      });
      // Writing into a connection the server closed: expected once it answered.
      req.on("error", () => undefined);
      req.flushHeaders();
    });
  }

  test("a body over 4 KB is refused before it is read; one of unknown length too; memory stays bounded", async () => {
    const before = await rssMb(pid());
    const big = 50 * 1024 * 1024;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(`/matchmake/joinOrCreate/${GAME}`, { "content-type": "application/json", "content-length": String(big) }, big)),
    );
    for (const answer of answers) expect(answer.status).toBe(413);
    expect((await rssMb(pid())) - before).toBeLessThan(32);
    const chunked = await send(`/matchmake/create/${GAME}`, { "content-type": "application/json", "transfer-encoding": "chunked" }, 8 * 1024 * 1024);
    expect(chunked.status).toBe(411);
    // A body of the right size still works.
    expect((await matchmake(base, "create", GAME, { name: "Fine", private: true }, "127.0.7.1")).status).toBe(200);
    expect(await healthy(port)).toBe(true);
  }, 30_000);
});
