import type { QuietHours } from "../store/push-store.js";

/**
 * A player's quiet hours (docs/protocol.md, "Push"): from and to, "HH:MM" on a 24-hour clock in
 * an IANA time zone; to before from runs over midnight (22:00–08:00). Pure: the notifier asks
 * whether a moment is quiet with the server's clock.
 */
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

let zones: Set<string> | undefined;

/** The IANA zone names this runtime knows (canonical ones, and UTC). */
function knownZone(zone: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC", "Etc/UTC"]);
  if (zones.has(zone)) return true;
  // An alias the runtime resolves (Europe/Kiev, US/Eastern) is a zone too; an offset is not.
  try {
    return ZONE.test(zone) && zones.has(new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** The quiet hours asked for, or why they are refused. */
export function checkQuiet(raw: { from: string; to: string; timeZone: string }): QuietHours | { error: string } {
  if (!TIME.test(raw.from) || !TIME.test(raw.to)) return { error: "from and to are times of day, HH:MM on a 24-hour clock" };
  if (raw.from === raw.to) return { error: "quiet hours end at another time than they start" };
  if (!ZONE.test(raw.timeZone) || !knownZone(raw.timeZone)) return { error: "timeZone is an IANA time zone, such as Europe/Zurich" };
  return { from: raw.from, to: raw.to, timeZone: raw.timeZone };
}

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The minute of the day at `now` in the zone. */
function localMinute(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

/** Whether `now` falls in the quiet hours (from included, to not). */
export function isQuiet(quiet: QuietHours | null, now: number): boolean {
  if (quiet === null) return false;
  const at = localMinute(now, quiet.timeZone);
  const from = minutes(quiet.from);
  const to = minutes(quiet.to);
  return from < to ? at >= from && at < to : at >= from || at < to;
}
