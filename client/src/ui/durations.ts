import type { Translate } from "../i18n/words.js";

const MINUTE = 60;
const HOUR = 60;
const DAY = 24;

/**
 * A duration in words that fit a long clock: "3 days", "1 day 3 h", "2 h 10 min", "10 min",
 * "45 s" (under a minute the seconds). Two units at most, rounded up in the smaller one, so
 * a clock never reads "0" before it has run out. Serves the clock choices and the time left.
 */
export function durationWords(ms: number, tr: Translate): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < MINUTE) return tr("time.seconds", { s: seconds });
  const minutes = Math.ceil(seconds / MINUTE);
  if (minutes < HOUR) return tr("time.minutes", { m: minutes });
  if (minutes < DAY * HOUR) {
    const [h, m] = [Math.floor(minutes / HOUR), minutes % HOUR];
    return m === 0 ? tr("time.hours", { h }) : tr("time.hoursMinutes", { h, m });
  }
  const hours = Math.ceil(minutes / HOUR);
  const [days, h] = [Math.floor(hours / DAY), hours % DAY];
  return h === 0 ? tr("time.days", { count: days }) : tr("time.daysHours", { count: days, h });
}

/** A clock choice: its seconds in words, or "no limit" for 0. */
export function clockWords(seconds: number, tr: Translate): string {
  return seconds === 0 ? tr("time.noLimit") : durationWords(seconds * 1000, tr);
}
