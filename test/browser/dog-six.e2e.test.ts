/**
 * DOG at six in real browsers (issue 41). Alice, on a phone (390×844), opens a table of six
 * from the lobby with four of the server's bots; the form offers 4 or 6 seats and, at six
 * only, the house variant. Bob follows the invite link on a laptop: its page says the table
 * seats six. A spectator follows the watch link. Each person sees their own hand (the cards
 * the seed deals their seat) and the board of six arms with every seat's plate and team;
 * each picks a card for their partner, three seats on, then plays a card that brings a
 * marble out. The spectator never sees a hand. Alice's phone passes the layout checks at
 * 390×844 and 360×640, and axe finds nothing on the players' and the spectator's pages; Bob
 * plays with the keyboard. A third table is played to its end by two people (programs) and
 * four bots while a spectator's page watches: no hand ever shows there.
 *
 * The server deals from a fixed seed (checked with the engine below: each page's seat gets a
 * card that brings a marble out, and another to give). A second table takes the house variant
 * from the lobby: two teams of three, the card going to the next teammate. Screenshots:
 * test/artifacts/dog-six-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import { Dog } from "@tablee/shared";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.ts";
import * as ui from "../support/browser-table.ts";
import { CONFIRM } from "../support/dog-clicks.ts";
import { autoPlay, botsOf } from "../support/table-play.ts";
import { canvasSays, canvasTexts, cutLabels, layoutProblems, LAPTOP_1280, PHONE_360, PHONE_390, resizeTo } from "../support/layout-checks.ts";

const SEED = "dog-six-0";
const suite = ui.browserSuite("dog-six", { seed: SEED });

/** The cards that bring a marble out (DOG-7). */
const STARTS = /^Card (A|K|Joker) #\d+$/;
/** The ranks of the hand a page offers to click, sorted. */
const handOf = (labels: readonly string[]): string[] => labels.flatMap((l) => /^Card (\S+) #\d+$/.exec(l)?.[1] ?? []).sort();

/** Presses `label` (a finger's tap, or the keyboard's Enter on it) and waits for the page's choices to change; returns them. */
async function press(page: Page, label: string, how: "tap" | "enter" = "tap"): Promise<string[]> {
  const before = await ui.canvasLabels(page);
  if (!before.includes(label)) throw new Error(`no ${label} among ${JSON.stringify(before)}`);
  await ui.clickLabel(page, label, how);
  return ui.labelsChange(page, before);
}

/** The seat list's names, in seat order. */
const seatNames = (page: Page): Promise<string[]> => page.$$eval(".seats .seat .seat-name", (nodes) => nodes.map((node) => node.textContent ?? ""));

/** The texts drawn on the canvas. */
const drawn = async (page: Page): Promise<string[]> => (await canvasTexts(page)).map((t) => t.text);

/** Every seat's plate on the board of six: six names, two plates of each team. */
async function expectSixPlates(page: Page, names: readonly string[]): Promise<void> {
  const texts = await drawn(page);
  for (const [seat, name] of names.entries()) expect({ seat, shown: texts.includes(name) }).toEqual({ seat, shown: true });
  for (const team of ["Team 1", "Team 2", "Team 3"]) expect({ team, plates: texts.filter((t) => t === team).length }).toEqual({ team, plates: 2 });
}

/** Gives a card that does not bring a marble out to the partner, as a person does: the card, then Give. */
async function giveToPartner(page: Page, partner: string, how: "tap" | "enter" = "tap"): Promise<string> {
  const labels = await ui.labelsWhere(page, (l) => l.some((x) => x.startsWith("Card ")), "the exchange", 60_000);
  expect(await canvasSays(page, new RegExp(`^Pick a card for ${partner}$`))).toBe(true);
  const card = labels.find((l) => l.startsWith("Card ") && !STARTS.test(l))!;
  const rank = /^Card (\S+) /.exec(card)![1];
  const after = await press(page, card, how);
  expect(await canvasSays(page, new RegExp(`^Give ${rank} to ${partner}\\?$`))).toBe(true);
  await press(page, after.find((l) => l === `Give card ${rank}`)!, how);
  return rank;
}

/** On the page's turn, a card that brings a marble out, its start, then Confirm; returns the card's rank. */
async function bringOneOut(page: Page, checks: () => Promise<void> = async () => undefined, how: "tap" | "enter" = "tap"): Promise<string> {
  let labels = await ui.labelsWhere(page, (l) => l.some((x) => STARTS.test(x)), "a card that brings a marble out", 90_000);
  const card = labels.find((l) => STARTS.test(l))!;
  labels = await press(page, card, how);
  for (let i = 0; i < 4 && !labels.includes(CONFIRM); i++) {
    const next = labels.find((l) => / to start$/.test(l)) ?? labels.find((l) => /^Joker as (A|K)$/.test(l)) ?? labels.find((l) => /^Marble \d+$/.test(l));
    if (next === undefined) throw new Error(`no way to a start among ${JSON.stringify(labels)}`);
    if (/ to start$/.test(next)) await checks();
    labels = await press(page, next, how);
  }
  await ui.clickLabel(page, CONFIRM, how);
  return /^Card (\S+) /.exec(card)![1];
}

describe("DOG at six in the browser", () => {
  test("a table of six from the lobby, two people and four bots: own hands, the board of six arms, the partner's exchange, a card played each, a spectator who sees no hand", async () => {
    // The seed deals each page's seat a card that brings a marble out, and another to give.
    const dealt = Dog.dog.setup(6, SEED, {});
    for (const seat of [0, 1]) {
      expect(dealt.hands[seat].some((c) => ["A", "K", "Joker"].includes(c))).toBe(true);
      expect(dealt.hands[seat].some((c) => !["A", "K", "Joker"].includes(c))).toBe(true);
    }
    expect(dealt.firstPlayer).toBe(0);

    const alice = await suite.page({ ...PHONE_390, ...ui.STILL });
    const links = await ui.createTable(alice, suite.server.url, {
      name: "Alice",
      game: "dog",
      fields: { Players: "6", "Bots seated at once": "4" },
      beforeCreate: async () => {
        // The counts DOG seats, and its house variant where it changes anything: at six.
        expect(await alice.locator("#new-seats option").allTextContents()).toEqual(["4", "6"]);
        const house = alice.getByLabel("Teams at six (house variant)", { exact: true });
        expect(await house.isVisible()).toBe(true);
        expect(await house.locator("option").allTextContents()).toEqual(["Three teams of two", "Two teams of three (house variant)"]);
        await alice.getByLabel("Players", { exact: true }).selectOption("4");
        expect(await house.isVisible()).toBe(false);
        await alice.getByLabel("Players", { exact: true }).selectOption("6");
        await alice.getByLabel("Bots seated at once", { exact: true }).selectOption("4");
        await suite.shot(alice, "01-create");
      },
    });
    // The waiting room says the count: Alice and the four bots, one seat free.
    await alice.waitForSelector(".seats .seat-mine");
    expect(await alice.locator(".status").textContent()).toBe("Waiting for players: 5 of 6 seated.");
    await suite.shot(alice, "02-waiting");

    const bob = await suite.page({ ...LAPTOP_1280, ...ui.STILL });
    await bob.goto(links.invite);
    await bob.waitForSelector(".invite-summary");
    expect(await bob.locator(".invite-seats").textContent()).toBe("6 seats at this table");
    await suite.shot(bob, "03-invite");
    expect(await ui.joinByInvite(bob, links.invite, "Bob")).toBe(1);
    const names = await seatNames(alice);
    expect(names.slice(0, 2)).toEqual(["Alice", "Bob"]);
    expect(names).toHaveLength(6);

    const spectator = await suite.page(LAPTOP_1280);
    await ui.watchTable(spectator, links.watch);
    await alice.getByRole("button", { name: "Start the game" }).click();
    await Promise.all([alice, bob, spectator].map((page) => ui.waitForTable(page)));

    // Each person's own hand, as dealt to their seat; the spectator's page shows none.
    const aliceLabels = await ui.labelsWhere(alice, (l) => handOf(l).length === 6, "Alice's hand");
    const bobLabels = await ui.labelsWhere(bob, (l) => handOf(l).length === 6, "Bob's hand");
    expect(handOf(aliceLabels)).toEqual([...dealt.hands[0]].sort());
    expect(handOf(bobLabels)).toEqual([...dealt.hands[1]].sort());
    expect(await ui.faceUpHandCards(spectator)).toEqual([]);
    // The board of six: every seat's plate and its team, partners three seats apart.
    await expectSixPlates(spectator, names);
    await expectSixPlates(bob, names);
    expect(await canvasSays(spectator, /^Watching$/)).toBe(true);
    // The seat list says the teams too.
    const teams = await spectator.$$eval(".seats .seat .tag-team", (nodes) => nodes.map((node) => node.textContent ?? ""));
    expect(teams).toEqual(["team 1", "team 2", "team 3", "team 1", "team 2", "team 3"]);
    expect(await axeViolations(alice)).toEqual([]);
    expect(await axeViolations(spectator)).toEqual([]);
    // The phone's page scrolled down to the Start button: the board back in view for the picture.
    await alice.evaluate(() => (globalThis as any).document.querySelector(".stage").scrollIntoView({ block: "start" }));
    await suite.shots({ "04-exchange-phone": alice, "05-exchange-laptop": bob, "06-spectator": spectator });

    // The exchange: each gives to the partner three seats on, by name.
    await giveToPartner(alice, names[3]);
    // Bob plays with the keyboard alone: Enter on each of the table's buttons.
    await giveToPartner(bob, names[4], "enter");
    expect(await ui.faceUpHandCards(spectator)).toEqual([]);

    // Alice plays first; her phone's targets are finger-sized, apart and whole at both sizes.
    const phoneChecks = async (): Promise<void> => {
      for (const [size, viewport] of [["390x844", PHONE_390.viewport], ["360x640", PHONE_360.viewport]] as const) {
        await resizeTo(alice, viewport);
        expect({ size, problems: await layoutProblems(alice, { phone: true }), cut: await cutLabels(alice) }).toEqual({ size, problems: [], cut: [] });
        await suite.shot(alice, `07-start-${size}`);
      }
      await resizeTo(alice, PHONE_390.viewport);
    };
    const logFrom = (await ui.logLines(spectator)).length;
    const aliceCard = await bringOneOut(alice, phoneChecks);
    await ui.newLogLine(spectator, logFrom, new RegExp(`^Alice plays (a|an) ${aliceCard === "A" ? "Ace" : aliceCard === "K" ? "King" : "Joker"}`), 30_000);
    expect(await axeViolations(alice)).toEqual([]);

    // Bob's turn follows Alice's.
    const bobCard = await bringOneOut(bob, undefined, "enter");
    await ui.newLogLine(spectator, logFrom, new RegExp(`^Bob plays (a|an) ${bobCard === "A" ? "Ace" : bobCard === "K" ? "King" : "Joker"}`), 30_000);
    expect(await ui.faceUpHandCards(spectator)).toEqual([]);
    const log = await ui.logLines(spectator);
    expect(log.filter((line) => /^Team [123] exchanged their cards\.$/.test(line))).toHaveLength(3);
    await suite.shots({ "08-after-phone": alice, "09-after-laptop": bob, "10-spectator": spectator });
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("the house variant chosen in the lobby: two teams of three, seated alternately; the card goes to the next teammate, two seats on", async () => {
    const alice = await suite.page({ ...LAPTOP_1280, ...ui.STILL });
    await ui.createTable(alice, suite.server.url, {
      name: "Alice",
      game: "dog",
      fields: { Players: "6", "Teams at six (house variant)": "true", "Bots seated at once": "5" },
    });
    await alice.getByRole("button", { name: "Start the game" }).click();
    await ui.waitForTable(alice);
    const names = await seatNames(alice);
    await ui.labelsWhere(alice, (l) => handOf(l).length === 6, "Alice's hand");
    const texts = await drawn(alice);
    expect(texts.filter((t) => t === "Team 1")).toHaveLength(3);
    expect(texts.filter((t) => t === "Team 2")).toHaveLength(3);
    expect(texts).not.toContain("Team 3");
    const teams = await alice.$$eval(".seats .seat .tag-team", (nodes) => nodes.map((node) => node.textContent ?? ""));
    expect(teams).toEqual(["team 1", "team 2", "team 1", "team 2", "team 1", "team 2"]);
    await suite.shot(alice, "11-house-variant");
    // Alice gives to seat 2; her teammates' cards change hands once all three have chosen.
    await giveToPartner(alice, names[2]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("two people and four bots play a game of six to its end; the spectator's page shows no hand at any time, then the winning team", async () => {
    // The people are programs here (the first test has them in pages): the game is long.
    const [ann, ben] = await ui.programTable(suite, "dog", ["Ann", "Ben"], { options: { seats: 6 }, bots: ["easy", "easy", "easy", "easy"] });
    expect((ann.state as any).seats.length).toBe(6);
    const spectator = await suite.page(LAPTOP_1280);
    await ui.watchTable(spectator, `${suite.server.url}/#/watch/${ann.roomId}`);
    ann.send("start", {});
    await ui.waitForTable(spectator);
    const people = botsOf([autoPlay(ann, 0, "six-ann"), autoPlay(ben, 1, "six-ben")]);
    // Read again and again while the game runs: no card of anyone's is ever offered to the spectator.
    let looks = 0;
    while (ann.state.phase !== "over") {
      expect(await ui.faceUpHandCards(spectator)).toEqual([]);
      looks++;
      await spectator.waitForTimeout(500);
    }
    expect(looks).toBeGreaterThan(1);
    await spectator.waitForSelector('.board-overlay[data-phase="over"]:not([hidden])', { timeout: 30_000 });
    expect(await ui.faceUpHandCards(spectator)).toEqual([]);
    expect(await canvasSays(spectator, / win!$/)).toBe(true);
    await suite.shot(spectator, "12-over-spectator");
    expect(people.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
