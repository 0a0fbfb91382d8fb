/**
 * Each game played with the keyboard alone: Alice's page Tabs to Start and presses Enter,
 * then moves among the canvas's accessible buttons with Tab and Shift+Tab or the arrow keys
 * and presses them with Enter or Space (each by turns), never a pointer, never a scripted
 * click, until her turn is over (she has no legal action left), twice. After each press focus stays on the next
 * sensible control: the same button, or the first of the new choices; when her turn comes
 * (after Start, after her last turn), focus is on its first choice already.
 * Programmatic players choosing among their legal actions hold the other seats.
 */
import { describe, expect, test } from "@jest/globals";
import { gameList, type GameId } from "@tablee/shared";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";
import { browserKitOf, createOptionsOf, type BrowserKit, type Policy } from "../support/games/browser-kit.ts";
import { autoPlay, botsOf } from "../support/table-play.ts";

// The page functions below run in the browser; the test project has no DOM types.
declare const document: any;
declare const MutationObserver: any;

const suite = ui.browserSuite("keyboard", { seed: "keyboard-0" });

/** The choices that take a step back or undo a choice. */
const BACK_OUT = /^(Back|Cancel|Undo the last step|Clear the choice)$/;

/**
 * The canvas's buttons (by title) and the focused element, read at once (in the page): its
 * title when it is one of the canvas's buttons, otherwise its tag.
 */
function choices(): { labels: string[]; focus: { canvas: boolean; title: string } } {
  const node = document.activeElement;
  const canvas = !!node && node.matches(".stage button[title]");
  return {
    labels: Array.from(document.querySelectorAll(".stage button[title]"), (n: any) => String(n.getAttribute("title"))),
    focus: { canvas, title: canvas ? node.getAttribute("title") : String(node?.tagName ?? "none").toLowerCase() },
  };
}

/**
 * The canvas's buttons as assistive technology meets them: each in the document's order
 * (tabindex 0) with a name of its own words (aria-label).
 */
async function checkButtons(page: Page, uniqueNames: boolean): Promise<void> {
  const buttons: { title: string; name: string; tabindex: string }[] = await page.$$eval(ui.CANVAS_BUTTONS, (nodes: any[]) =>
    nodes.map((node) => ({ title: node.title, name: node.getAttribute("aria-label") ?? "", tabindex: node.getAttribute("tabindex") ?? "" })),
  );
  expect(buttons.filter((b) => b.tabindex !== "0" || b.name.trim() === "")).toEqual([]);
  if (uniqueNames) expect(buttons.filter((b, i) => buttons.findIndex((o) => o.name === b.name) !== i)).toEqual([]);
}

/** Tab from the page's start until the shell's button named `name` has focus. */
async function tabToControl(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((text) => document.activeElement?.textContent === text, name)) return;
  }
  throw new Error(`60 Tabs never reached the button ${name}`);
}

/**
 * Moves focus to the button titled `target` from a focused canvas button: with Tab or
 * Shift+Tab, or with the arrow keys (`arrows`), which step through the choices too.
 */
async function tabTo(page: Page, target: string, arrows: boolean): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    const { labels, focus: now } = await page.evaluate(choices);
    if (now.title === target) return;
    if (!now.canvas) throw new Error(`focus left the canvas's buttons (on ${now.title}) on the way to ${target}`);
    const from = labels.indexOf(now.title);
    const to = labels.indexOf(target);
    if (to < 0) throw new Error(`no button ${target} among ${JSON.stringify(labels)}`);
    if (arrows) await page.keyboard.press(to > from ? "ArrowRight" : "ArrowLeft");
    else await page.keyboard.press(to > from ? "Tab" : "Shift+Tab");
  }
  throw new Error(`60 Tabs never reached ${target}`);
}

/** Marks, in the page, the moment the stage says Alice has no legal action (any patch that says so). */
async function watchTurnEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const stage = document.querySelector(".stage");
    const w = globalThis as any;
    w.__turnOver = false;
    w.__turnWatch?.disconnect();
    w.__turnWatch = new MutationObserver(() => {
      if (stage.getAttribute("data-legal") === "0") w.__turnOver = true;
    });
    w.__turnWatch.observe(stage, { attributes: true, attributeFilter: ["data-legal"] });
  });
}

/**
 * Plays Alice's turn with the keyboard: each press goes to what the policy picks; after each,
 * focus is still on a canvas button (the same, or the first of the new choices) while she has
 * any. Returns the titles pressed.
 */
async function keyboardTurn(page: Page, policy: Policy, uniqueNames: boolean): Promise<string[]> {
  await watchTurnEnd(page);
  const pressed: string[] = [];
  let previous: string | null = null;
  for (let step = 0; step < 30; step++) {
    const labels = await ui.canvasLabels(page);
    await checkButtons(page, uniqueNames);
    const target = policy(labels, previous);
    if (!target) throw new Error(`nothing to press among ${JSON.stringify(labels)}`);
    await tabTo(page, target, step % 2 === 1);
    await page.keyboard.press(step % 2 === 0 ? "Enter" : "Space");
    pressed.push(target);
    previous = target;
    // A press that sends the action takes the choices away until the table answers: the
    // next choices are the ones the answer brings.
    await page.waitForFunction(
      ([before]) => {
        if ((globalThis as any).__turnOver) return true;
        const now = Array.from(document.querySelectorAll(".stage button[title]"), (n: any) => n.title);
        return now.length > 0 && now.join("|") !== before;
      },
      [labels.join("|")] as const,
      { timeout: 20_000, polling: 50 },
    );
    if (await page.evaluate(() => (globalThis as any).__turnOver)) return pressed;
    // The choices changed: focus is on the same button, or else on the first of them (read
    // with the choices, which focus follows).
    const { labels: after, focus: now } = await ui.until(
      page,
      choices,
      ({ labels: after, focus }) => expect({ after: target, focus: focus.title }).toEqual({ after: target, focus: after.includes(target) ? target : after[0] }),
      { what: `focus after pressing ${target}` },
    );
    // The first of the new choices goes forward: a way back comes after it.
    if (!after.includes(target)) expect(BACK_OUT.test(now.title)).toBe(false);
  }
  throw new Error(`Alice's turn never ended: pressed ${pressed.join(", ")}`);
}

/** A started table of `game`: Alice's page at seat 0 (reduced motion), programmatic players elsewhere. */
async function startedTable(game: GameId, table: BrowserKit["table"]) {
  const { seats } = table;
  // One window for Alice's tables, one after another.
  const alice = await suite.window("alice", ui.STILL);
  const links = await ui.hostByKey(suite, alice, game, "Alice", createOptionsOf(table));
  const rooms = [];
  for (let seat = 1; seat < seats; seat++) rooms.push(await suite.player(links.tableId, ["Bob", "Carol", "Dave"][seat - 1]));
  await ui.untilState(rooms[0], (s) => s.seats.every((seat: any) => seat.occupant !== ""), "every seat taken");
  const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, `keyboard bot ${i + 1}`)));
  // Start with the keyboard too: Tab to the host's button, Enter.
  await alice.getByRole("button", { name: "Start the game" }).waitFor();
  await tabToControl(alice, "Start the game");
  await alice.keyboard.press("Enter");
  await ui.waitForTable(alice);
  return { alice, stop: () => bots.stop() };
}

async function untilMyTurn(page: Page): Promise<void> {
  await page.waitForFunction(() => Number(document.querySelector(".stage")?.getAttribute("data-legal") ?? 0) > 0 && document.querySelectorAll(".stage button[title]").length > 0, undefined, {
    timeout: 60_000,
    polling: 100,
  });
}

describe("a whole turn with the keyboard alone", () => {
  for (const { facts } of gameList) {
    test(
      facts.id,
      async () => {
        const { table, keyboard } = await browserKitOf(facts.id);
        const { alice, stop } = await startedTable(facts.id, table);
        const played: string[][] = [];
        for (let turn = 0; turn < 2; turn++) {
          await untilMyTurn(alice);
          // Her turn finds focus on its first choice (after Start, which went with the
          // waiting room, and after her last turn): no Tabs back from the page's start.
          await ui.until(alice, choices, ({ labels, focus }) => expect({ turn, focus }).toEqual({ turn, focus: { canvas: true, title: labels[0] } }), { what: `turn ${turn}: focus on the first choice` });
          played.push(await keyboardTurn(alice, keyboard.policy, keyboard.uniqueNames === true));
        }
        expect(played.every((turn) => turn.length > 0)).toBe(true);
        expect(stop()).toEqual([]);
        expect(suite.pageErrors).toEqual([]);
      },
      ui.BROWSER_TEST_MS,
    );
  }
});
