import { ServerError } from "@colyseus/core";
import { refusal } from "../log.js";

/** Refusals the SDK shows as `"<code>: <sentence>"`; the HTTP status tells proxies what kind. Logged rate-limited (log.ts). */
export function refuse(status: number, code: string, sentence: string): ServerError {
  refusal(code);
  return new ServerError(status, `${code}: ${sentence}`);
}
