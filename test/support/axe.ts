import axe from "axe-core";
import type { Page } from "playwright-core";

/**
 * axe-core's checks with its default rules on a page as it stands, one line per violation:
 * the rule, then the elements that break it (their CSS paths), so that a failing test says
 * what is wrong and where. The script is evaluated over the DevTools protocol, which no page
 * policy blocks; it stays in the page for the next call.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const run = (globalThis as unknown as { axe: typeof axe }).axe.run;
    const result = await run((globalThis as any).document);
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((node) => node.target.join(" ")) }));
  });
  return violations.map((v) => `${v.id} (${v.help}): ${v.targets.join(" | ")}`);
}
