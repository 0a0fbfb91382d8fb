/**
 * Dog Eat Dog in real browsers: the host creates a private 3-player table with the
 * Treehouse die from the lobby's form; a friend follows the invite link on a phone; the
 * third seat is a programmatic player (choosing among its legal actions over the protocol); a fourth person
 * watches by the watch link. The two pages attack by clicking one of their lit pyramids,
 * then a lit target; 2- and 3-pip attackers switch the Treehouse die on and its follow-up is
 * taken or declined; the dice and every roll reach the log; only the page on turn ever has
 * anything to click (never the spectator), and every page shows the same player to move.
 * After five attacks by clicking everybody passes (the bot too), the stall guard ends the
 * game and the final scoring shows each player's trees. The players' pages ask for reduced
 * motion (dice land at once); the spectator's page shows them tumble.
 *
 * Screenshots land in test/artifacts/dog-eat-dog-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import { DogEatDog } from "@tablee/shared";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";
import { anyLegal, autoPlay, botsOf } from "../support/table-play.ts";

const SEED = "dog-eat-dog-browser-0";
const ATTACKS = 5;

const suite = ui.browserSuite("dog-eat-dog", { seed: SEED });

/** Keyboard play through the accessibility layer: the scattered pyramids may overlap, so a
 *  pointer at a button's centre can land on a neighbour; Enter on the focused button cannot. */
const press = (page: Page, label: string): Promise<void> => ui.clickLabel(page, label, "enter");

/** The seat every page shows on turn, once they all agree (patches reach pages at slightly different times). */
async function sameTurn(pages: Page[]): Promise<string> {
  let turns: string[] = [];
  for (let i = 0; i < 100; i++) {
    turns = await Promise.all(pages.map(async (page) => (await ui.stageFacts(page)).turn));
    if (new Set(turns).size === 1) return turns[0];
    await pages[0].waitForTimeout(100);
  }
  throw new Error(`the pages never agreed on the turn: ${turns.join(", ")}`);
}

describe("Dog Eat Dog in the browser", () => {
  test("two players by link, a bot and a spectator: attacks by clicking, dice in the log, the Treehouse die, final trees", async () => {
    const alice = await suite.page(ui.STILL);
    const links = await ui.createTable(alice, suite.server.url, {
      name: "Alice",
      game: "dog-eat-dog",
      fields: { Players: "3", "Treehouse die": "true" },
      beforeCreate: () => suite.shot(alice, "00-lobby"),
    });
    // Bob chooses among his legal actions until the test has seen its five attacks; then he passes too.
    let stop = false;
    const bob = await suite.player(links.tableId, "Bob");
    const bots = botsOf([
      autoPlay(bob, 1, "bot 1", (legal, view, rng) => {
        const actions = legal as DogEatDog.DedAction[];
        const quiet = actions.find((a) => a.type === "pass") ?? actions.find((a) => a.type === "decline");
        return stop && quiet ? quiet : anyLegal(legal, view, rng);
      }),
    ]);
    const carol = await suite.page({ ...ui.PHONE, ...ui.STILL });
    expect(await ui.joinByInvite(carol, links.invite, "Carol")).toBe(2);
    await ui.untilState(bob, (s) => s.seats.every((seat: any) => seat.occupant !== ""), "every seat taken");
    const players = new Map<number, Page>([
      [0, alice],
      [2, carol],
    ]);
    const spectator = await suite.page();
    await ui.watchTable(spectator, links.watch);

    await alice.getByRole("button", { name: "Start the game" }).click({ timeout: 20_000 });
    const pages = [alice, carol, spectator];
    await Promise.all(pages.map((page) => ui.waitForTable(page, 40_000)));
    await suite.shot(spectator, "01-start");

    let attacks = 0;
    let usedTreehouse = false;
    let followUps = 0;
    let passes = 0;
    let idleSince = Date.now();
    for (let turns = 0; turns < 60; ) {
      // At most one page has something to click: the player on turn. Never the spectator.
      const labels = new Map<number, string[]>();
      for (const [seat, page] of players) labels.set(seat, await ui.canvasLabels(page));
      expect(await ui.canvasLabels(spectator)).toEqual([]);
      const onTurn = [...labels].filter(([, l]) => l.length > 0).map(([seat]) => seat);
      if (onTurn.length === 0) {
        // The bot's turn, or the game is over.
        if (await ui.isOver(spectator)) break;
        if (Date.now() - idleSince > 30_000) throw new Error(`no page had anything to click for 30 s; ${bots.errors.join("; ")}`);
        await spectator.waitForTimeout(100);
        continue;
      }
      idleSince = Date.now();
      turns++;
      expect(onTurn).toHaveLength(1);
      const seat = onTurn[0];
      const page = players.get(seat)!;
      const mine = labels.get(seat)!;
      // Every page, the spectator's too, shows the same player to move: that player.
      expect(await sameTurn(pages)).toBe(String(seat));

      if (attacks >= ATTACKS) {
        // Enough fighting: everybody passes (or declines) in turn, and the stall guard ends the game.
        stop = true;
        // The pass that ends the game is asked once: "Pass and end the game" confirms it.
        const quiet = mine.find((l) => l === "Pass and end the game") ?? mine.find((l) => l === "Pass" || l === "Decline")!;
        await press(page, quiet);
        if (quiet !== "Decline") passes++;
        await ui.labelsChange(page, mine);
        continue;
      }
      if (mine.includes("Decline")) {
        followUps++;
        await suite.shot(page, `05-follow-up-${followUps}`);
        const swap = mine.find((l) => l.startsWith("Swap top "));
        const other = mine.find((l) => /^(Dig|Aim) /.test(l));
        if (swap) {
          await press(page, swap);
          const next = (await ui.labelsChange(page, mine)).find((l) => l.startsWith("Swap top ") && l !== swap);
          await press(page, next!);
          await ui.labelsChange(page, mine);
          continue;
        }
        if (other) {
          await press(page, other);
          await ui.labelsChange(page, mine);
          continue;
        }
        if (!mine.some((l) => l.startsWith("Attacker "))) {
          await press(page, "Decline");
          await ui.labelsChange(page, mine);
          continue;
        }
        // WILD: one more attack, taken below like any other.
      }

      // Attack with the largest lit pyramid (ids 6..8 of a seat are large, 3..5 medium) on the
      // smallest target, so attacks mostly win and the final trees have something to show;
      // 2- and 3-pip attackers switch the Treehouse die on (it stays on for that player).
      const size = (label: string): number => Math.floor((Number(label.split(" ")[1]) % 9) / 3);
      const attackersLit = mine.filter((l) => l.startsWith("Attacker "));
      expect(attackersLit.length).toBeGreaterThan(0);
      const attacker = [...attackersLit].sort((a, b) => size(b) - size(a))[0];
      await press(page, attacker);
      let now = await ui.labelsChange(page, mine);
      const targets = now.filter((l) => l.startsWith("Target ")).sort((a, b) => size(a) - size(b));
      expect(targets.length).toBeGreaterThan(0);
      if (attacks === 0) await suite.shot(page, "02-attacker-picked");
      if (now.includes("Treehouse die: off")) {
        await press(page, "Treehouse die: off");
        now = await ui.labelsChange(page, now);
        expect(now).toContain("Treehouse die: on");
      }
      if (now.includes("Treehouse die: on")) usedTreehouse = true;
      const linesBefore = (await ui.logLines(spectator)).length;
      await press(page, targets[0]);
      attacks++;
      await ui.labelsChange(page, now);
      // The roll shows on every board: a picture while the dice tumble, and every die in the log.
      if (attacks <= 2) await suite.shot(spectator, `03-dice-${attacks}`);
      await ui.newLogLine(spectator, linesBefore, /attacks .* rolls [1-6]/);
    }

    await spectator.waitForSelector('.board-overlay[data-phase="over"]:not([hidden])', { timeout: 20_000 });
    expect(attacks).toBe(ATTACKS);
    expect(usedTreehouse).toBe(true);
    expect(passes).toBeGreaterThan(0);
    const log = await ui.logLines(spectator);
    expect(log.some((l) => l.includes("Treehouse die shows"))).toBe(true);
    expect(log.some((l) => /Scores: Alice \d+, Bob \d+, Carol \d+/.test(l))).toBe(true);
    // Nothing is left to click for anybody once the game is over.
    for (const page of pages) await ui.labelsWhere(page, (labels) => labels.length === 0, "nothing to click once it is over");
    // The last dice settle before the picture of the final trees.
    await spectator.waitForTimeout(1_000);
    await suite.shots({ "06-final-trees": spectator, "07-phone-final": carol, "08-host-final": alice });
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
