import { expect } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import type { DogEatDog } from "@tablee/shared";
import * as ui from "../../browser-table.ts";
import { withBots } from "../../bot-table.ts";
import { canvasSays, drawnTexts, untilCanvasSays } from "../../layout-checks.ts";
import { anyLegalBut, autoPlay } from "../../table-play.ts";
import { pick, type BrowserKit } from "../browser-kit.ts";

export const browser: BrowserKit = {
  howToPlay: { figures: 3 },
  table: { seats: 2, fields: { Players: "2" } },
  // The pyramids of one owner and size each have a name of their own.
  keyboard: {
    policy: (labels) =>
      pick(
        labels,
        (l) => /^(Target|Swap top|Dig|Aim) /.test(l),
        (l) => l.startsWith("Attacker "),
        (l) => l === "Decline",
        (l) => l === "Pass",
      ),
    uniqueNames: true,
  },
  phone: {
    title: "Dog Eat Dog: picking a target pile",
    async run({ suite, phoneSizes, press, playUntil }) {
      await withBots(suite, { game: "dog-eat-dog", options: { seats: 3 }, others: ["Bob", "Carol"] }, async ({ alice }) => {
        let labels = await ui.labelsWhere(alice, (l) => l.some((x) => x.startsWith("Attacker ")), "Alice's attackers", 60_000);
        labels = await press(alice, labels.find((l) => l.startsWith("Attacker "))!);
        expect(labels.some((l) => l.startsWith("Target "))).toBe(true);
        expect(await phoneSizes(alice, "dog-eat-dog")).toEqual([]);
        // Her attack, told in the panel's title once the dice settle ("Last attack · …").
        const told = () => canvasSays(alice, /^(Last attack|Dernière attaque|Letzter Angriff) · /);
        await playUntil(alice, told, [/^Target /, /^(?!Pass$|Cancel$|Back$)/]);
        expect(await phoneSizes(alice, "dog-eat-dog-attack")).toEqual([]);
      });
    },
  },
  polish: {
    title: "Dog Eat Dog: the Pass that ends the game says so and asks once; nothing overlaps",
    async run({ suite, bothSizes, press }) {
      // Bob passes when that does not end the game, and attacks otherwise: Alice soon faces a
      // Pass that would end it.
      const passesFirst = (room: Room, seat: number) =>
        autoPlay(room, seat, `bot ${seat}`, (legal, view, rng) => {
          const pass = (legal as DogEatDog.DedAction[]).find((a) => a.type === "pass");
          return pass && (view as { passes: number }).passes === 0 ? pass : anyLegalBut("pass")(legal, view, rng);
        });
      await withBots(suite, { game: "dog-eat-dog", options: { seats: 2 }, others: ["Bob"], bot: passesFirst }, async ({ alice }) => {
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
        await untilCanvasSays(alice, /^Passing now ends the game$/);
        expect(await bothSizes(alice, "dog-eat-dog-03-pass-asked")).toEqual([]);
        expect((await ui.stageFacts(alice)).phase).not.toBe("over");
        labels = await press(alice, "Keep playing", "enter");
        expect(labels).toContain("Pass");
        await press(alice, "Pass", "enter", { last: true });
        await ui.clickLabel(alice, "Pass and end the game", "enter");
        await alice.waitForSelector('.board-overlay[data-phase="over"]:not([hidden])', { timeout: 20_000 });
        // The final scoring once, in its panel.
        await ui.until(alice, drawnTexts, (texts) => expect(texts.filter((t) => t.text === "Final scoring")).toHaveLength(1), { what: "the final scoring, once" });
        await suite.shot(alice, "dog-eat-dog-04-final-1280");
      });
    },
  },
};
