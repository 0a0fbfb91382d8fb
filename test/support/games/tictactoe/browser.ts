import { expect } from "@jest/globals";
import * as ui from "../../browser-table.ts";
import { withBots } from "../../bot-table.ts";
import { untilCanvasSays } from "../../layout-checks.ts";
import { pick, type BrowserKit } from "../browser-kit.ts";

const cell = (l: string): boolean => /^Cell [1-9]$/.test(l);

/** The tests' own game, on the shell's table through its own small renderer. */
export const browser: BrowserKit = {
  howToPlay: { figures: 0 },
  table: { seats: 2 },
  keyboard: { policy: (labels) => pick(labels, cell), uniqueNames: true },
  phone: {
    title: "Tic-tac-toe: picking a cell",
    async run({ suite, phoneSizes }) {
      await withBots(suite, { game: "tictactoe", others: ["Bob"] }, async ({ alice }) => {
        await ui.labelsWhere(alice, (l) => l.some(cell)  , "Alice's cells", 60_000);
        expect(await phoneSizes(alice, "tictactoe")).toEqual([]);
      });
    },
  },
  polish: {
    title: "Tic-tac-toe: a whole game by clicks, to its end in the log and on the board",
    async run({ suite, bothSizes, press }) {
      await withBots(suite, { game: "tictactoe", others: ["Bob"] }, async ({ alice }) => {
        let checked = false;
        const mineOrOver = `document.querySelector('.board-overlay[data-phase="over"]:not([hidden])') !== null || document.querySelector('.stage button[title^="Cell "]') !== null`;
        for (let turn = 0; turn < 5; turn++) {
          await alice.waitForFunction(mineOrOver, undefined, { timeout: 60_000, polling: 100 });
          if (await ui.isOver(alice)) break;
          const free = (await ui.canvasLabels(alice)).filter(cell);
          if (!checked) {
            expect(await bothSizes(alice, "tictactoe-01-turn")).toEqual([]);
            checked = true;
          }
          await press(alice, free[0], "mouse", { last: true });
        }
        await alice.waitForSelector('.board-overlay[data-phase="over"]:not([hidden])', { timeout: 20_000 });
        expect(checked).toBe(true);
        await untilCanvasSays(alice, /^(.+ wins|A draw)$/);
        expect((await ui.logLines(alice)).some((line) => /wins!|a draw\./.test(line))).toBe(true);
      });
    },
  },
};
