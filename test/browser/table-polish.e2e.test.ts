/**
 * What a new player sees and taps, at a laptop's 1280×800 and a phone's 390×844 (issue 15),
 * one game per test on one server and one browser. The player's page is checked at both
 * sizes at the same moment of the game (the page is resized): no two targets overlap, no
 * text under 12 px, no text over another, every target on screen, none under 44 px on the
 * phone (test/support/layout-checks.ts). And what the issue asked of each game's choices:
 *   DOG          a 7's parts are held on the page, undone, and sent on Confirm; on a phone
 *                the destinations are a list of finger-sized buttons.
 *   Frontline    declining a die asks once; Back is on screen.
 *   Dog Eat Dog  the Pass that ends the game says so and asks once.
 *   Deathtrap    the phone's Scores button has its own row.
 * The other seats are programmatic players over the protocol. Screenshots land in
 * test/artifacts/polish-<game>-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import { Dog, DogEatDog } from "@tablee/shared";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";
import { BOT_SEED, botChooser } from "../support/dog-browser.ts";
import { CONFIRM } from "../support/dog-clicks.ts";
import { canvasSays, canvasTexts, LAPTOP_1280, layoutProblems, startedTable, PHONE_390, resizeTo } from "../support/layout-checks.ts";
import { anyLegal, autoPlay, botsOf, viewsOf } from "../support/table-play.ts";

/** DOG with this seed deals the host (seat 0) two 7s and two Aces in the first deal. */
const SEED = "polish-144";
const UNDO = "Undo the last step";

const suite = ui.browserSuite("polish", { seed: SEED });

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
  test("DOG: a 7's steps are held, undone and confirmed; targets apart and finger-sized on a phone", async () => {
    const { alice, rooms } = await startedTable(suite, "dog", {}, ["Bob", "Carol", "Dave"]);
    const [bob] = rooms;
    const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, BOT_SEED(i + 1), botChooser(i + 1))));
    const board = (): Dog.DogPublicView => viewsOf(bob, null).table as unknown as Dog.DogPublicView;

    let checkedPlay = false;
    let sevenDone = false;
    for (let turn = 0; turn < 12 && !sevenDone; turn++) {
      let labels = await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Card ")), "Alice's cards", 60_000);
      if ((await ui.stageFacts(alice)).phase === "exchange") {
        // Keep the 7s and Aces: give the partner something else.
        const gift = labels.find((l) => !/^Card (7|A) /.test(l))!;
        labels = await press(alice, gift);
        await press(alice, labels.find((l) => l.startsWith("Give card "))!, "mouse", { last: true });
        continue;
      }
      if (!checkedPlay) {
        expect(await bothSizes(alice, "dog-01-hand")).toEqual([]);
        checkedPlay = true;
      }
      if (!labels.includes("Card 7 #1")) {
        // An Ace brings a marble out (or whatever else the hand allows), confirmed like any move.
        labels = await press(alice, labels.find((l) => l === "Card A #1") ?? labels.find((l) => l.startsWith("Card "))!);
        for (let i = 0; i < 10 && !labels.includes(CONFIRM); i++) {
          const next = labels.find((l) => / to (start|field|finish)| swap with /.test(l)) ?? labels.find((l) => l.startsWith("Joker as ")) ?? labels.find((l) => /^Marble \d+$/.test(l))!;
          labels = await press(alice, next);
        }
        await press(alice, CONFIRM, "mouse", { last: true });
        continue;
      }

      // The 7: one marble out, so its destinations show at once.
      const before = board();
      labels = await press(alice, "Card 7 #1");
      const mover = [0, 1, 2, 3].find((m) => before.marbles[m] >= 0 && before.marbles[m] < 64)!;
      const from = before.marbles[mover];
      const oneStep = `Marble ${mover} to field ${(from + 1) % 64}`;
      const sevenSteps = `Marble ${mover} to field ${(from + 7) % 64}`;
      expect(labels).toEqual(expect.arrayContaining([oneStep, sevenSteps]));
      const targets = labels.filter((l) => l.startsWith(`Marble ${mover} to `));
      expect(await bothSizes(alice, "dog-02-seven-targets")).toEqual([]);

      // One step is held on the page: the server's board has not moved, six steps are left.
      labels = await press(alice, oneStep);
      expect(labels).toContain(UNDO);
      expect(labels).not.toContain(CONFIRM);
      expect(await canvasSays(alice, /^7: 6 steps left$/)).toBe(true);
      expect(board().marbles).toEqual(before.marbles);
      expect(board().seven).toBeUndefined();
      expect(await bothSizes(alice, "dog-03-seven-held")).toEqual([]);

      // Undo: the same destinations as before the step.
      labels = await press(alice, UNDO);
      expect(labels).toEqual(expect.arrayContaining(targets));
      expect(labels).not.toContain(UNDO);

      // On the phone the destinations are a list: the step again, then the other six, then Confirm.
      await resizeTo(alice, PHONE_390.viewport);
      labels = await press(alice, oneStep, "tap");
      const rest = labels.find((l) => l === sevenSteps) ?? labels.find((l) => l.startsWith(`Marble ${mover} to `))!;
      labels = await press(alice, rest, "tap");
      expect(labels).toEqual(expect.arrayContaining([CONFIRM, UNDO]));
      expect(await canvasSays(alice, /^Play this move\?$/)).toBe(true);
      expect(await layoutProblems(alice, { phone: true })).toEqual([]);
      await suite.shot(alice, "dog-04-confirm-390");
      expect(board().marbles).toEqual(before.marbles);
      await press(alice, CONFIRM, "tap", { last: true });
      // Both parts reached the server, in order: the 7 is spent and the marble moved.
      const after = await ui.untilState(bob, (s) => s.board.seven === undefined && s.board.marbles[mover] !== from, "the 7 on the board");
      expect(after.board.marbles[mover]).not.toBe(from);
      await resizeTo(alice, LAPTOP_1280.viewport);
      sevenDone = true;
    }
    expect(sevenDone).toBe(true);
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("Frontline: declining a die asks once; Back is on screen; nothing overlaps", async () => {
    const { alice, rooms } = await startedTable(suite, "frontline", {}, ["Bob"]);
    const [bob] = rooms;
    // Bob never declines: the dice the test sees declined are the ones Alice declined.
    const bots = botsOf([autoPlay(bob, 1, "bot 1", (legal, view, rng) => {
      const keep = (legal as { type: string }[]).filter((a) => a.type !== "decline");
      return anyLegal(keep.length > 0 ? keep : legal, view, rng);
    })]);
    let labels = await ui.labelsWhere(alice, (l) => l.includes("Die 1"), "Alice's dice", 90_000);
    expect(labels).toContain("Drop die 1");
    expect(await bothSizes(alice, "frontline-01-dice")).toEqual([]);

    // The Drop button asks; keeping the die changes nothing.
    labels = await press(alice, "Drop die 1");
    expect(labels).toEqual(expect.arrayContaining(["Drop it: die 1", "Keep it: die 1"]));
    expect(labels).not.toContain("Die 1");
    expect(await canvasSays(alice, /^Drop the .*\?/)).toBe(true);
    expect(await bothSizes(alice, "frontline-02-decline-asked")).toEqual([]);
    const dice = (): string[] => ((viewsOf(bob, null).table as any).dice as { status: string }[]).map((d) => d.status);
    expect(dice()[0]).toBe("unused");
    labels = await press(alice, "Keep it: die 1");
    expect(labels).toEqual(expect.arrayContaining(["Die 1", "Drop die 1"]));

    // A die picked: Back is there, on screen at both sizes, with the step's other buttons.
    labels = await press(alice, "Die 1");
    expect(labels).toContain("Back");
    expect(await bothSizes(alice, "frontline-03-back")).toEqual([]);
    labels = await press(alice, "Back");
    expect(labels).toContain("Die 1");

    // Declining for good: asked, answered yes, and the die is declined on the server.
    labels = await press(alice, "Drop die 1");
    await press(alice, "Drop it: die 1", "mouse", { last: true });
    await ui.untilState(bob, (s) => JSON.parse(JSON.stringify(s.board.dice))[0].status === "declined", "die 1 declined");
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("Dog Eat Dog: the Pass that ends the game says so and asks once; nothing overlaps", async () => {
    const { alice, rooms } = await startedTable(suite, "dog-eat-dog", { Players: "2" }, ["Bob"]);
    const [bob] = rooms;
    // Bob passes when that does not end the game, and attacks otherwise: Alice soon faces a
    // Pass that would end it.
    const bots = botsOf([autoPlay(bob, 1, "bot 1", (legal, view, rng) => {
      const actions = legal as DogEatDog.DedAction[];
      const pass = actions.find((a) => a.type === "pass");
      if (pass && (view as { passes: number }).passes === 0) return pass;
      const other = actions.filter((a) => a.type !== "pass");
      return anyLegal(other.length > 0 ? other : actions, view, rng);
    })]);
    let warned = false;
    let checked = false;
    for (let turn = 0; turn < 10 && !warned; turn++) {
      let labels = await ui.labelsWhere(alice, (l) => l.includes("Pass"), "Alice's turn", 60_000);
      if (!checked) {
        expect(await bothSizes(alice, "dog-eat-dog-01-turn")).toEqual([]);
        checked = true;
      }
      if (await canvasSays(alice, /^or pass, which ends the game$/)) {
        warned = true;
        break;
      }
      // Not yet the last pass: attack, with the first lit attacker on its first target.
      labels = await press(alice, labels.find((l) => l.startsWith("Attacker "))!, "enter");
      await press(alice, labels.find((l) => l.startsWith("Target "))!, "enter", { last: true });
    }
    expect(warned).toBe(true);
    expect(await bothSizes(alice, "dog-eat-dog-02-pass-warned")).toEqual([]);

    // Pass asks once: keep playing takes it back, and the game goes on.
    let labels = await press(alice, "Pass", "enter");
    expect(labels).toEqual(expect.arrayContaining(["Pass and end the game", "Keep playing"]));
    expect(labels).not.toContain("Pass");
    expect(await canvasSays(alice, /^Passing now ends the game$/)).toBe(true);
    expect(await bothSizes(alice, "dog-eat-dog-03-pass-asked")).toEqual([]);
    expect((await ui.stageFacts(alice)).phase).not.toBe("over");
    labels = await press(alice, "Keep playing", "enter");
    expect(labels).toContain("Pass");
    await press(alice, "Pass", "enter", { last: true });
    await ui.clickLabel(alice, "Pass and end the game", "enter");
    await alice.waitForSelector('.board-overlay[data-phase="over"]:not([hidden])', { timeout: 20_000 });
    await alice.waitForTimeout(1_000);
    await suite.shot(alice, "dog-eat-dog-04-final-1280");
    // The final scoring once, in its panel.
    expect((await canvasTexts(alice)).filter((t) => t.text === "Final scoring")).toHaveLength(1);
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("Deathtrap: the phone's Scores button has its own row; nothing overlaps", async () => {
    const { alice, rooms } = await startedTable(suite, "deathtrap", { Players: "4" }, ["Bob", "Carol", "Dave"]);
    const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, `bot ${i + 1}`)));
    await ui.labelsWhere(alice, (l) => l.length > 0, "Alice's choices", 90_000);
    expect(await bothSizes(alice, "deathtrap-01-choices", "phone")).toEqual([]);
    // The sheet opens over the middle on a phone; its button stays clear of everything.
    // The toggle keeps its title: after the click, wait for the frames that draw the sheet.
    await ui.clickLabel(alice, "Scores: show the score sheet");
    await resizeTo(alice, PHONE_390.viewport);
    expect(await canvasSays(alice, /^Σ$/)).toBe(true);
    expect((await layoutProblems(alice, { phone: true })).filter((p) => p.startsWith("target"))).toEqual([]);
    await suite.shot(alice, "deathtrap-02-scores-390");
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
