/**
 * The replay page (#/replay/<id>, docs/protocol.md "Replays"): a Dog Eat Dog game between two
 * programmatic players, watched by a page. While it runs, its replay shows the steps so far
 * and no "view as" choice; once it is over, the spectator's game-over card and the lobby's
 * "My tables" lead to the replay, which steps and jumps (buttons, slider, the log, the
 * keyboard). Dog Eat Dog hides nothing: no seat to view as and no word about cards, ever
 * (issue 28; a game with hands: test/client/replay-steps.test.ts). An unknown table says so.
 *
 * Needs Chromium (see test/support/browser-chromium.ts); builds the client when its sources
 * are newer than client/dist.
 */
import { expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import * as ui from "../support/browser-table.ts";
import { playOut } from "../support/table-play.ts";

const suite = ui.browserSuite("replay");

async function stageStep(page: Page): Promise<number> {
  return Number(await page.locator(".stage").getAttribute("data-step"));
}

/** The steps the list of moves covers, all its entries together (a move may take several). */
async function listedSteps(page: Page): Promise<number[]> {
  const lists = await page.$$eval(".replay-step", (nodes) => nodes.map((node: any) => String(node.dataset.steps ?? "")));
  return lists.flatMap((list) => list.split(" ").map(Number));
}

async function untilStep(page: Page, step: number): Promise<void> {
  await page.locator(`.stage[data-step="${step}"]`).waitFor({ timeout: 10_000 });
}

test("a game's replay: the steps so far while it runs, every seat's view once it is over", async () => {
  const { tableId, seated } = await ui.startedDuel(suite);
  const spectator = await suite.page(ui.STILL);
  await ui.watchTable(spectator, `${suite.server.url}/#/watch/${tableId}`);

  // ---- while the game runs
  const played = await playOut(seated, [], "replay-1", { maxActions: 4 });
  const page = await suite.page();
  await page.goto(`${suite.server.url}/#/replay/${tableId}`);
  await page.waitForSelector(".stage[data-table-ready]", { timeout: 30_000 });
  // The address names the game shown, so that it stays that game after a rematch.
  expect(page.url()).toBe(`${suite.server.url}/#/replay/${tableId}/1`);
  expect(await listedSteps(page)).toEqual(Array.from({ length: played + 1 }, (_, i) => i));
  expect(await page.getByLabel(en["replay.viewAs"]).count()).toBe(0);
  // Dog Eat Dog hides nothing: no word about seats or cards, while it runs or once over.
  expect(await page.locator(".replay-note").isVisible()).toBe(false);
  expect(await stageStep(page)).toBe(0);
  await page.getByRole("button", { name: en["replay.next"] }).click();
  await untilStep(page, 1);
  expect(await page.locator(".replay-status").textContent()).toContain(`Move 1 of ${played}`);
  await suite.shot(page, "01-in-progress");

  // ---- over
  await playOut(seated, [], "replay-2");
  expect(seated[0].state.phase).toBe("over");
  const moves = seated[0].state.moves as number;
  await spectator.locator('.board-overlay[data-phase="over"]:not([hidden])').waitFor({ timeout: 20_000 });
  const fromCard = spectator.locator(".overlay-card [data-action=replay]");
  expect(await fromCard.getAttribute("href")).toBe(`/#/replay/${tableId}`);
  // In the same tab (the replay has a way back to the table).
  expect(await fromCard.getAttribute("target")).toBeNull();

  // The spectator's lobby lists the table as finished, with its replay.
  await spectator.goto(suite.server.url);
  const row = spectator.locator(`.my-tables [data-table="${tableId}"]`);
  await row.waitFor();
  expect(await row.getAttribute("data-status")).toBe("over");
  expect(await row.textContent()).toContain("watching");
  await row.getByRole("link", { name: en["lobby.replay"] }).click();
  await spectator.waitForSelector(".stage[data-table-ready]", { timeout: 30_000 });
  expect(spectator.url()).toBe(`${suite.server.url}/#/replay/${tableId}/1`);
  const last = (await listedSteps(spectator)).length;
  expect(await listedSteps(spectator)).toEqual(Array.from({ length: moves + 1 }, (_, i) => i));
  expect(await spectator.locator(".replay-note").isVisible()).toBe(false);
  expect(await spectator.getByText(/choose a seat/i).count()).toBe(0);
  expect(await spectator.getByLabel(en["replay.viewAs"]).count()).toBe(0);

  // Buttons, the slider, the log and the keyboard all move through the game.
  await spectator.getByRole("button", { name: en["replay.last"] }).click();
  await untilStep(spectator, last - 1);
  await spectator.getByRole("button", { name: en["replay.prev"] }).click();
  await untilStep(spectator, last - 2);
  await spectator.getByRole("button", { name: en["replay.first"] }).click();
  await untilStep(spectator, 0);
  await spectator.getByLabel(en["replay.slider"]).fill("3");
  await untilStep(spectator, 3);
  const second = spectator.locator(".replay-step").nth(2);
  const secondStep = Number(await second.getAttribute("data-step"));
  await second.click();
  await untilStep(spectator, secondStep);
  expect(await spectator.locator('.replay-step[aria-current="step"]').getAttribute("data-step")).toBe(String(secondStep));
  await spectator.locator(".stage").click({ position: { x: 5, y: 5 } });
  await spectator.keyboard.press("ArrowRight");
  await untilStep(spectator, secondStep + 1);
  await spectator.keyboard.press("End");
  await untilStep(spectator, last - 1);
  await spectator.keyboard.press("Home");
  await untilStep(spectator, 0);

  // Played at 4×, the game runs to its end and stops there.
  await spectator.getByLabel(en["replay.speed"]).selectOption("4");
  await spectator.getByRole("button", { name: en["replay.play"], exact: true }).click();
  await spectator.waitForFunction(() => Number((globalThis as any).document.querySelector(".stage").dataset.step) >= 2, undefined, { polling: 50 });
  await spectator.keyboard.press(" ");
  const paused = await stageStep(spectator);
  await spectator.waitForTimeout(600);
  expect(await stageStep(spectator)).toBe(paused);

  await spectator.getByRole("button", { name: en["replay.last"] }).click();
  await untilStep(spectator, last - 1);
  await suite.shots({ "02-over": spectator });
  expect(await spectator.locator(".replay-status").textContent()).toContain(`Move ${moves} of ${moves}`);
  for (const room of seated) await room.leave(true);
  expect(suite.pageErrors).toEqual([]);
}, ui.BROWSER_TEST_MS);

test("an unknown table has no replay, and a way back", async () => {
  const page = await suite.page(ui.PHONE);
  await page.goto(`${suite.server.url}/#/replay/NoSuchTable`);
  await page.getByRole("heading", { name: en["replay.notFoundTitle"] }).waitFor();
  await suite.shot(page, "03-unknown");
  await page.getByRole("link", { name: en["banner.toLobby"] }).click();
  await page.getByLabel("Your name").waitFor();
  expect(suite.pageErrors).toEqual([]);
}, ui.BROWSER_TEST_MS);
