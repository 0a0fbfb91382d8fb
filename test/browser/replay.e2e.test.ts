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

/**
 * What the replay page shows, read at once (in the page): the step drawn, the steps the list
 * of moves covers (all its entries together: a move may take several), the status, the note.
 */
function replayShown() {
  const doc = (globalThis as any).document;
  const note = doc.querySelector(".replay-note");
  return {
    step: Number(doc.querySelector(".stage")?.getAttribute("data-step")),
    ready: doc.querySelector(".stage[data-table-ready]") !== null,
    listed: Array.from(doc.querySelectorAll(".replay-step"), (node: any) => String(node.dataset.steps ?? "")).flatMap((list) => list.split(" ").map(Number)),
    current: doc.querySelector('.replay-step[aria-current="step"]')?.getAttribute("data-step") ?? null,
    status: String(doc.querySelector(".replay-status")?.textContent ?? ""),
    noteShown: !!note && note.getClientRects().length > 0 && (globalThis as any).getComputedStyle(note).visibility !== "hidden",
  };
}

function replayIs(page: Page, holds: (shown: ReturnType<typeof replayShown>) => boolean | void, what: string, timeout = 20_000) {
  return ui.until(page, replayShown, holds, { what, timeout });
}

/** Steps 0 to `count` - 1. */
function stepsUpTo(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
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
  // The steps so far, at the first. Dog Eat Dog hides nothing: no word about seats or cards,
  // while it runs or once over.
  await replayIs(page, (r) => expect(r).toMatchObject({ ready: true, listed: stepsUpTo(played + 1), noteShown: false, step: 0 }), "the replay of the steps so far", 30_000);
  // The address names the game shown, so that it stays that game after a rematch.
  expect(page.url()).toBe(`${suite.server.url}/#/replay/${tableId}/1`);
  expect(await page.getByLabel(en["replay.viewAs"]).count()).toBe(0);
  await page.getByRole("button", { name: en["replay.next"] }).click();
  await replayIs(page, (r) => r.step === 1 && r.status.includes(`Move 1 of ${played}`), "move 1");
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
  const inMyTables = (id: string) => {
    const node = (globalThis as any).document.querySelector(`.my-tables [data-table="${id}"]`);
    return { status: node?.getAttribute("data-status") ?? null, text: String(node?.textContent ?? "") };
  };
  await ui.until(spectator, inMyTables, (s) => s.status === "over" && s.text.includes("watching"), { what: "the table in My tables, over, watched", arg: tableId });
  await row.getByRole("link", { name: en["lobby.replay"] }).click();
  const { listed } = await replayIs(spectator, (r) => expect(r).toMatchObject({ ready: true, listed: stepsUpTo(moves + 1), noteShown: false }), "the whole game's replay", 30_000);
  const last = listed.length;
  expect(spectator.url()).toBe(`${suite.server.url}/#/replay/${tableId}/1`);
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
  // The list's third entry: the move it starts with.
  const second = spectator.locator(".replay-step").nth(2);
  const secondStep = Number(await second.getAttribute("data-step"));
  await second.click();
  await replayIs(spectator, (r) => r.step === secondStep && r.current === String(secondStep), `step ${secondStep}, marked in the list`);
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
  // Paused: the step stays where it is.
  const { step: paused } = await spectator.evaluate(replayShown);
  await ui.until(spectator, replayShown, (r) => r.step === paused, { what: `still at step ${paused}`, holdFor: 600 });

  await spectator.getByRole("button", { name: en["replay.last"] }).click();
  await replayIs(spectator, (r) => r.step === last - 1 && r.status.includes(`Move ${moves} of ${moves}`), "the last move");
  await suite.shots({ "02-over": spectator });
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
