/**
 * Where the keyboard is after each kind of action, as a new group meets them (issue 39, 1
 * and 2): after Create table, Take a seat, Sit here, a bot seated, Give card, Confirm the
 * move, I'm back, a Dog Eat Dog attack and a Deathtrap discard, focus is on what this person
 * needs next, never on the page's body (where the next Tab lands in the game log): their
 * hand's first choice when they have choices, else the table's status, and a polite live
 * region (the status, the shell's news line, the log) says what happened. The canvas's
 * buttons come in the order of a turn: the pieces first, then what to do with them, so a
 * whole turn goes forward with Tab alone, never through the chat and the links.
 *
 * The seed deals seat 0 the Exploding Pig at a Deathtrap table of four; a second of the turn
 * clock lasts 50 ms, so a "30 s" clock runs out in 1.5 s.
 */
import { describe, expect, test } from "@jest/globals";
import type { GameId } from "@tablee/shared";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";
import { browserKitOf, type Policy } from "../support/games/browser-kit.ts";
import { autoPlay, botsOf } from "../support/table-play.ts";

// The page functions below run in the browser; the test project has no DOM types.
declare const document: any;

const suite = ui.browserSuite("focus", { seed: "week-0", pace: { botPauseMs: 150, clockSecondMs: 50 } });

/** What has focus: a canvas choice (its title), the table's status, or another element (its tag and text). */
async function focusOf(page: Page): Promise<{ where: "canvas" | "status" | "body" | "other"; what: string }> {
  return page.evaluate(() => {
    const node = document.activeElement;
    if (!node || node === document.body) return { where: "body", what: "body" };
    if (node.matches(".stage button[title]")) return { where: "canvas", what: node.getAttribute("title") };
    if (node.matches(".status")) return { where: "status", what: node.textContent ?? "" };
    return { where: "other", what: `${node.tagName.toLowerCase()} ${String(node.textContent ?? "").slice(0, 60)}` };
  });
}

/** Whether the page has choices on its canvas now. */
async function hasChoices(page: Page): Promise<boolean> {
  return page.evaluate(() => Number(document.querySelector(".stage")?.getAttribute("data-legal") ?? 0) > 0 && document.querySelectorAll(".stage button[title]").length > 0);
}

/**
 * Counts, frame by frame from now on, the frames in which the table page's focus is lost:
 * on the body while the canvas offers nothing to press (a choice the next frame brings
 * takes focus by itself). Called just before an action.
 */
async function watchFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as any;
    w.__lostFrames = 0;
    if (w.__focusWatch) return;
    w.__focusWatch = true;
    const frame = (): void => {
      const lost = document.querySelector(".table-page") && document.activeElement === document.body && document.querySelectorAll(".stage button[title]").length === 0;
      if (lost) w.__lostFrames += 1;
      w.requestAnimationFrame(frame);
    };
    w.requestAnimationFrame(frame);
  });
}

/**
 * After an action: focus settles on the hand's first choice when the page has choices, else
 * on the table's status, and it was never lost on the way (no frame with focus on the body
 * and nothing to press). Polls, since the table's answer arrives a moment later.
 */
async function focusLandsWell(page: Page, after: string): Promise<{ where: string; what: string }> {
  const start = Date.now();
  let last = await focusOf(page);
  for (;;) {
    last = await focusOf(page);
    const choices = await hasChoices(page);
    if ((last.where === "status" && !choices) || (last.where === "canvas" && choices)) break;
    if (Date.now() - start > 10_000) {
      expect({ after, focus: last }).toEqual({ after, focus: { where: "canvas or status", what: expect.any(String) } });
    }
    await page.waitForTimeout(50);
  }
  const lostFrames = await page.evaluate(() => (globalThis as any).__lostFrames ?? 0);
  expect({ after, lostFrames }).toEqual({ after, lostFrames: 0 });
  return last;
}

/** Everything the page's polite live regions say now (the status, the shell's news, the log). */
async function spoken(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-live="polite"], [role="status"]'), (node: any) => node.textContent ?? "")
      .join(" | ")
      .replace(/\s+/g, " "),
  );
}

/** Waits until a polite live region says something matching `pattern`. */
async function heard(page: Page, pattern: RegExp, after: string): Promise<void> {
  const until = Date.now() + 10_000;
  for (;;) {
    const words = await spoken(page);
    if (pattern.test(words)) return;
    if (Date.now() > until) throw new Error(`after ${after}, no live region says ${pattern}: ${words.slice(-400)}`);
    await page.waitForTimeout(100);
  }
}

/** Presses a DOM button with the keyboard: focus on it, then Enter. */
async function pressWithKeyboard(page: Page, selector: string): Promise<void> {
  await watchFocus(page);
  await page.locator(selector).first().focus();
  await page.keyboard.press("Enter");
}

/**
 * Tab, forward only, from the focused canvas button to the one titled `target`; fails when
 * focus leaves the canvas's buttons on the way (the chat, the links) or comes back round.
 * Returns the Tabs it took.
 */
async function tabForwardTo(page: Page, target: string): Promise<number> {
  for (let tabs = 0; tabs < 40; tabs++) {
    const now = await focusOf(page);
    if (now.where === "canvas" && now.what === target) return tabs;
    if (now.where !== "canvas") throw new Error(`on the way to ${target}, Tab left the table's choices for ${now.where} ${now.what} (after ${tabs} Tabs): ${JSON.stringify(await ui.canvasLabels(page))}`);
    await page.keyboard.press("Tab");
  }
  throw new Error(`40 Tabs never reached ${target}`);
}

/** Waits until the page has choices (its turn). */
async function untilChoices(page: Page, timeout = 60_000): Promise<string[]> {
  await page.waitForFunction(() => Number(document.querySelector(".stage")?.getAttribute("data-legal") ?? 0) > 0 && document.querySelectorAll(".stage button[title]").length > 0, undefined, { timeout, polling: 100 });
  return ui.canvasLabels(page);
}

/**
 * A started table of `game`, Alice's page at seat 0 (reduced motion), programmatic players
 * choosing among their legal actions elsewhere; `fields` as the lobby's form says them.
 */
async function startedTable(game: string, seats: number, fields: Record<string, string> = {}) {
  const alice = await suite.page(ui.STILL);
  const links = await ui.createTable(alice, suite.server.url, { name: "Alice", game, fields });
  const rooms = [];
  for (let seat = 1; seat < seats; seat++) rooms.push(await suite.player(links.tableId, ["Bob", "Carol", "Dave"][seat - 1]));
  await ui.untilState(rooms[0], (s) => s.seats.every((seat: any) => seat.occupant !== ""), "every seat taken");
  // Deathtrap's Killing Machine is a race any seat may play into, and lose.
  const races = game === "deathtrap" ? ["not-your-turn"] : [];
  const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, `focus bot ${i + 1}`, undefined, races)));
  await alice.getByRole("button", { name: "Start the game" }).click();
  await ui.waitForTable(alice);
  return { alice, links, stop: () => bots.stop() };
}

/** What a turn of each game presses, in order, by title: its browser kit's keyboard policy. */
const policyOf = async (game: string): Promise<Policy> => (await browserKitOf(game as GameId)).keyboard.policy;

/** From now on, records whether the table leaves the page nothing to do (its turn ended), however briefly. */
async function watchTurnEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as any;
    const stage = document.querySelector(".stage");
    w.__turnEnded = false;
    w.__turnWatch?.disconnect();
    w.__turnWatch = new w.MutationObserver(() => {
      if (stage.getAttribute("data-legal") === "0") w.__turnEnded = true;
    });
    w.__turnWatch.observe(stage, { attributes: true, attributeFilter: ["data-legal"] });
  });
}

/**
 * One whole turn of Alice's with Tab forward and Enter only, from the first choice her turn
 * put focus on: each press's next choice comes after it. After the turn's last press, focus
 * lands well and the log tells the move. Returns the titles pressed.
 */
async function forwardTurn(page: Page, policy: Policy): Promise<string[]> {
  const pressed: string[] = [];
  let previous: string | null = null;
  const logBefore = (await ui.logLines(page)).length;
  for (let step = 0; step < 20; step++) {
    const labels = await ui.canvasLabels(page);
    const target = policy(labels, previous);
    if (!target) throw new Error(`nothing to press among ${JSON.stringify(labels)}`);
    await tabForwardTo(page, target);
    await watchFocus(page);
    await watchTurnEnd(page);
    await page.keyboard.press("Enter");
    pressed.push(target);
    previous = target;
    // The turn goes on with other choices (a piece chosen lights the next ones; a move sent
    // may bring the next decision of the same turn, as a Frontline die then its piece), or
    // ends. A press leaves no choices until the table answers, and the others may play round
    // to her next turn before a poll sees it: that the turn ended is recorded as it happens.
    await page.waitForFunction(
      (before) => {
        const now = Array.from(document.querySelectorAll(".stage button[title]"), (n: any) => n.title).join("|");
        return (globalThis as any).__turnEnded || (now !== "" && now !== before);
      },
      labels.join("|"),
      { timeout: 20_000, polling: 50 },
    );
    if (await page.evaluate(() => (globalThis as any).__turnEnded)) break;
  }
  await focusLandsWell(page, `the last press of a turn (${pressed.join(", ")})`);
  await ui.newLogLine(page, logBefore, /./, 30_000);
  return pressed;
}

describe("focus after each kind of action", () => {
  test(
    "Create table, a bot seated, Take a seat, Sit here: focus on the table's status, and a live region says what happened",
    async () => {
      const alice = await suite.page();
      await alice.goto(suite.server.url);
      await alice.getByLabel("Your name").fill("Alice");
      await alice.locator('[data-game-card="dog"]').getByRole("button", { name: "New table" }).click();
      await alice.getByLabel("Private: by invite link only").check();
      await pressWithKeyboard(alice, "button[data-action=create]");
      await alice.waitForURL(/#\/table\/[A-Za-z0-9_-]+$/);
      await alice.waitForSelector(".seat-mine");
      const invite = alice.url();
      expect(await focusLandsWell(alice, "Create table")).toEqual({ where: "status", what: "Waiting for players: 1 of 4 seated." });

      // A bot in the last seat, with the keyboard: its row is drawn anew, focus does not go with it.
      await pressWithKeyboard(alice, '.seat[data-seat="3"] [data-add-bot="easy"]');
      await alice.waitForSelector('.seat[data-seat="3"][data-holder="bot"]');
      await focusLandsWell(alice, "a bot seated");
      await heard(alice, /seat 4.*easy bot|easy bot.*seat 4/i, "a bot seated");

      const bob = await suite.page();
      await bob.goto(invite);
      await bob.getByLabel("Your name").fill("Bob");
      await pressWithKeyboard(bob, "button[data-action=join]");
      await bob.waitForSelector(".seat-mine");
      await focusLandsWell(bob, "Take a seat");
      await heard(bob, /You sit in seat 2/, "Take a seat");

      // A spectator takes seat 3 from the seat list.
      const carol = await suite.page();
      await carol.goto(invite.replace("#/table/", "#/watch/"));
      await carol.getByLabel("Your name").fill("Carol");
      await carol.getByRole("button", { name: "Watch the game" }).click();
      await carol.waitForSelector(".role-badge:not([hidden])");
      await pressWithKeyboard(carol, '.seat[data-seat="2"] .seat-sit');
      await carol.waitForSelector('.seat-mine[data-seat="2"]');
      await focusLandsWell(carol, "Sit here");
      await heard(carol, /You sit in seat 3/, "Sit here");
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "DOG: Give card, then a whole turn with Tab forward and Enter ending on Confirm the move",
    async () => {
      const { alice, stop } = await startedTable("dog", 4);
      // The exchange: a card, then Give card, forward.
      let labels = await untilChoices(alice);
      expect((await focusOf(alice)).where).toBe("canvas");
      const card = labels.find((l) => l.startsWith("Card "))!;
      await tabForwardTo(alice, card);
      await alice.keyboard.press("Enter");
      labels = await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Give card")), "Give card");
      await tabForwardTo(alice, labels.find((l) => l.startsWith("Give card"))!);
      await watchFocus(alice);
      await alice.keyboard.press("Enter");
      await focusLandsWell(alice, "Give card");
      // Her turn comes: its first choice has focus; a whole turn goes forward.
      for (let turn = 0; turn < 2; turn++) {
        await untilChoices(alice);
        expect((await focusOf(alice)).where).toBe("canvas");
        const pressed = await forwardTurn(alice, await policyOf("dog"));
        if (pressed.includes("Confirm the move")) break;
      }
      expect(stop()).toEqual([]);
    },
    ui.BROWSER_TEST_MS,
  );

  for (const [game, seats, fields] of [
    ["deathtrap", 4, {}],
    ["dog-eat-dog", 2, { Players: "2" }],
    ["frontline", 2, {}],
  ] as const) {
    test(
      `${game}: a whole turn with Tab forward and Enter (a Deathtrap discard, a Dog Eat Dog attack), focus after it`,
      async () => {
        const { alice, stop } = await startedTable(game, seats, fields);
        const played: string[][] = [];
        for (let turn = 0; turn < 2; turn++) {
          // A short game may be over after her first turn.
          await alice.waitForFunction(() => Number(document.querySelector(".stage")?.getAttribute("data-legal") ?? 0) > 0 || document.querySelector('.board-overlay[data-phase="over"]:not([hidden])'), undefined, { timeout: 60_000, polling: 100 });
          if (await ui.isOver(alice)) break;
          await untilChoices(alice);
          expect((await focusOf(alice)).where).toBe("canvas");
          played.push(await forwardTurn(alice, await policyOf(game)));
        }
        if (game === "deathtrap") expect(played[0]).toContain("Discard with the Exploding Pig");
        if (game === "dog-eat-dog") expect(played.flat().some((l) => /^(Target|Swap top|Dig|Aim) /.test(l))).toBe(true);
        expect(stop()).toEqual([]);
      },
      ui.BROWSER_TEST_MS,
    );
  }

  test(
    "I'm back: after a bot played three of her moves, focus goes to her hand or the status",
    async () => {
      const dana = await suite.page(ui.STILL);
      await ui.createTable(dana, suite.server.url, { name: "Dana", fields: { "Turn clock": "30", "Bots seated at once": "3" } });
      await dana.waitForSelector('.seat[data-seat="3"][data-holder="bot"][data-bot="easy"]');
      await dana.getByRole("button", { name: "Start the game" }).click();
      await ui.waitForTable(dana);
      await dana.waitForSelector('.seat[data-seat="0"][data-holder="stand-in"]', { timeout: 60_000 });
      await pressWithKeyboard(dana, "[data-action=back]");
      await dana.waitForSelector('.seat[data-seat="0"][data-holder="person"]');
      await focusLandsWell(dana, "I'm back");
      await heard(dana, /You took your seat back/, "I'm back");
    },
    ui.BROWSER_TEST_MS,
  );
});
