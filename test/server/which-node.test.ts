import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "@jest/globals";
import { buildServer, ROOT } from "../support/server-process.ts";

/**
 * The README's two commands work whatever Node the machine has: npm scripts run on the Node of
 * the project's `node` devDependency, not on the first `node` of the machine's PATH. The machine
 * here is played by a `node` that says it is 20 and cannot run the server (as Node 20 cannot:
 * it has no node:sqlite).
 */
const oldNodeDir = mkdtempSync(join(tmpdir(), "old-node-"));
const oldNode = join(oldNodeDir, "node");
writeFileSync(
  oldNode,
  `#!/bin/sh
case "$1" in
  -v|--version) echo v20.20.2 ;;
  -p|-e) echo 20.20.2 ;;
  *) echo "Error [ERR_UNKNOWN_BUILTIN_MODULE]: No such built-in module: node:sqlite" >&2; exit 1 ;;
esac
`,
);
chmodSync(oldNode, 0o755);
afterAll(() => rmSync(oldNodeDir, { recursive: true, force: true }));

/** npm's own script, run by this test's Node: only the scripts' `node` is in question. */
function npmCli(): string {
  const fromNpm = process.env.npm_execpath;
  if (fromNpm && fromNpm.endsWith(".js")) return fromNpm;
  const onPath = execFileSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).trim();
  return realpathSync(onPath);
}

function npm(args: string[]): string {
  return execFileSync(process.execPath, [npmCli(), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, PATH: `${oldNodeDir}${delimiter}${process.env.PATH}` },
  }).trim();
}

describe("the Node that npm scripts run on", () => {
  it("is the project's own Node 22+ even when the machine's node is older", () => {
    // The fake is what the machine's PATH finds first: the check itself is not vacuous.
    expect(execFileSync("sh", ["-c", "node -v"], { encoding: "utf8", env: { ...process.env, PATH: `${oldNodeDir}${delimiter}${process.env.PATH}` } }).trim()).toBe("v20.20.2");
    const version = npm(["exec", "--offline", "-c", "node -p process.versions.node"]);
    expect(Number(version.split(".")[0])).toBeGreaterThanOrEqual(22);
    // and it has the built-in the embedded store needs
    expect(npm(["exec", "--offline", "-c", `node -e "import('node:sqlite').then(() => console.log('sqlite'))"`])).toBe("sqlite");
  });

  it("runs `npm start` and `npm test` through npm's scripts, which put that Node first", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(scripts.start).toMatch(/^npm run build && node /);
    expect(scripts.test).toMatch(/^npm run typecheck && npm test /);
  });
});

describe("the built server run by hand on an older Node", () => {
  it("stops at once with one line naming the Node it needs, before loading anything", () => {
    buildServer();
    // This Node passes for 20.20.2: what a machine's own Node 20 would report.
    const olderNode = `data:text/javascript,Object.defineProperty(process,"version",{value:"v20.20.2"});Object.defineProperty(process,"versions",{value:{...process.versions,node:"20.20.2"}})`;
    const run = spawnSync(process.execPath, ["--import", olderNode, "server/dist/main.js"], { cwd: ROOT, encoding: "utf8", env: { ...process.env, PORT: "0", DATA_DIR: oldNodeDir } });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("22.13");
    expect(lines[0]).toContain("v20.20.2");
    expect(run.stdout).toBe("");
  });
});
