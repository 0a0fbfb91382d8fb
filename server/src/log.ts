import { pino, type Logger } from "pino";

/**
 * One structured line per event (JSON, pino), level from LOG_LEVEL (default info).
 * Refusals that anyone on the internet can cause (a bad name, a malformed frame, a flood)
 * are expected: they log one short line at most, and at most `burst` of a kind per window,
 * so that a hostile client cannot turn our log into its amplifier.
 */
export const log: Logger = pino({
  level: process.env.LOG_LEVEL || "info",
  base: { pid: process.pid },
});

const WINDOW_MS = 10_000;
const BURST = 5;
const MAX_TEXT = 160;

/** Per kind: when its window closes, and how many lines it had so far. */
const windows = new Map<string, { until: number; count: number }>();

type Level = "info" | "warn" | "error";

/**
 * Logs one line, rate-limited per `kind`: past BURST lines in a window the rest are
 * counted, and the next window opens with one line saying how many.
 */
export function limited(level: Level, kind: string, fields: Record<string, unknown>, message: string): void {
  const now = Date.now();
  let window = windows.get(kind);
  if (window === undefined || now >= window.until) {
    const dropped = window ? window.count - BURST : 0;
    if (dropped > 0) log[level]({ kind, dropped }, "similar lines not logged");
    if (windows.size > 1_000) windows.clear();
    window = { until: now + WINDOW_MS, count: 0 };
    windows.set(kind, window);
  }
  if (++window.count <= BURST) log[level]({ kind, ...fields }, message);
}

/** An expected refusal: something a client sent that the server turned down. */
export function refusal(kind: string, fields: Record<string, unknown> = {}): void {
  limited("info", kind, fields, "refused");
}

/** A sender's text, cut short and made printable: a log line never carries a payload. */
export function brief(text: unknown): string {
  const line = String(text).split("\n", 1)[0];
  return line.length > MAX_TEXT ? `${line.slice(0, MAX_TEXT)}…` : line;
}

/**
 * What Colyseus logs goes through here. Its errors for refused joins and undecodable frames
 * carry stack traces and the sender's bytes; we keep the first line, rate-limited.
 */
const line = (args: unknown[]): string => brief(args.map(String).join(" "));
export const colyseusLogger = {
  debug: (...args: unknown[]) => log.debug(line(args)),
  trace: (...args: unknown[]) => log.trace(line(args)),
  info: (...args: unknown[]) => log.info(line(args)),
  warn: (...args: unknown[]) => limited("warn", "colyseus", {}, line(args)),
  error: (...args: unknown[]) => limited("warn", "colyseus", {}, line(args)),
};
