/**
 * Every table on the smallest phones, upright (360×640) and on its side (640×360), at a
 * decision where the board itself is what the player picks from (issues 14 and 15), which
 * each game's browser kit reaches (test/support/games/<id>/browser.ts: a DOG marble,
 * Frontline's squares and pyramids, a Dog Eat Dog target pile, a Deathtrap card...).
 * Each look is checked with test/support/layout-checks.ts: targets at least 44 px, inside the
 * canvas and the window, none over another, no text under 12 px or over another text; and in
 * English, French and German every label drawn into a box reads whole, not cut with "…" nor
 * wider than its box (issue 28). The page does not scroll sideways either. One browser and
 * one server for the file; the other seats are programmatic players. Screenshots:
 * test/artifacts/phone-<game>-<size>[-<lang>].png.
 */
import { describe, test } from "@jest/globals";
import { gameList } from "@tablee/shared";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";
import { browserKitOf } from "../support/games/browser-kit.ts";
import { cutLabels, LANGUAGES, layoutProblems, PHONE_360, PHONE_640, resizeTo, speak } from "../support/layout-checks.ts";

/** The deals the games' looks are written for (table-polish's seed). */
const suite = ui.browserSuite("phone", { seed: "polish-144" });
const kits = await Promise.all(gameList.map(({ facts }) => browserKitOf(facts.id)));

/** The page's problems at both phone sizes, screenshots named after `game`; the page ends at 360×640. */
async function phoneSizes(page: Page, game: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, size] of [["640x360", PHONE_640.viewport], ["360x640", PHONE_360.viewport]] as const) {
    await resizeTo(page, size);
    problems.push(...(await layoutProblems(page, { phone: true })).map((p) => `${name}: ${p}`));
    const sideways = await page.evaluate(() => {
      const root = (globalThis as any).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    if (sideways > 0) problems.push(`${name}: the page scrolls sideways by ${sideways} px`);
    await suite.shot(page, `${game}-${name}`);
    for (const lang of [...LANGUAGES.filter((l) => l !== "en"), "en"]) {
      await speak(page, lang);
      problems.push(...(await cutLabels(page)).map((p) => `${name} ${lang}: ${p}`));
      if (lang !== "en" && name === "360x640") await suite.shot(page, `${game}-${name}-${lang}`);
    }
  }
  return problems;
}

/** Plays the page's turns, by the first label matching a preference, until `done`. */
async function playUntil(page: Page, done: () => Promise<boolean>, preference: RegExp[], ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    const labels = await ui.canvasLabels(page);
    if (Date.now() > until) throw new Error(`not reached in ${ms / 1000} s; labels ${JSON.stringify(labels)}`);
    const next = preference.map((p) => labels.find((l) => p.test(l))).find((l) => l !== undefined);
    if (next === undefined) {
      await page.waitForTimeout(100);
      continue;
    }
    await ui.clickLabel(page, next, "enter");
    await ui.labelsChange(page, labels).catch(() => undefined);
  }
}


/** Clicks `label` and waits for the page's choices to change; returns them. */
async function press(page: Page, label: string): Promise<string[]> {
  const before = await ui.canvasLabels(page);
  if (!before.includes(label)) throw new Error(`no ${label} among ${JSON.stringify(before)}`);
  await ui.clickLabel(page, label, "enter");
  // The buttons go while the press waits for the server's answer; what it offers next comes after.
  const after = await ui.labelsChange(page, before);
  return after.length > 0 ? after : ui.labelsWhere(page, (l) => l.length > 0, `the choices after ${label}`);
}

describe("the tables at 360×640 and 640×360", () => {
  for (const { phone } of kits) {
    test(phone.title, () => phone.run({ suite, phoneSizes, press, playUntil }), ui.BROWSER_TEST_MS);
  }
});
