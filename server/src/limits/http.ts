import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { matchMaker, type ServerError } from "@colyseus/core";
import { refusal } from "../log.js";
import { clientAddress, trustFrom, type TrustProxy } from "./address.js";
import { ConnectionCount } from "./connections.js";
import { limits } from "./limits.js";

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORWARDED = ["x-forwarded-for", "x-real-ip", "x-client-ip"];

/**
 * Runs before every HTTP listener (the matchmaking routes, the static client and WebSocket
 * upgrades):
 * - connections per client address are capped (connections.ts);
 * - a request body above `httpBodyBytes`, or one whose size is not declared, is refused
 *   before a byte of it is read;
 * - the client's address is the one the trusted hops tell (address.ts), handed on as the only
 *   X-Real-IP: Colyseus takes a client's address from X-Real-IP or X-Forwarded-For before the
 *   socket's, and a client must not choose the address its budgets are charged to;
 * - `before` may hold a request back until something is ready (a sleeping table woken for a
 *   join to its id), or refuse it (a refusal made by `refuse`, already logged).
 */
export type Before = (req: IncomingMessage, address: string) => Promise<ServerError | undefined> | undefined;

export function guardHttp(server: Server, trustProxy: TrustProxy, before: Before = () => undefined): void {
  const trust = trustFrom(trustProxy);
  const connections = new ConnectionCount(trust);
  connections.watch(server);
  server.requestTimeout = limits.httpRequestMs;
  server.headersTimeout = Math.min(server.headersTimeout, limits.httpRequestMs);
  const emit = server.emit;
  server.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const address = clientAddress(req, trust);
      setAddress(req, address);
      if (!admit(req, res)) return true;
      const ready = before(req, address);
      if (ready !== undefined) {
        void ready.then(
          (refused) => (refused ? answer(req, res, refused) : emit.apply(this, [event, ...args] as unknown as Parameters<Server["emit"]>)),
          () => emit.apply(this, [event, ...args] as unknown as Parameters<Server["emit"]>),
        );
        return true;
      }
    } else if (event === "upgrade") {
      const [req, socket] = args as [IncomingMessage, Socket];
      const address = clientAddress(req, trust);
      setAddress(req, address);
      if (!connections.upgrade(socket, address)) {
        socket.end("HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
        socket.destroySoon();
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<Server["emit"]>);
  } as Server["emit"];
}

function setAddress(req: IncomingMessage, address: string): void {
  for (const header of FORWARDED) delete req.headers[header];
  req.headers["x-real-ip"] = address;
}

function admit(req: IncomingMessage, res: ServerResponse): boolean {
  if (!WITH_BODY.has(req.method ?? "GET")) return true;
  const declared = req.headers["content-length"];
  if (declared === undefined) {
    if (req.headers["transfer-encoding"] === undefined) return true;
    return reject(res, 411, "length-required", "a request body must declare its length");
  }
  if (Number(declared) > limits.httpBodyBytes) {
    return reject(res, 413, "body-too-large", `a request body is at most ${limits.httpBodyBytes / 1024} KB`);
  }
  return true;
}

/**
 * The body of a request the guard let through (at most `httpBodyBytes`, its length declared),
 * read whole and left on `req.body` as body-parser leaves it: Colyseus's router then takes
 * that instead of the stream. "" when there is none, or when the request ends before it.
 */
export function readBody(req: IncomingMessage): Promise<string> {
  const held = (req as { body?: unknown }).body;
  if (typeof held === "string") return Promise.resolve(held);
  if (Number(req.headers["content-length"] ?? 0) === 0 || req.complete) return Promise.resolve("");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (text !== "") (req as { body?: string }).body = text;
      resolve(text);
    });
    req.once("error", () => resolve(""));
    req.once("close", () => resolve(""));
  });
}

/** A matchmaking call refused before Colyseus saw it, in Colyseus's own shape (and CORS headers). */
function answer(req: IncomingMessage, res: ServerResponse, refused: ServerError): void {
  const cors = { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders(new Headers(req.headers as Record<string, string>)) };
  const body = JSON.stringify({ code: refused.code, error: refused.message });
  res.writeHead(refused.code, { ...cors, "content-type": "application/json", "content-length": Buffer.byteLength(body), ...(req.complete ? {} : { connection: "close" }) });
  res.end(body);
}

function reject(res: ServerResponse, status: number, code: string, sentence: string): false {
  refusal(code);
  // Close rather than drain: the rest of the body is never read.
  res.writeHead(status, { "content-type": "application/json", connection: "close" });
  res.end(JSON.stringify({ code: status, error: `${code}: ${sentence}` }));
  return false;
}
