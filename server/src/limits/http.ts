import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { refusal } from "../log.js";
import { limits } from "./limits.js";

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORWARDED = ["x-forwarded-for", "x-real-ip", "x-client-ip"];

/**
 * Runs before every HTTP listener (the matchmaking routes and the static client):
 * - a request body above `httpBodyBytes`, or one whose size is not declared, is refused
 *   before a byte of it is read;
 * - the client's address is the socket's, unless `trustProxy` says a reverse proxy in front
 *   sets X-Forwarded-For: Colyseus reads those headers first, and a client must not choose
 *   the address its budgets are charged to.
 */
export function guardHttp(server: Server, trustProxy: boolean): void {
  server.requestTimeout = limits.httpRequestMs;
  server.headersTimeout = Math.min(server.headersTimeout, limits.httpRequestMs);
  const emit = server.emit;
  server.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (!admit(req, res, trustProxy)) return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<Server["emit"]>);
  } as Server["emit"];
}

function admit(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): boolean {
  if (!trustProxy) {
    for (const header of FORWARDED) delete req.headers[header];
    req.headers["x-real-ip"] = req.socket.remoteAddress ?? "";
  }
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

function reject(res: ServerResponse, status: number, code: string, sentence: string): false {
  refusal(code);
  // Close rather than drain: the rest of the body is never read.
  res.writeHead(status, { "content-type": "application/json", connection: "close" });
  res.end(JSON.stringify({ code: status, error: `${code}: ${sentence}` }));
  return false;
}
