import { expect } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import type { Dog } from "@tablee/shared";
import { withBots } from "../../bot-table.ts";
import * as ui from "../../browser-table.ts";
import { BOT_SEED, botChooser } from "../../dog-browser.ts";
import { CONFIRM } from "../../dog-clicks.ts";
import { LAPTOP_1280, layoutProblems, PHONE_360, PHONE_390, resizeTo, untilCanvasSays } from "../../layout-checks.ts";
import { autoPlay, viewsOf } from "../../table-play.ts";
import { pick, type BrowserKit } from "../browser-kit.ts";

/** A card chosen last stays chosen: pressing it again would take it back. */
const notAgain = (previous: string | null, prefix: string) => (label: string) => label.startsWith(prefix) && label !== previous;

const UNDO = "Undo the last step";

/** The other seats play as the DOG suites' bots do, each from its own seed. */
const dogBot = (room: Room, seat: number) => autoPlay(room, seat, BOT_SEED(seat), botChooser(seat));

/** The suites' server deals from "polish-144": the host (seat 0) gets two 7s and two Aces in the first deal. */
export const browser: BrowserKit = {
  // The cards, the way home, the board of six.
  howToPlay: { figures: 3 },
  table: { seats: 4 },
  keyboard: {
    policy: (labels, previous) =>
      pick(
        labels,
        (l) => l === "Confirm the move",
        (l) => /^Marble \d+ (to|swap)/.test(l),
        (l) => l.startsWith("Joker as"),
        (l) => /^Marble \d+$/.test(l),
        (l) => l.startsWith("Give card"),
        notAgain(previous, "Card "),
      ),
  },
  phone: {
    title: "DOG: picking a marble",
    async run({ suite, phoneSizes, press }) {
      await withBots(suite, { game: "dog", others: ["Bob", "Carol", "Dave"], bot: dogBot }, async ({ alice }) => {
        await resizeTo(alice, PHONE_360.viewport);
        let labels = await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Card ")), "Alice's cards", 60_000);
        for (let i = 0; i < 3 && (await ui.stageFacts(alice)).phase === "exchange"; i++) {
          // Keep the Aces: give the partner something else.
          labels = await press(alice, labels.find((l) => !/^Card A /.test(l))!);
          await press(alice, labels.find((l) => l.startsWith("Give card "))!);
          labels = await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Card ")), "Alice's cards", 60_000);
        }
        labels = await ui.labelsWhere(alice, (l) => l.includes("Card A #1"), "Alice's Ace", 60_000);
        labels = await press(alice, "Card A #1");
        expect(labels.some((l) => /^Marble \d+( to |$)/.test(l))).toBe(true);
        expect(await phoneSizes(alice, "dog")).toEqual([]);
      });
    },
  },
  polish: {
    title: "DOG: a 7's steps are held, undone and confirmed; targets apart and finger-sized on a phone",
    async run({ suite, bothSizes, press }) {
      await withBots(suite, { game: "dog", others: ["Bob", "Carol", "Dave"], bot: dogBot }, async ({ alice, rooms: [bob] }) => {
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
          await untilCanvasSays(alice, /^7: 6 steps left$/);
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
          await untilCanvasSays(alice, /^Play this move\?$/);
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
      });
    },
  },
};
