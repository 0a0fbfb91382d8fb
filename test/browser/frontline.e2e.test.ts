/**
 * Frontline in real browsers: the host creates a private table from the lobby (first player:
 * a random draw), a second player follows the invite link on a phone, a third person
 * watches by the watch link. The draw is told to everybody; each player plays at least one
 * full turn by clicking the labelled dice, action buttons and squares; seat 2 sees the board
 * turned 180°; the spectator can click nothing. The players' pages ask for reduced motion;
 * the spectator's page plays every animation.
 *
 * Needs Chromium (see test/support/browser-chromium.ts) and builds the client when its
 * sources are newer than client/dist. Screenshots land in test/artifacts/frontline-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";

// The page functions below run in the browser; the test project has no DOM types.
declare const document: { querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null; textContent: string | null }> };

const suite = ui.browserSuite("frontline", { seed: "frontline-browser-0" });

/** The seat on turn, as the shell writes it on the stage. */
async function turnOf(page: Page): Promise<number> {
  return Number((await ui.stageFacts(page)).turn || "-1");
}

/** Where a labelled canvas button sits on the page (its centre). */
async function place(page: Page, title: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(`${ui.CANVAS_BUTTONS}[title="${title}"]`).first().boundingBox();
  if (!box) throw new Error(`no button ${title}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * What a player clicks next, by a fixed policy over what is labelled: a die, then Enter (so
 * the game moves on), a Move that crosses when it can, the first lit square, Done while
 * carrying. Never Back, never a decline, never the draw claim.
 */
function choose(labels: readonly string[]): string | null {
  const first = (test: (label: string) => boolean) => labels.find(test) ?? null;
  return (
    first((l) => l === "Cross the line") ??
    first((l) => /^Die \d$/.test(l)) ??
    first((l) => /^Enter/.test(l)) ??
    first((l) => ["Move", "Take", "Grow", "Activate"].includes(l)) ??
    first((l) => /^Square [a-h][1-8]$/.test(l)) ??
    first((l) => l === "Done")
  );
}

/**
 * Clicks one choice on `page` as the player on turn `turn`, then waits for the server's
 * answer as this page shows it: its next choices, or the other player's turn.
 */
async function click(page: Page, label: string, turn: number): Promise<void> {
  const before = (await ui.canvasLabels(page)).join("|");
  // Under load the browser may draw only a few frames a second, too few for a pointer
  // click's stability check: the accessible button is checked to be the one on top, then
  // clicked as a screen reader does (Pixi's accessibility layer turns it into a tap).
  await ui.clickLabel(page, label, "tap");
  await page.waitForFunction(
    ([selector, previous, seat]) => {
      const labels = Array.from(document.querySelectorAll(selector), (n) => n.getAttribute("title")).join("|");
      const stage = document.querySelectorAll(".stage")[0];
      return labels !== previous && (labels !== "" || stage.getAttribute("data-turn") !== String(seat));
    },
    [ui.CANVAS_BUTTONS, before, turn] as const,
    { timeout: 30_000, polling: 50 },
  );
}

describe("Frontline in the browser", () => {
  test("a private table by link: the draw shown to both, a full turn each by clicking, seat 2's side, a spectator", async () => {
    const host = await suite.page(ui.STILL);
    const links = await ui.createTable(host, suite.server.url, {
      name: "Alice",
      game: "frontline",
      fields: { "Who plays first": "random" },
      beforeCreate: () => suite.shot(host, "01-lobby"),
    });
    // Bob plays on a desktop too: on a phone the squares are a list of buttons (cells under
    // 44 px), and this test reads seat 2's side of the board from where its buttons lie.
    // Frontline on phones: test/browser/phone-sizes.e2e.test.ts and table-polish.e2e.test.ts.
    const bob = await suite.page(ui.STILL);
    expect(await ui.joinByInvite(bob, links.invite, "Bob")).toBe(1);
    expect(await ui.mySeat(host)).toBe(0);

    const spectator = await suite.page();
    await ui.watchTable(spectator, links.watch);

    await host.getByRole("button", { name: "Start the game" }).click();
    const players = [host, bob];
    await Promise.all([...players, spectator].map((page) => ui.waitForTable(page)));

    // FL-3: the random draw is told in everybody's log, naming the same player.
    const first = await turnOf(spectator);
    const firstName = ["Alice", "Bob"][first];
    for (const page of [...players, spectator]) {
      await ui.newLogLine(page, 0, new RegExp(`Random draw: ${firstName} plays first\\.`));
      await ui.until(page, () => (globalThis as any).document.querySelector(".stage")?.getAttribute("data-turn"), (turn) => turn === String(first), { what: `${firstName} on turn` });
    }
    await suite.shots({ "02-start-host": host, "03-start-bob": bob });

    // The spectator can click nothing, ever.
    expect(await ui.canvasLabels(spectator)).toEqual([]);

    // Each player plays full turns by clicking until both have finished one.
    const finished = new Set<number>();
    let turn = first;
    const shotsTaken = new Set<string>();
    for (let clicks = 0; finished.size < 2; clicks++) {
      expect(clicks).toBeLessThan(80);
      const page = players[turn];
      await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 0, ui.CANVAS_BUTTONS, { timeout: 30_000, polling: 50 });
      const labels = await ui.canvasLabels(page);
      // Lit targets: the start line of the player's own side, at the bottom of its board.
      if (labels.some((l) => l.startsWith("Square ")) && !shotsTaken.has(`targets-${turn}`)) {
        shotsTaken.add(`targets-${turn}`);
        await suite.shot(page, `04-targets-seat-${turn + 1}`);
        const squares = labels.filter((l) => l.startsWith("Square "));
        const own = turn === 0 ? "1" : "8";
        if (squares.includes(`Square a${own}`) && squares.includes(`Square h${own}`)) {
          const a = await place(page, `Square a${own}`);
          const h = await place(page, `Square h${own}`);
          const canvas = (await page.locator(".stage canvas").boundingBox())!;
          // Seat 1 has a on its left; seat 2 sits across the board, so a is on its right.
          if (turn === 0) expect(a.x).toBeLessThan(h.x);
          else expect(a.x).toBeGreaterThan(h.x);
          // Its own start line is the row nearest to it: below the board's middle.
          expect(a.y).toBeGreaterThan(canvas.y + canvas.height * 0.3);
        }
      }
      const label = choose(labels);
      expect(label).not.toBeNull();
      await click(page, label!, turn);
      const now = await turnOf(page);
      if (now !== turn) {
        finished.add(turn);
        turn = now;
        await suite.shot(spectator, `05-spectator-after-turn-${finished.size}`);
      }
      expect(await ui.canvasLabels(spectator)).toEqual([]);
    }

    // Both players' logs tell the same story in the same words as the spectator's.
    const told = await ui.logLines(spectator);
    expect(told.some((l) => /Alice rolls/.test(l))).toBe(true);
    expect(told.some((l) => /Bob rolls/.test(l))).toBe(true);
    expect(told.some((l) => /enters a small/.test(l))).toBe(true);
    await suite.shots({ "06-phone-after-turns": bob, "07-host-after-turns": host });
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
