/**
 * DOG in real browsers. The host creates a private table from the lobby; her partner
 * follows the invite link on a phone; the two other seats are programmatic players who join
 * by the same table id and play with the engine's bot over the protocol; a fourth person
 * watches by the watch link, and a latecomer on the full table's invite link is offered to
 * watch. The two pages play their seats by clicking the labelled canvas buttons: the
 * partner exchange, then every kind of choice the table offers (a card, a Joker's rank, a
 * choice between marbles, a start, a swap, a 7 split into parts). Mid-game the page on turn
 * reloads and is back in the same seat with the same hand. The game runs to the end of the
 * second deal; the spectator never sees a hand card. The players' pages ask for reduced
 * motion (moves land at once); the spectator's page plays every animation.
 *
 * The deal comes from a fixed seed and the bots from fixed seeds, so the game is the same
 * every run (see test/support/dog-browser.ts, which replays it with the engine to check
 * the seed still deals every kind of choice to the pages).
 *
 * Needs Chromium (see test/support/browser-chromium.ts) and builds the client when its
 * sources are newer than client/dist. Screenshots land in test/artifacts/dog-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import { text as dogEn } from "../../client/src/rules/dog/en.ts";
import * as ui from "../support/browser-table.ts";
import { BOT_SEED, PAGE_SEATS, WANTED, botChooser, dogSeedPlan, kindsOf, pageChoice, type Kind } from "../support/dog-browser.ts";
import { clickAction as play, legalFor, offeredCards } from "../support/dog-clicks.ts";
import { autoPlay, botsOf } from "../support/table-play.ts";

/** Both pages play cards with this seed, and every kind of choice comes up within ten page actions. */
const SEED = "dog-browser-152";
const DEALS = 2;

const suite = ui.browserSuite("dog", { seed: SEED });

describe("DOG in the browser", () => {
  test("a private table by link: the exchange and every kind of choice by clicking, a 7 split, a reload, bots at two seats, a spectator who sees no hand, to the end of deal 2", async () => {
    // The seed still deals the pages every kind of choice (else pick another, see dog-browser.ts).
    const plan = dogSeedPlan(SEED, DEALS);
    expect(plan.missing).toEqual([]);
    expect(plan.plays.filter((n) => n > 0)).toHaveLength(2);

    const t0 = Date.now();
    // DEBUG_CLICKS=1: what the pages did and when, on stderr.
    const progress = (what: string): void => {
      if (process.env.DEBUG_CLICKS) process.stderr.write(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}\n`);
    };
    const alice = await suite.page(ui.STILL);
    const links = await ui.createTable(alice, suite.server.url, { name: "Alice", beforeCreate: () => suite.shot(alice, "01-lobby") });
    const bob = await suite.player(links.tableId, "Bob");
    const carol = await suite.page({ ...ui.PHONE, ...ui.STILL });
    expect(await ui.joinByInvite(carol, links.invite, "Carol")).toBe(2);
    const dave = await suite.player(links.tableId, "Dave");
    expect(await ui.mySeat(alice)).toBe(0);
    const seats = await ui.untilState(bob, (s) => s.seats.every((seat: any) => seat.occupant !== ""), "every seat taken");
    expect(seats.seats.map((seat: any) => seat.name)).toEqual(["Alice", "Bob", "Carol", "Dave"]);

    const spectator = await suite.page();
    await ui.watchTable(spectator, links.watch);
    const late = await suite.page();
    await ui.offeredToWatch(late, links.invite, "Eve");
    await late.context().close();

    const bots = botsOf([autoPlay(bob, 1, BOT_SEED(1), botChooser(1)), autoPlay(dave, 3, BOT_SEED(3), botChooser(3))]);

    await suite.shot(alice, "02-waiting");
    progress("start");
    await alice.getByRole("button", { name: "Start the game" }).click();
    await Promise.all([alice, carol, spectator].map((page) => ui.waitForTable(page)));
    const spectatorSeesNoHand = async (): Promise<void> => expect(await ui.faceUpHandCards(spectator)).toEqual([]);
    await spectatorSeesNoHand();
    await suite.shot(alice, "03-exchange");

    const pages = new Map<number, Page>([
      [PAGE_SEATS[0], alice],
      [PAGE_SEATS[1], carol],
    ]);
    const covered = new Set<Kind>();
    const clicked: string[] = [];
    let pageActions = 0;
    let sevenParts = 0;
    const plays = [0, 0, 0, 0];
    let reloaded = false;
    let phoneShot = false;
    const over = (s: any): boolean => s.phase === "over" || s.board?.deal > DEALS;
    while (!over(bob.state)) {
      // The next decision a page owes: wait for a page seat among the active ones, or the end.
      // A pending 7 on the board is one a page confirmed and is still sending (pages hold
      // a 7's parts until the last one, then send them all).
      const state = await ui.untilState(bob, (s) => over(s) || (PAGE_SEATS.some((seat) => s.board?.active.includes(seat)) && !s.board.seven), "a page's turn", 60_000);
      if (over(state)) break;
      const seat = PAGE_SEATS.find((s) => state.board.active.includes(s))!;
      const page = pages.get(seat)!;
      await ui.labelsWhere(page, (labels) => labels.length > 0, `seat ${seat}'s choices`);

      if (!phoneShot && state.board.phase === "play") {
        phoneShot = true;
        await suite.shot(carol, "04-phone-after-exchange");
      }
      // Mid-game (after the 7 split), the page on turn reloads: same seat, same playable hand.
      if (!reloaded && sevenParts > 0 && offeredCards(await ui.canvasLabels(page)).length > 0) {
        const hand = (await ui.canvasLabels(page)).filter((l) => l.startsWith("Card ")).sort();
        await page.reload();
        await ui.waitForTable(page);
        const back = () => ({
          seat: Number((globalThis as any).document.querySelector(".seats .seat-mine")?.getAttribute("data-seat") ?? "-1"),
          hand: Array.from((globalThis as any).document.querySelectorAll(".stage button[title]"), (n: any) => String(n.getAttribute("title"))).filter((l) => l.startsWith("Card ")).sort(),
        });
        await ui.until(page, back, (after) => expect(after).toEqual({ seat, hand }), { what: "the same seat and hand after the reload" });
        await suite.shot(page, "06-after-reload");
        reloaded = true;
      }

      const { state: rebuilt, legal } = await legalFor(page, bob, seat);
      const action = pageChoice(rebuilt, legal, covered);
      for (const kind of kindsOf(action, legal)) covered.add(kind);
      if (action.type === "seven" && action.card === undefined) sevenParts++;
      if (action.type !== "exchange") plays[seat]++;
      const labels = await play(page, action, rebuilt.marbles);
      clicked.push(...labels);
      progress(`seat ${seat} deal ${rebuilt.deals} ${JSON.stringify(action)}: ${labels.join(" → ")}`);
      pageActions++;
      await spectatorSeesNoHand();
    }

    progress("the pages' last decision");
    // The page watching shows the end of the second deal.
    await spectator.waitForSelector(`.stage[data-deal="${DEALS + 1}"], .board-overlay[data-phase="over"]:not([hidden])`, { timeout: 30_000 });
    await suite.shot(spectator, "05-spectator-deal-3");
    // The game went as its replay says: the same decisions by the pages, both playing cards.
    expect(pageActions).toBe(plan.pageActions);
    expect(plays).toEqual(plan.plays);
    expect(WANTED.filter((kind) => !covered.has(kind))).toEqual([]);
    // Each kind went through its own labels: the Joker's rank, a marble picked, a start, a
    // swap, the exchange confirmed, and a 7 in parts (a part clicked with no card offered).
    for (const pattern of [/^Give card /, /^Joker as /, /^Marble \d+$/, / to start$/, / swap with marble /]) {
      expect(clicked.some((label) => pattern.test(label))).toBe(true);
    }
    expect(sevenParts).toBeGreaterThan(0);
    expect(reloaded).toBe(true);
    await spectatorSeesNoHand();
    const log = await ui.logLines(spectator);
    expect(log.some((line) => line.includes("Partners exchanged"))).toBe(true);
    expect(log.some((line) => /(Alice|Carol) plays/.test(line))).toBe(true);
    expect(log.some((line) => /(Bob|Dave) plays/.test(line))).toBe(true);
    await suite.shots({ "07-spectator-end": spectator, "08-host-end": alice, "09-phone-end": carol });
    // The legal actions every seat is sent are checked against the engine's in
    // test/server/views-on-the-wire.test.ts; here the bots only play.
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("at a table, a mouse over a card in the hand explains it in one line; the still table then asks for no frames", async () => {
    const page = await suite.page({ ...ui.STILL });
    await ui.hostByKey(suite, page, "dog", "Alice", { bots: ["easy", "easy", "easy"] });
    await page.getByRole("button", { name: "Start the game" }).click();
    await ui.waitForTable(page);
    // The exchange: every card of the hand is offered, each with its label over the canvas.
    const card = page.locator(`${ui.CANVAS_BUTTONS}[title^="Card "]`).first();
    await card.waitFor({ state: "attached" });
    const rank = (await card.getAttribute("title"))!.replace(/^Card (\S+) .*$/, "$1");
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.7);
    const item = dogEn.sections.pieces.items!.find((i) => i.key === rank) ?? dogEn.sections.pieces.items!.find((i) => i.key === "plain")!;
    const tip = () => (globalThis as any).document.querySelector(".canvas-tip:not([hidden])")?.textContent ?? null;
    await ui.until(page, tip, (line) => expect(line).toBe(`${item.term} — ${item.text}`), { what: "the card's line" });
    await suite.shot(page, "tooltip");
    // Away from the card, the line goes.
    await page.mouse.move(2, 2);
    await page.waitForSelector(".canvas-tip", { state: "hidden" });
    // Nothing changes now: the table draws on demand, so nothing on the page (Pixi's tickers
    // included) asks the browser for an animation frame.
    const requested = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const g = globalThis as any;
          const original = g.requestAnimationFrame;
          let count = 0;
          g.requestAnimationFrame = (callback: unknown) => (count++, original.call(g, callback));
          setTimeout(() => {
            g.requestAnimationFrame = original;
            resolve(count);
          }, 1_000);
        }),
    );
    expect(requested).toBe(0);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
