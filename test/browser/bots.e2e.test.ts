/**
 * Bots at a table, in a real browser. One person creates a DOG table from the lobby with a
 * turn clock, seats three bots from the waiting room by clicking the seat buttons (and takes
 * one back out again), starts, and plays the whole first deal by clicking while the bots
 * answer: her own clock runs and ticks while she decides, the rows show each bot with its
 * level, and the log tells every bot's moves. The server plays its bots without a pause.
 *
 * The page's choices come from the same policy as the DOG browser test
 * (test/support/dog-browser.ts); the public board it needs to rebuild them comes from a
 * programmatic spectator. Screenshots land in test/artifacts/bots-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import { Client, type Room } from "@colyseus/sdk";
import * as ui from "../support/browser-table.ts";
import { pageChoice, type Kind } from "../support/dog-browser.ts";
import { clickAction, legalFor } from "../support/dog-clicks.ts";

const SEED = "bots-browser-1";

const suite = ui.browserSuite("bots", { seed: SEED });

/** The seats' rows as the page shows them, by seat: holder and bot level, sentence, clock; and the clock over the board. */
function table() {
  const doc = (globalThis as any).document;
  const rows: { holder: string; bot: string; label: string; clock: string | null }[] = [];
  for (const row of doc.querySelectorAll(".seats .seat[data-seat]")) {
    const clock = row.querySelector(".seat-clock");
    rows[Number(row.getAttribute("data-seat"))] = {
      holder: row.getAttribute("data-holder") ?? "",
      bot: row.getAttribute("data-bot") ?? "",
      label: row.getAttribute("aria-label") ?? "",
      clock: clock && !clock.hasAttribute("hidden") ? clock.textContent : null,
    };
  }
  const mine = doc.querySelector(".my-clock:not([hidden])");
  return { rows, myClock: mine ? String(mine.textContent) : null, offers: doc.querySelectorAll(".seat-sit, .seat-bot-add").length };
}

describe("bots in the browser", () => {
  test("one person seats three bots from the waiting room, starts, and plays a whole DOG deal by clicking while they answer, her clock running", async () => {
    const alice = await suite.page(ui.STILL);
    const links = await ui.createTable(alice, suite.server.url, {
      name: "Alice",
      fields: { "Turn clock": "300" },
      beforeCreate: () => suite.shot(alice, "01-lobby"),
    });
    expect(await ui.mySeat(alice)).toBe(0);
    const start = alice.getByRole("button", { name: "Start the game" });
    await expect(start.isDisabled()).resolves.toBe(true);

    // The host seats a bot on each free seat from its row, and takes one out again.
    const levels = ["easy", "strong", "easy"] as const;
    for (const [i, level] of levels.entries()) {
      await alice.getByRole("button", { name: `Bot (${level}) at seat ${i + 2}` }).click();
      await alice.waitForSelector(`.seat[data-seat="${i + 1}"][data-holder="bot"][data-bot="${level}"]`);
    }
    await alice.getByRole("button", { name: "Remove the bot from seat 3" }).click();
    await alice.waitForSelector('.seat[data-seat="2"][data-holder="free"]');
    await expect(start.isDisabled()).resolves.toBe(true);
    await alice.getByRole("button", { name: "Bot (strong) at seat 3" }).click();
    await alice.waitForSelector('.seat[data-seat="2"][data-bot="strong"]');
    // Each bot's row says its level; nobody else may sit now, and the host's own row offers nothing.
    await ui.until(alice, table, ({ rows, offers }) => {
      for (const [i, level] of levels.entries()) {
        expect(rows[i + 1]).toMatchObject({ holder: "bot", bot: level });
        expect(rows[i + 1].label).toContain(`${level} bot`);
      }
      expect(offers).toBe(0);
    }, { what: "three bots seated, no seat offered" });
    await suite.shot(alice, "02-waiting-with-bots");

    // The test's eyes on the public board: the engine rebuilds the page's choices from it.
    const watcher: Room = await new Client(suite.server.url).joinById(links.tableId, { name: "Watcher", spectate: true });
    watcher.onMessage("*", () => undefined);
    try {
      await start.click();
      await ui.waitForTable(alice);
      const names: string[] = (await ui.untilState(watcher, (s) => s.phase === "playing", "the start")).seats.map((seat: any) => seat.name);
      expect(names[0]).toBe("Alice");

      const covered = new Set<Kind>();
      let decisions = 0;
      let clockTicked = false;
      const deal1Over = (s: any): boolean => s.phase === "over" || s.board?.deal > 1;
      while (!deal1Over(watcher.state)) {
        // A pending 7 on the board is one her page confirmed and is still sending.
        const state = await ui.untilState(watcher, (s) => deal1Over(s) || (s.board?.active.includes(0) && !s.board.seven), "Alice's turn", 60_000);
        if (deal1Over(state)) break;
        await ui.labelsWhere(alice, (labels) => labels.length > 0, "Alice's choices");

        // Her clock runs while she decides: over the board, and on her row, never on a bot's.
        // Read at once: the clocks tick and move to a bot's turn once she plays.
        await ui.until(alice, table, ({ rows, myClock }) => {
          expect(myClock).toMatch(/^Your time0[45]:[0-5]\d$/);
          expect(rows[0].clock).toMatch(/^0[45]:[0-5]\d$/);
          for (const seat of [1, 2, 3]) expect(rows[seat].clock).toBeNull();
        }, { what: "her clock running, over the board and on her row alone" });
        if (!clockTicked) {
          const before = await alice.textContent(".my-clock-time");
          await alice.waitForFunction((text) => (globalThis as any).document.querySelector(".my-clock-time")?.textContent !== text, before, { timeout: 5_000 });
          clockTicked = true;
          await suite.shot(alice, "03-her-turn");
        }

        const { state: rebuilt, legal } = await legalFor(alice, watcher, 0);
        await clickAction(alice, pageChoice(rebuilt, legal, covered), rebuilt.marbles);
        decisions++;
      }

      // The second deal began on her page: the first went through, the bots answering every time.
      await alice.waitForSelector('.stage[data-deal="2"], .board-overlay[data-phase="over"]:not([hidden])', { timeout: 30_000 });
      expect(decisions).toBeGreaterThan(1);
      expect(clockTicked).toBe(true);
      const log = await ui.logLines(alice);
      expect(log.some((line) => line.startsWith("Alice "))).toBe(true);
      for (const name of names.slice(1)) expect(log.some((line) => line.startsWith(`${name} `) || line.startsWith(`${name}'s `))).toBe(true);
      expect(log.some((line) => line.includes("Partners exchanged"))).toBe(true);
      const { rows } = await alice.evaluate(table);
      for (const [i, level] of levels.entries()) expect(rows[i + 1]).toMatchObject({ holder: "bot", bot: level });
      await suite.shot(alice, "04-deal-2");
    } finally {
      await watcher.leave(true).catch(() => undefined);
    }
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
