/**
 * The your-turn alerts in real browsers. Two people (one on a phone) play Dog Eat Dog by
 * clicking: whenever a turn comes to one of them, that page's tab title starts with "● Your
 * turn", its icon gets its dot and its chime is played (the page's Web Audio calls are
 * counted, not heard); the other page's tab stays as it was. Alice allowed notifications
 * from the bell: once her tab is hidden, each of her turns shows one too (Bob's phone has no
 * bell). Once one of them mutes the sound, their turns still mark the tab but play nothing,
 * and the switch is still off after a reload. Then a DOG table with
 * three bots: the card exchange that opens the deal waits for everyone at once, and the tab
 * says so too. The German interface: the lobby as a browser set to German opens it, and the
 * DOG table switched to German. Screenshots land in test/artifacts/your-turn-*.png and
 * test/artifacts/german-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";

// The page functions below run in the browser; the test project has no DOM types.
declare const document: {
  title: string;
  documentElement: { lang: string };
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
};

/** The German pictures are named for the language, not for this file. */
const german = (name: string): string => fileURLToPath(new URL(`../artifacts/german-${name}.png`, import.meta.url));

const suite = ui.browserSuite("your-turn", { seed: "your-turn-browser-0" });

/** What the page's spies saw, and the switch that hides its tab (set from the test). */
interface Spied {
  chimes: number;
  notifications: string[];
  tabHidden: boolean;
}

/**
 * Before any script of the page runs: its Web Audio source starts and its system
 * notifications are counted (then made as usual), and its tab can be hidden from the test,
 * as if the player had gone to another tab.
 */
async function spyOnAlerts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = globalThis as unknown as Spied & {
      AudioScheduledSourceNode?: { prototype: { start(...args: unknown[]): void } };
      Notification?: new (title: string, options?: unknown) => object;
      Document: { prototype: object };
    };
    scope.chimes = 0;
    scope.notifications = [];
    scope.tabHidden = false;
    const proto = scope.AudioScheduledSourceNode?.prototype;
    if (proto) {
      const start = proto.start;
      proto.start = function (this: unknown, ...args: unknown[]) {
        scope.chimes++;
        return start.apply(this, args);
      };
    }
    const Real = scope.Notification;
    if (Real) {
      scope.Notification = new Proxy(Real, {
        construct(target, args) {
          scope.notifications.push(String(args[0]));
          return Reflect.construct(target, args);
        },
        // Notification.permission and requestPermission, read on the real constructor.
        get: (target, key) => Reflect.get(target, key),
      });
    }
    Object.defineProperty(scope.Document.prototype, "visibilityState", { configurable: true, get: () => (scope.tabHidden ? "hidden" : "visible") });
  });
}

const spied = (page: Page): Promise<Spied> =>
  page.evaluate(() => {
    const { chimes, notifications, tabHidden } = globalThis as unknown as Spied;
    return { chimes, notifications, tabHidden };
  });
const tabIcon = (page: Page): Promise<string> => page.$eval('link[rel~="icon"]', (link) => link.getAttribute("href") ?? "");

/** What a tab tells its player, read at once (in the page): its title and icon, the chimes and notifications so far, the table's phase. */
function tab() {
  const { chimes, notifications } = globalThis as unknown as Spied;
  return {
    title: document.title,
    icon: document.querySelector('link[rel~="icon"]')?.getAttribute("href") ?? "",
    chimes,
    notifications,
    phase: document.querySelector(".stage")?.getAttribute("data-phase") ?? "",
  };
}

/** The state of a switch in the top bar (aria-pressed), once it is `pressed`. */
function pressed(page: Page, name: string, value: "true" | "false"): Promise<unknown> {
  const state = (label: string) => (document as any).querySelector(`button[aria-label="${label}"]`)?.getAttribute("aria-pressed") ?? null;
  return ui.until(page, state, (now) => now === value, { what: `"${name}" pressed: ${value}`, arg: name });
}
const myTurnTitle = (title: string): boolean => title.startsWith("● ");

/** Waits until one of the pages' tabs says it is their turn; returns that page's index. */
async function turnComes(pages: Page[], timeout = 20_000): Promise<number> {
  const until = Date.now() + timeout;
  for (;;) {
    const titles = await Promise.all(pages.map((page) => page.title()));
    const mine = titles.flatMap((title, i) => (myTurnTitle(title) ? [i] : []));
    if (mine.length > 0) {
      expect(mine).toHaveLength(1);
      return mine[0];
    }
    if (Date.now() > until) throw new Error(`no page's tab said it was its turn; titles ${JSON.stringify(titles)}`);
    await pages[0].waitForTimeout(50);
  }
}

/** One Dog Eat Dog attack by keyboard: the first lit attacker on the first lit target. */
async function attack(page: Page): Promise<void> {
  const labels = await ui.labelsWhere(page, (l) => l.some((label) => label.startsWith("Attacker ")), "a lit attacker");
  await ui.clickLabel(page, labels.find((label) => label.startsWith("Attacker "))!, "enter");
  const now = await ui.labelsWhere(page, (l) => l.some((label) => label.startsWith("Target ")), "a lit target");
  await ui.clickLabel(page, now.find((label) => label.startsWith("Target "))!, "enter");
}

describe("your turn, told by the tab, a chime and the German words", () => {
  test("Dog Eat Dog for two: each turn marks its player's tab and chimes there (notifies a hidden tab), until that player mutes it", async () => {
    // Alice lets the page notify her; Bob, on a phone, has no bell.
    const alice = await suite.page({ ...ui.STILL, permissions: ["notifications"] });
    const bob = await suite.page({ ...ui.PHONE, ...ui.STILL });
    for (const page of [alice, bob]) await spyOnAlerts(page);
    const links = await ui.hostByKey(suite, alice, "dog-eat-dog", "Alice", { options: { seats: 2, treehouse: false } });
    expect(await ui.joinByInvite(bob, links.invite, "Bob")).toBe(1);
    const pages = [alice, bob];
    const plainIcon = await tabIcon(alice);
    expect(await alice.title()).toBe("Dog Eat Dog · Tablée");
    const notify = "Notify me when it is my turn while this tab is hidden";
    await alice.getByRole("button", { name: notify }).click();
    await pressed(alice, notify, "true");
    expect(await bob.getByRole("button", { name: notify }).isVisible()).toBe(false);

    await alice.getByRole("button", { name: "Start the game" }).click({ timeout: 20_000 });
    await Promise.all(pages.map((page) => ui.waitForTable(page)));

    const heard = [0, 0];
    let muted = -1;
    let aliceTurns = 0;
    for (let turn = 0; turn < 6; turn++) {
      const i = await turnComes(pages);
      const page = pages[i];
      const other = pages[1 - i];
      // One chime for this turn, none for a muted player. Alice's tab is hidden from her
      // second turn on: those turns, and only those, notify her.
      if (i !== muted) heard[i]++;
      await ui.until(page, tab, (now) => {
        expect(now.title).toBe("● Your turn — Dog Eat Dog · Tablée");
        expect(now.icon).not.toBe(plainIcon);
        expect(now.chimes).toBe(heard[i]);
        if (i === 0) expect(now.notifications).toEqual(Array(aliceTurns).fill("Your turn at Dog Eat Dog"));
      }, { what: `turn ${turn}: the tab of the player on turn` });
      expect(await other.evaluate(tab)).toMatchObject({ title: "Dog Eat Dog · Tablée", icon: plainIcon });
      if (turn === 0) await suite.shots({ "01-my-turn": page, "02-their-turn": other });
      if (i === 0) {
        await alice.evaluate(() => ((globalThis as unknown as Spied).tabHidden = true));
        aliceTurns++;
      }

      // After two turns each, the player off turn mutes the sound from the top bar.
      if (turn === 3) {
        const mute = "Mute the sound when it is your turn";
        await pressed(other, mute, "false");
        await other.getByRole("button", { name: mute }).click();
        await pressed(other, mute, "true");
        muted = 1 - i;
      }
      await attack(page);
      await ui.until(page, tab, (now) => !now.title.startsWith("● ") && now.icon === plainIcon, { what: "the tab back to plain after the turn" });
    }
    expect(muted).toBeGreaterThanOrEqual(0);
    // The muted player had a turn since, marked without a sound (checked above), and the switch lasts a reload.
    expect(heard[muted]).toBeGreaterThanOrEqual(2);
    expect(aliceTurns).toBeGreaterThanOrEqual(3);
    expect((await spied(bob)).notifications).toEqual([]);
    await pages[muted].reload();
    await ui.waitForTable(pages[muted]);
    await pressed(pages[muted], "Mute the sound when it is your turn", "true");
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("DOG with three bots: the exchange that opens the deal marks the tab and chimes; the table and the lobby in German", async () => {
    const alice = await suite.page(ui.STILL);
    await spyOnAlerts(alice);
    await ui.hostByKey(suite, alice, "dog", "Alice", { bots: ["easy", "easy", "easy"] });
    await alice.getByRole("button", { name: "Start the game" }).click({ timeout: 20_000 });
    await ui.waitForTable(alice);
    // Everyone chooses a card for their partner at once; the bots have chosen, Alice has not.
    await ui.until(alice, tab, (now) => expect(now).toMatchObject({ title: "● Your turn — DOG · Tablée", phase: "exchange", chimes: 1 }), { what: "the exchange marking her tab" });
    await suite.shot(alice, "03-exchange");

    const card = (await ui.labelsWhere(alice, (l) => l.some((label) => label.startsWith("Card ")), "a card to give")).find((label) => label.startsWith("Card "))!;
    await ui.clickLabel(alice, card);
    const give = (await ui.labelsWhere(alice, (l) => l.some((label) => label.startsWith("Give card ")), "the give button")).find((label) => label.startsWith("Give card "))!;
    await ui.clickLabel(alice, give);
    await alice.waitForFunction(() => document.querySelector(".stage")?.getAttribute("data-phase") === "play");
    // The deal goes on: her tab is marked exactly while the table waits for her.
    await alice.waitForFunction(() => document.title.startsWith("● ") === (document.querySelector(".stage")?.getAttribute("data-legal") !== "0"));

    // The switch to German: the top bar, the status, the title, the board's words.
    await alice.getByRole("button", { name: "Deutsch" }).click();
    await alice.waitForFunction(() => document.documentElement.lang === "de");
    await expect(alice.getByRole("button", { name: "Gehen" }).count()).resolves.toBe(1);
    await alice.waitForFunction(() => document.title.startsWith("● Du bist dran — DOG") || document.title === "DOG · Tablée");
    // The switch's colours fade for a moment: the picture is of the settled page.
    await alice.waitForTimeout(400);
    await alice.screenshot({ path: german("table") });

    // A browser set to German opens the lobby in German.
    const klaus = await suite.page({ locale: "de-DE" });
    await klaus.goto(suite.server.url);
    await klaus.getByLabel("Dein Name").waitFor();
    await expect(klaus.locator('[data-game-card="dog"]').getByRole("button", { name: "Neuer Tisch" }).count()).resolves.toBe(1);
    await expect(klaus.getByRole("button", { name: "Deutsch" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await klaus.screenshot({ path: german("lobby") });
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
