import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CLIENT = join(ROOT, "client");
export const CLIENT_DIST = join(CLIENT, "dist");

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/**
 * The browser tests run the built client, as `npm start` serves it. `npm test` builds it
 * first; run alone, a test rebuilds it when a source (client or shared) is newer than the
 * build, so it never tests stale code.
 */
export function ensureClientBuilt(): void {
  const index = join(CLIENT_DIST, "index.html");
  const sources = Math.max(
    newest(join(CLIENT, "src")),
    newest(join(CLIENT, "index.html")),
    newest(join(CLIENT, "vite.config.ts")),
    newest(join(ROOT, "shared", "src")),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  execFileSync(process.execPath, [join(ROOT, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], {
    cwd: CLIENT,
    // Jest sets NODE_ENV=test, which would make Vite build a development bundle.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
