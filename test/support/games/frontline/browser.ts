import { expect } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import * as ui from "../../browser-table.ts";
import { withBots } from "../../bot-table.ts";
import { untilCanvasSays } from "../../layout-checks.ts";
import { anyLegalBut, autoPlay, viewsOf } from "../../table-play.ts";
import { pick, type BrowserKit } from "../browser-kit.ts";

export const browser: BrowserKit = {
  howToPlay: { figures: 3 },
  table: { seats: 2 },
  keyboard: {
    policy: (labels) =>
      pick(
        labels,
        (l) => l === "Cross the line",
        (l) => /^Die \d$/.test(l),
        (l) => /^Enter/.test(l),
        (l) => ["Move", "Take", "Grow", "Activate"].includes(l),
        (l) => /^Square [a-h][1-8]$/.test(l),
        (l) => l === "Done",
      ),
  },
  phone: {
    title: "Frontline: picking a square, then a pyramid",
    async run({ suite, phoneSizes, press }) {
      await withBots(suite, { game: "frontline", others: ["Bob"] }, async ({ alice, rooms }) => {
        let labels = await ui.labelsWhere(alice, (l) => l.includes("Die 1") && l.includes("Drop die 1"), "Alice's dice", 90_000);
        expect(await phoneSizes(alice, "frontline-dice")).toEqual([]);
        labels = await press(alice, "Die 1");
        // The die's first action, until squares are offered.
        for (let i = 0; i < 3 && !labels.some((l) => l.startsWith("Square ")); i++) {
          labels = await press(alice, labels.find((l) => !/^(Back|Die \d|Drop die \d)$/.test(l))!);
        }
        expect(labels.some((l) => l.startsWith("Square "))).toBe(true);
        expect(await phoneSizes(alice, "frontline")).toEqual([]);

        // Later turns: a Move (or another power) offers pyramids on the board, listed with their piece.
        const board = (): { colour?: string }[] => (viewsOf(rooms[0], null).table as any).squares;
        const holdsPyramid = (l: string): boolean => {
          const m = /^Square ([a-h])([1-8])$/.exec(l);
          return m !== null && board()[(Number(m[2]) - 1) * 8 + m[1].charCodeAt(0) - 97]?.colour !== undefined;
        };
        const preference = [/^Die \d$/, /^Move$/, /^(Activate|Grow|Take)$/, /^Square /, /^(?!Back$|Drop die|Claim the draw)/];
        let pyramids = false;
        for (let i = 0; i < 40 && !pyramids; i++) {
          labels = await ui.labelsWhere(alice, (l) => l.length > 0, "Alice's turn", 90_000);
          if (labels.some(holdsPyramid)) {
            pyramids = true;
            break;
          }
          const next = preference.map((p) => labels.find((l) => p.test(l))).find((l) => l !== undefined)!;
          labels = await press(alice, next);
        }
        expect(pyramids).toBe(true);
        expect(await phoneSizes(alice, "frontline-pyramid")).toEqual([]);
      });
    },
  },
  polish: {
    title: "Frontline: declining a die asks once; Back is on screen; nothing overlaps",
    async run({ suite, bothSizes, press }) {
      // Bob never declines: the dice the test sees declined are the ones Alice declined.
      const neverDeclines = (room: Room, seat: number) => autoPlay(room, seat, `bot ${seat}`, anyLegalBut("decline"));
      await withBots(suite, { game: "frontline", others: ["Bob"], bot: neverDeclines }, async ({ alice, rooms: [bob] }) => {
        let labels = await ui.labelsWhere(alice, (l) => l.includes("Die 1"), "Alice's dice", 90_000);
        expect(labels).toContain("Drop die 1");
        expect(await bothSizes(alice, "frontline-01-dice")).toEqual([]);

        // The Drop button asks; keeping the die changes nothing.
        labels = await press(alice, "Drop die 1");
        expect(labels).toEqual(expect.arrayContaining(["Drop it: die 1", "Keep it: die 1"]));
        expect(labels).not.toContain("Die 1");
        await untilCanvasSays(alice, /^Drop the .*\?/);
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
      });
    },
  },
};
