import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "@jest/globals";
import { ROOT } from "../support/server-process.ts";

/** Every ruling id a test names is written in the repo (docs/rulings.md), and every ruling there is tested. */
const RULING = /\b(?:DOG|DD|DED|FL)-\d+\b/g;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "artifacts") return [];
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

const written = new Set([...readFileSync(join(ROOT, "docs", "rulings.md"), "utf8").matchAll(/\*\*((?:DOG|DD|DED|FL)-\d+)\*\*/g)].map((m) => m[1]));
const cited = new Map<string, string>();
for (const file of testFiles(join(ROOT, "test"))) {
  for (const [id] of readFileSync(file, "utf8").matchAll(RULING)) if (!cited.has(id)) cited.set(id, file.slice(ROOT.length));
}

describe("the rulings the tests defend", () => {
  it("are each written in docs/rulings.md", () => {
    const missing = [...cited].filter(([id]) => !written.has(id)).map(([id, file]) => `${id} (cited in ${file})`);
    expect(missing).toEqual([]);
  });

  it("are each defended by a test", () => {
    expect([...written].filter((id) => !cited.has(id))).toEqual([]);
    expect(written.size).toBeGreaterThanOrEqual(40);
  });
});
