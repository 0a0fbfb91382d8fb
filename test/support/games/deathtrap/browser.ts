import { expect } from "@jest/globals";
import * as ui from "../../browser-table.ts";
import { withBots } from "../../bot-table.ts";
import { layoutProblems, PHONE_390, resizeTo, untilCanvasSays } from "../../layout-checks.ts";
import { pick, type BrowserKit } from "../browser-kit.ts";

export const browser: BrowserKit = {
  howToPlay: { figures: 2 },
  table: { seats: 4 },
  keyboard: {
    policy: (labels, previous) =>
      pick(
        labels,
        (l) => l === "Discard with the Exploding Pig",
        (l) => l === "Play the set",
        (l) => l.startsWith("Card ") && !previous?.startsWith("Card "),
        (l) => l === "Pass",
      ),
  },
  phone: {
    title: "Deathtrap: picking a card",
    async run({ suite, phoneSizes }) {
      await withBots(suite, { game: "deathtrap", options: { seats: 4 }, others: ["Bob", "Carol", "Dave"] }, async ({ alice }) => {
        await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Card ")), "Alice's cards", 90_000);
        expect(await phoneSizes(alice, "deathtrap")).toEqual([]);
      });
    },
  },
  polish: {
    title: "Deathtrap: the phone's Scores button has its own row; nothing overlaps",
    async run({ suite, bothSizes }) {
      await withBots(suite, { game: "deathtrap", options: { seats: 4 }, others: ["Bob", "Carol", "Dave"] }, async ({ alice }) => {
        await ui.labelsWhere(alice, (l) => l.length > 0, "Alice's choices", 90_000);
        expect(await bothSizes(alice, "deathtrap-01-choices", "phone")).toEqual([]);
        // The sheet opens over the middle on a phone; its button stays clear of everything.
        // The toggle keeps its title: after the click, wait for the frames that draw the sheet.
        await ui.clickLabel(alice, "Scores: show the score sheet");
        await resizeTo(alice, PHONE_390.viewport);
        await untilCanvasSays(alice, /^Σ$/);
        expect((await layoutProblems(alice, { phone: true })).filter((p) => p.startsWith("target"))).toEqual([]);
        await suite.shot(alice, "deathtrap-02-scores-390");
      });
    },
  },
};
