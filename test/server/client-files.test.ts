/**
 * The server serves the built client's files compressed (gzip or brotli) to a browser that
 * takes it (a phone on a slow network waits for a fraction of the bytes), and plain to one
 * that does not.
 */
import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { get, type IncomingHttpHeaders } from "node:http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { TableServer } from "@tablee/server";
import { startServer } from "../support/start-server.ts";

// A script long enough to be worth compressing, as the built chunks are.
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;

/** The response as it came over the wire: its headers and its bytes, not unpacked. */
function raw(url: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

let dir: string;
let server: TableServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "tablee-client-"));
  await writeFile(join(dir, "index.html"), "<!doctype html><title>Tablée</title>");
  await writeFile(join(dir, "chunk.js"), SCRIPT);
  server = await startServer({ clientDir: dir, logLevel: "warn" });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the client's files", () => {
  test("a browser that takes gzip gets a script gzipped, one that takes brotli too gets brotli; the same bytes once unpacked", async () => {
    for (const [accepted, encoding, unpack] of [
      ["gzip", "gzip", gunzipSync],
      ["gzip, deflate, br", "br", brotliDecompressSync],
    ] as const) {
      const { status, headers, body } = await raw(`${server.url}/chunk.js`, accepted);
      expect(status).toBe(200);
      expect(headers["content-encoding"]).toBe(encoding);
      expect(headers["content-type"]).toMatch(/javascript/);
      expect(body.length).toBeLessThan(SCRIPT.length / 3);
      expect(unpack(body).toString("utf8")).toBe(SCRIPT);
    }
  });

  test("a client that asks for no encoding gets the file as it is", async () => {
    const { status, headers, body } = await raw(`${server.url}/chunk.js`, "identity");
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString("utf8")).toBe(SCRIPT);
  });
});
