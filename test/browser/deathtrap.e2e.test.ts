/**
 * Deathtrap Dungeon in real browsers: the host creates a private four-seat table from the
 * lobby's form (seat count and the Pig option), her friend follows the invite link on a
 * phone, two programmatic players join by the table id and choose among their legal actions over
 * the protocol, a fifth person watches by the watch link. The Pig step (the host holds the
 * Pig with this seed) and several tricks are played by clicking the labelled canvas
 * buttons, sets and passes both; the spectator never sees a hand card.
 *
 * Needs Chromium (see test/support/browser-chromium.ts) and builds the client when its
 * sources are newer than client/dist. Screenshots land in test/artifacts/deathtrap-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";
import { autoPlay, botsOf } from "../support/table-play.ts";

/** With this seed the host (seat 0) holds the Exploding Pig. */
const SEED = "deathtrap-browser-1";
const TRICKS = 3;

const suite = ui.browserSuite("deathtrap", { seed: SEED });

/**
 * What a player clicks next, by a fixed policy over what is lit up: send a ready choice
 * (Pig discard, a set), else pick the first playable kind of the hand, else pass. A kind
 * picked on the previous click that still makes no set is passed on. Never the Killing
 * Machine out of turn (the server tests race it).
 */
function choose(labels: readonly string[], previous: string | null): string | null {
  const first = (test: (label: string) => boolean) => labels.find(test) ?? null;
  const card = first((l) => l.startsWith("Card "));
  return (
    first((l) => l === "Discard with the Exploding Pig") ??
    first((l) => l === "Play the set") ??
    (card && !previous?.startsWith("Card ") ? card : null) ??
    first((l) => l === "Pass") ??
    null
  );
}

/** One click on this page if something is playable; waits until its choices change. */
async function playOneClick(page: Page, previous: string | null): Promise<string | null> {
  const before = await ui.canvasLabels(page);
  const label = choose(before, previous);
  if (!label) return null;
  try {
    await ui.clickLabel(page, label);
  } catch (error) {
    // The bots at the table may take the button away between reading and clicking (their
    // move ends the trick, a Killing Machine clears it): only a button still there that
    // cannot be clicked is a failure.
    if ((await ui.canvasLabels(page)).includes(label)) throw error;
    return null;
  }
  await ui.labelsChange(page, before, 5_000).catch(() => undefined);
  return label;
}

describe("Deathtrap Dungeon in the browser", () => {
  test("a private four-seat table by link: the Pig step and tricks by clicking, bots at two seats, a spectator who sees no hand", async () => {
    const alice = await suite.page();
    const links = await ui.createTable(alice, suite.server.url, {
      name: "Alice",
      game: "deathtrap",
      fields: { Players: "4" },
      beforeCreate: async () => {
        // The Pig option's default, as the lobby's form shows it.
        expect(await alice.getByLabel("After the Exploding Pig").inputValue()).toBe("left-of-holder");
        await suite.shot(alice, "01-lobby");
      },
    });
    const bob = await suite.player(links.tableId, "Bob");
    const carol = await suite.page(ui.PHONE);
    expect(await ui.joinByInvite(carol, links.invite, "Carol")).toBe(2);
    const dave = await suite.player(links.tableId, "Dave");
    expect(await ui.mySeat(alice)).toBe(0);
    const full = await ui.untilState(bob, (s) => s.seats.length === 4 && s.seats.every((seat: any) => seat.occupant !== ""), "every seat taken");
    expect(full.seats.map((seat: any) => seat.name)).toEqual(["Alice", "Bob", "Carol", "Dave"]);

    const spectator = await suite.page();
    await ui.watchTable(spectator, links.watch);

    const bots = botsOf([autoPlay(bob, 1, "bot 1"), autoPlay(dave, 3, "bot 3")]);

    await alice.getByRole("button", { name: "Start the game" }).click();
    const players = [alice, carol];
    await Promise.all([...players, spectator].map((page) => ui.waitForTable(page)));
    const spectatorSeesNoHand = async () => expect(await ui.faceUpHandCards(spectator)).toEqual([]);
    await spectatorSeesNoHand();
    await suite.shots({ "02-pig-step": alice, "03-spectator-pig-step": spectator });

    const previous = new Map<Page, string | null>();
    const clicked: string[] = [];
    let idleSince = Date.now();
    let shots = 0;
    const tricksOver = async () => (await ui.logLines(spectator)).filter((line) => line.startsWith("Trick over")).length;
    // Enough tricks, and the pages have both laid a set and passed by clicking.
    while ((await tricksOver()) < TRICKS || !clicked.includes("Play the set") || !clicked.includes("Pass")) {
      let progressed = false;
      for (const page of players) {
        const label = await playOneClick(page, previous.get(page) ?? null);
        previous.set(page, label);
        if (!label) continue;
        clicked.push(label);
        progressed = true;
        await spectatorSeesNoHand();
        if (label === "Play the set" && shots < 2) await suite.shot(page, `04-after-set-${++shots}`);
      }
      if (progressed) idleSince = Date.now();
      else if (Date.now() - idleSince > 30_000) {
        const labels = await Promise.all(players.map(ui.canvasLabels));
        throw new Error(`nobody could play for 30 s; labels ${JSON.stringify(labels)}; errors ${bots.errors.join("; ")}`);
      } else await alice.waitForTimeout(100);
    }

    const log = await ui.logLines(spectator);
    // DD-4: the Pig's holder discarded it with another card, by clicking; then the sets and passes.
    expect(clicked).toContain("Discard with the Exploding Pig");
    expect(log.some((line) => line.startsWith("Alice plays the Exploding Pig"))).toBe(true);
    expect(log.some((line) => /(Alice|Bob|Carol|Dave) (leads|plays) \d+ × /.test(line))).toBe(true);
    expect(log.some((line) => / passes\.$/.test(line))).toBe(true);
    await spectatorSeesNoHand();
    await suite.shots({ "05-spectator": spectator, "06-host": alice, "07-phone": carol });
    expect(bots.stop()).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
