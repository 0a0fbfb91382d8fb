import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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
 * The browser tests run the built client, as `npm start` serves it, with the tests' own game
 * in it (TABLEE_EXTRA_GAMES, jest.config.js). `npm test` builds it first; run alone, a test
 * rebuilds it when a source (client, its public files, shared, an added game) is newer than
 * the build, or when the build was made for other games (a stamp in the build says which), so
 * it never tests stale code.
 */
export function ensureClientBuilt(): void {
  const index = join(CLIENT_DIST, "index.html");
  const stamp = join(CLIENT_DIST, "added-games.txt");
  const added = process.env.TABLEE_EXTRA_GAMES ?? "";
  const sources = Math.max(
    newest(join(CLIENT, "src")),
    // The files copied as they are: the service worker's push handlers among them.
    newest(join(CLIENT, "public")),
    newest(join(CLIENT, "index.html")),
    newest(join(CLIENT, "vite.config.ts")),
    newest(join(ROOT, "shared", "src")),
    ...added.split(",").filter((folder) => folder.trim() !== "").map((folder) => newest(folder.trim())),
  );
  const builtFor = existsSync(stamp) ? readFileSync(stamp, "utf8") : null;
  if (existsSync(index) && statSync(index).mtimeMs >= sources && builtFor === added) return;
  execFileSync(process.execPath, [join(ROOT, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], {
    cwd: CLIENT,
    // Jest sets NODE_ENV=test, which would make Vite build a development bundle.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  writeFileSync(stamp, added);
}
