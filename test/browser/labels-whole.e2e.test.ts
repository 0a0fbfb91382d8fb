/**
 * Every label of every game reads whole (issue 39, 4): in French, English and German, on a
 * laptop (1280×800) and a phone (390×844), a player's table with her choices lit and a
 * spectator's, every text the canvas fitted into a box shows what it was to say (broken onto
 * lines or a shorter wording by design, never cut with "…" or wider than its box), and the
 * page's own words (seats, buttons, panels) are not clipped nor past the window's edge, and
 * each labelled button of the canvas is named starting with the words it shows (Frontline's
 * Drop, in one word at both sizes, and its question's answers; Deathtrap's Scores).
 * Deathtrap's seat plates carry their tags (a title from the second round on, "passed",
 * "dealer"), and each card of a hand shows its creature's name on a laptop (on a phone, a hand
 * of many kinds takes no more rows than leave the trick its room: a name that does not fit
 * its card then is left out, never cut).
 */
import { describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import type { Page } from "playwright-core";
import deathtrapWords from "../../client/src/games/deathtrap/i18n.json" with { type: "json" };
import * as ui from "../support/browser-table.ts";
import { canvasNamesNotStartingWithWords, cutLabels, LANGUAGES, LAPTOP_1280, PHONE_390, canvasTexts, resizeTo, speak } from "../support/layout-checks.ts";
import { cutPageTexts } from "../support/page-words.ts";
import { autoPlay, botsOf } from "../support/table-play.ts";

const suite = ui.browserSuite("labels", { seed: "labels-1", pace: { botPauseMs: 0 } });

const SIZES = { laptop: LAPTOP_1280.viewport, phone: PHONE_390.viewport } as const;

type Words = Record<string, string>;
const dtWords = deathtrapWords as unknown as Record<(typeof LANGUAGES)[number], Words>;

/**
 * The names a Deathtrap hand's cards must show, from its buttons' titles ("Karte Priesterin
 * (2)"): each kind's name, or its short name by design.
 */
async function handNamesMissing(page: Page, lang: (typeof LANGUAGES)[number]): Promise<string[]> {
  const words = dtWords[lang];
  const [before, after] = words["dt.a11y.card"].split("{card}");
  const kinds = Object.keys(words).filter((key) => key.startsWith("dt.card.")).map((key) => key.slice("dt.card.".length));
  const titles = await ui.canvasLabels(page);
  const drawn = (await canvasTexts(page)).map((t) => t.text.replace(/\u00ad/g, "").replace(/-\n/g, "-").replace(/\n/g, " "));
  const missing: string[] = [];
  for (const title of titles) {
    if (!title.startsWith(before)) continue;
    const name = title.slice(before.length, title.length - after.replace("{n}", title.match(/\((\d+)\)$/)?.[1] ?? "").length);
    const kind = kinds.find((k) => words[`dt.card.${k}`] === name);
    if (!kind) continue;
    const short = words[`dt.short.${kind}`];
    if (!drawn.includes(name) && !(short && drawn.includes(short))) missing.push(`${name} (${lang})`);
  }
  return missing;
}

/** Every label of the page's table in every language at both sizes; the problems in words. */
async function everyLabel(page: Page, what: string, extra?: (page: Page, lang: (typeof LANGUAGES)[number], size: keyof typeof SIZES) => Promise<string[]>): Promise<string[]> {
  const problems: string[] = [];
  for (const [size, viewport] of Object.entries(SIZES)) {
    await resizeTo(page, viewport);
    for (const lang of LANGUAGES) {
      await speak(page, lang);
      const where = `${what}, ${lang}, ${size}`;
      for (const p of await cutLabels(page)) problems.push(`${where}: canvas: ${p}`);
      for (const p of await cutPageTexts(page)) problems.push(`${where}: page: ${p}`);
      for (const p of await canvasNamesNotStartingWithWords(page)) problems.push(`${where}: a canvas button's name: ${p}`);
      if (extra) for (const p of await extra(page, lang, size as keyof typeof SIZES)) problems.push(`${where}: ${p}`);
      await suite.shot(page, `${what.replace(/\W+/g, "-")}-${lang}-${size}`);
    }
    await speak(page, "en");
  }
  return problems;
}

/** A table of `game` in play: Alice's page at seat 0 with choices lit, programmatic players elsewhere, and a spectator's page. */
async function tableInPlay(game: string, seats: number, fields: Record<string, string> = {}) {
  const alice = await suite.page({ ...LAPTOP_1280, ...ui.STILL });
  const links = await ui.createTable(alice, suite.server.url, { name: "Alice", game, fields });
  const names = ["Bob", "Carol", "Dave"];
  const rooms: Room[] = [];
  for (let seat = 1; seat < seats; seat++) rooms.push(await suite.player(links.tableId, names[seat - 1]));
  await ui.untilState(rooms[0], (s) => s.seats.every((seat: any) => seat.occupant !== ""), "every seat taken");
  const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1, `labels bot ${i + 1}`, undefined, ["not-your-turn"])));
  await alice.getByRole("button", { name: "Start the game" }).click();
  await ui.waitForTable(alice);
  await ui.labelsWhere(alice, (labels) => labels.length > 0, "Alice's choices", 60_000);
  return { alice, links, rooms, stop: () => bots.stop() };
}

describe("every label whole, in three languages, at two sizes", () => {
  for (const [game, seats, fields] of [
    ["dog", 4, {}],
    ["dog-eat-dog", 3, { Players: "3" }],
    ["frontline", 2, {}],
  ] as const) {
    test(
      `${game}: a player's table with her choices`,
      async () => {
        const { alice, stop } = await tableInPlay(game, seats, fields);
        const problems = await everyLabel(alice, `${game}-player`);
        if (game === "frontline") {
          // A die's Drop button, one word at both sizes, asks first: the question and its answers too.
          await ui.labelsWhere(alice, (labels) => labels.includes("Drop die 1"), "the dice's Drop buttons");
          await ui.clickLabel(alice, "Drop die 1", "enter");
          await ui.labelsWhere(alice, (labels) => labels.includes("Keep it: die 1"), "the question's answers");
          problems.push(...(await everyLabel(alice, "frontline-drop-asked")));
        }
        expect(stop()).toEqual([]);
        expect(problems).toEqual([]);
      },
      ui.BROWSER_TEST_MS,
    );
  }

  test(
    "Deathtrap: a player's hand of cards, and a spectator's seat plates from the second round (titles, passed, dealer)",
    async () => {
      const { alice, stop } = await tableInPlay("deathtrap", 4);
      const hand = await everyLabel(alice, "deathtrap-player", async (page, lang, size) =>
        size === "laptop" ? (await handNamesMissing(page, lang)).map((name) => `a card shows no name: ${name}`) : [],
      );
      expect(stop()).toEqual([]);

      // Four programmatic players play a round out; the spectator's page then shows the titles.
      const rooms = await ui.programTable(suite, "deathtrap", ["Ann", "Bérénice", "Maximilian", "Dave"]);
      const [host] = rooms;
      await ui.startBy(host);
      const players = botsOf(rooms.map((room, seat) => autoPlay(room, seat, `labels round ${seat}`, undefined, ["not-your-turn"])));
      await ui.untilState(host, (s) => s.board.round >= 2 && s.board.phase === "play", "the second round's play", 90_000);
      expect(players.stop()).toEqual([]);
      const spectator = await suite.page({ ...LAPTOP_1280, ...ui.STILL });
      await ui.watchTable(spectator, `${suite.server.url}/#/watch/${host.roomId}`);
      await ui.waitForTable(spectator);
      const plates = await everyLabel(spectator, "deathtrap-spectator");
      expect([...hand, ...plates]).toEqual([]);
    },
    ui.BROWSER_TEST_MS,
  );
});
