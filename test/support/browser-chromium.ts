import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Where Chromium is looked for, in order, after $CHROMIUM_PATH. */
export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * The browser the end-to-end tests drive: the system's Chromium (Debian's `chromium`
 * package), never a downloaded one. Missing Chromium is a failure with a plain message,
 * never a skip: CI installs it (.ci/run), so a missing browser is a broken setup.
 */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  const found = CHROMIUM_CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found for the browser tests (looked at $CHROMIUM_PATH, ${CHROMIUM_CANDIDATES.join(", ")}). ` +
        "Install it with `apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Several tables run in one machine's tabs: keep every tab painting at full rate.
  "--disable-background-timer-throttling",
  "--disable-renderer-backgrounding",
  "--disable-backgrounding-occluded-windows",
];

/** Debian's Chromium with the flags above, for the browser tests and the benchmarks alike. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
