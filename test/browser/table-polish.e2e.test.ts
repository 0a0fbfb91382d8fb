/**
 * What a new player sees and taps, at a laptop's 1280×800 and a phone's 390×844 (issue 15),
 * one game per test on one server and one browser. The player's page is checked at both
 * sizes at the same moment of the game (the page is resized): no two targets overlap, no
 * text under 12 px, no text over another, every target on screen, none under 44 px on the
 * phone (test/support/layout-checks.ts). And what each game's choices must do, from its
 * browser kit (test/support/games/<id>/browser.ts): DOG's 7 held, undone and confirmed;
 * Frontline's decline asked once; Dog Eat Dog's last Pass said and asked once; Deathtrap's
 * Scores row on a phone... The other seats are programmatic players over the protocol.
 * Screenshots land in test/artifacts/polish-<game>-*.png.
 */
import { describe, test } from "@jest/globals";
import { gameList } from "@tablee/shared";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";
import { browserKitOf } from "../support/games/browser-kit.ts";
import { LAPTOP_1280, layoutProblems, PHONE_390, resizeTo } from "../support/layout-checks.ts";

/** The deals the games' looks are written for: DOG's host gets two 7s and two Aces in the first deal. */
const SEED = "polish-144";

const suite = ui.browserSuite("polish", { seed: SEED });
const kits = await Promise.all(gameList.map(({ facts }) => browserKitOf(facts.id)));

/** Every layout problem of the page at both sizes, the laptop's first; the page ends at `end`'s size. */
async function bothSizes(page: Page, shot: string, end: "laptop" | "phone" = "laptop"): Promise<string[]> {
  await resizeTo(page, LAPTOP_1280.viewport);
  const problems = (await layoutProblems(page, { phone: false })).map((p) => `1280: ${p}`);
  await suite.shot(page, `${shot}-1280`);
  await resizeTo(page, PHONE_390.viewport);
  problems.push(...(await layoutProblems(page, { phone: true })).map((p) => `390: ${p}`));
  await suite.shot(page, `${shot}-390`);
  if (end === "laptop") await resizeTo(page, LAPTOP_1280.viewport);
  return problems;
}


/** Clicks `label` and waits for the page's choices to change; returns them. */
async function press(page: Page, label: string, how: ui.Press = "mouse", { last = false } = {}): Promise<string[]> {
  const before = await ui.canvasLabels(page);
  if (!before.includes(label)) throw new Error(`no ${label} among ${JSON.stringify(before)}`);
  await ui.clickLabel(page, label, how);
  const after = await ui.labelsChange(page, before);
  // A press that sends an action takes the choices away until the table answers: the next
  // ones are those the answer brings. After the turn's `last` press, none may come.
  if (last || after.length > 0) return after;
  return ui.labelsWhere(page, (l) => l.length > 0, `the choices after ${label}`);
}

describe("the tables at 1280×800 and 390×844", () => {
  for (const { polish } of kits) {
    test(polish.title, () => polish.run({ suite, bothSizes, press }), ui.BROWSER_TEST_MS);
  }
});
