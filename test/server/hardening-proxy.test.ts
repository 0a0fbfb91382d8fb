import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import type { IncomingMessage } from "node:http";
import WebSocket from "ws";
import { defaultLimits, type TableServer } from "@tablee/server";
import { aGame } from "@tablee/shared";
import { clientAddress, trustFrom } from "../../server/src/limits/address.ts";
import { connect, matchmake, type RawSocket } from "../support/raw-client.ts";
import { startServer } from "../support/server-harness.ts";
import { buildServer, freePort, healthy, startServerProcess, waitUntil } from "../support/server-process.ts";

/**
 * Behind a reverse proxy (TRUST_PROXY): the client is the address the trusted hops name,
 * never one the client wrote itself. The server here trusts one hop, as `TRUST_PROXY=1`:
 * 127.0.12.1 plays the proxy, which appends the address it saw to X-Forwarded-For.
 */

/** The lobby's first game: the tables here are its. */
const GAME = aGame().facts.id;
const CONNECTIONS = 12;
let server: TableServer;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  server = await startServer({ trustProxy: 1, limits: { ...defaultLimits, connectionsPerAddress: CONNECTIONS } });
});
afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  await server.close();
});

const PROXY = "127.0.12.1";

/** What the proxy forwards for `client`: whatever the client sent, then the address it saw. */
function forwarded(client: string, sent: string): Record<string, string> {
  return { "x-forwarded-for": `${sent}, ${client}`, "x-real-ip": sent, "x-client-ip": sent };
}

describe("TRUST_PROXY=1", () => {
  test("a client that writes a new X-Forwarded-For or X-Real-IP each time is still one address: its creation budget runs out", async () => {
    const answers = [];
    for (let i = 0; i < defaultLimits.tablesBurst + 2; i++) {
      const headers = forwarded("10.1.1.1", `203.0.113.${i + 1}`);
      const answer = await matchmake(server.url, "create", GAME, { name: "Maker", private: true }, PROXY, headers);
      answers.push(answer);
      // The maker sits at each new table: unconnected reservations have a budget of their own.
      if (answer.status === 200) sockets.push(await connect(server.url, answer.body, { from: PROXY, headers }));
    }
    expect(answers.slice(0, defaultLimits.tablesBurst).map((a) => a.status)).toEqual(Array(defaultLimits.tablesBurst).fill(200));
    for (const refused of answers.slice(defaultLimits.tablesBurst)) expect(refused.body.error).toMatch(/^too-many-new-tables: /);
    // Another client behind the same proxy has a budget of its own.
    expect((await matchmake(server.url, "create", GAME, { name: "Other", private: true }, PROXY, forwarded("10.1.1.2", "203.0.113.1"))).status).toBe(200);
  });

  test("WebSockets through the proxy are counted per client address, not per proxy", async () => {
    const port = new URL(server.url).port;
    /** A WebSocket upgrade through the proxy for `client`: 101 when it opens, else the refusal's status. */
    const held: WebSocket[] = [];
    const open = (client: string): Promise<number> =>
      new Promise((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { localAddress: PROXY, headers: forwarded(client, "203.0.113.9") });
        held.push(ws);
        ws.once("open", () => resolve(101));
        ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
        ws.once("error", () => resolve(0));
      });
    for (let i = 0; i < CONNECTIONS; i++) expect(await open("10.2.2.2")).toBe(101);
    expect(await open("10.2.2.2")).toBe(429);
    expect(await open("10.2.2.3")).toBe(101);
    for (const ws of held) ws.terminate();
  });
});

describe("the setting's meaning (Express's trust proxy)", () => {
  const req = (socket: string, xff?: string): IncomingMessage => ({ socket: { remoteAddress: socket }, headers: xff === undefined ? {} : { "x-forwarded-for": xff } }) as unknown as IncomingMessage;

  test("a hop count trusts that many addresses from the right, the socket's included", () => {
    expect(clientAddress(req("10.0.0.1", "6.6.6.6, 1.2.3.4"), trustFrom(1))).toBe("1.2.3.4");
    expect(clientAddress(req("10.0.0.1", "6.6.6.6, 1.2.3.4, 10.0.0.2"), trustFrom(2))).toBe("1.2.3.4");
    expect(clientAddress(req("10.0.0.1", "6.6.6.6"), trustFrom(undefined))).toBe("10.0.0.1");
    expect(clientAddress(req("10.0.0.1", "6.6.6.6"), trustFrom(0))).toBe("10.0.0.1");
  });

  test("a list of addresses and subnets trusts those proxies only", () => {
    const trust = trustFrom("10.0.0.0/8, 192.168.1.7");
    expect(clientAddress(req("10.0.0.1", "6.6.6.6, 1.2.3.4, 192.168.1.7"), trust)).toBe("1.2.3.4");
    // Not from a trusted proxy: the header is the client's own, and ignored.
    expect(clientAddress(req("1.2.3.4", "6.6.6.6"), trust)).toBe("1.2.3.4");
    expect(clientAddress(req("127.0.0.1", "6.6.6.6"), trustFrom("loopback"))).toBe("6.6.6.6");
    expect(() => trustFrom("not-an-address")).toThrow();
  });
});

describe("TRUST_PROXY in the environment (npm start)", () => {
  test("the proxies' addresses: a client behind them is the address they name; a setting that is not addresses stops the start", async () => {
    buildServer();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = startServerProcess(port, { TRUST_PROXY: "127.0.12.0/24", TABLES_BURST: "2", RESERVATIONS_PER_ADDRESS: "100" });
    try {
      await waitUntil(() => healthy(port), "the server process");
      const create = (from: string, client: string) => matchmake(base, "create", GAME, { name: "Maker", private: true }, from, forwarded(client, "203.0.113.1"));
      expect((await create(PROXY, "10.3.3.3")).status).toBe(200);
      expect((await create(PROXY, "10.3.3.3")).status).toBe(200);
      expect((await create(PROXY, "10.3.3.3")).body.error).toMatch(/^too-many-new-tables: /);
      expect((await create(PROXY, "10.3.3.4")).status).toBe(200);
      // Not a trusted proxy: its headers are its own, it is charged for itself.
      expect((await create("127.0.13.1", "10.3.3.4")).status).toBe(200);
      expect((await create("127.0.13.1", "10.3.3.5")).status).toBe(200);
      expect((await create("127.0.13.1", "10.3.3.6")).body.error).toMatch(/^too-many-new-tables: /);
    } finally {
      child.process.kill("SIGKILL");
      await child.exited;
    }
    const wrong = startServerProcess(await freePort(), { TRUST_PROXY: "the proxy" });
    expect(await wrong.exited).toBe(2);
    expect(wrong.output()).toMatch(/TRUST_PROXY must be/);
  }, 60_000);

  test("a hop count on a port open on every interface is warned of at start; the proxy's address, or one interface, is not", async () => {
    buildServer();
    /** The warnings a server process logs by the time it answers, with these settings. */
    const warnings = async (env: Record<string, string>): Promise<any[]> => {
      const port = await freePort();
      const child = startServerProcess(port, { LOG_LEVEL: "info", ...env });
      try {
        await waitUntil(() => healthy(port), "the server process");
        // The warning comes before the line that says the server listens.
        await waitUntil(async () => child.output().includes("Tablée listening"), "the server's first lines");
        const lines = child.output().split("\n").filter((line) => line.trim().startsWith("{")).map((line) => JSON.parse(line));
        return lines.filter((line) => line.level === 40 && /TRUST_PROXY/.test(line.msg));
      } finally {
        child.process.kill("SIGKILL");
        await child.exited;
      }
    };
    const [warned] = await warnings({ TRUST_PROXY: "1", HOST: "0.0.0.0" });
    expect(warned).toMatchObject({ trustProxy: 1, host: "0.0.0.0" });
    expect(warned.msg).toMatch(/hop count.*every interface.*X-Forwarded-For.*the proxy's address/);
    expect(await warnings({ TRUST_PROXY: "true", HOST: "0.0.0.0" })).toHaveLength(1);
    expect(await warnings({ TRUST_PROXY: "127.0.12.1", HOST: "0.0.0.0" })).toEqual([]);
    expect(await warnings({ TRUST_PROXY: "1", HOST: "127.0.0.1" })).toEqual([]);
  }, 90_000);
});
