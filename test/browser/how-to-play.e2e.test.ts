/**
 * "How to play" in real browsers, on a phone held upright (360×640): from the lobby's game
 * choice, each game's rules in English, French (the interface switched to French) and German
 * (the panel's own language button, before the interface speaks German): every section and
 * figure there, each figure's label inside its box, nothing wider than the screen, text and
 * controls big enough, Escape closing
 * it with the focus back on the button. Then once from a table's top bar.
 *
 * Needs Chromium (see test/support/browser-chromium.ts); builds the client when its sources
 * are newer than client/dist. Screenshots: test/artifacts/how-to-play-<game>-<lang>.png.
 */
import { describe, expect, test } from "@jest/globals";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";
import { gameIds } from "@tablee/shared";
import { sectionsOf, type RulesLocale } from "../../client/src/rules/types.ts";
import { browserKitOf } from "../support/games/browser-kit.ts";
import { kitOf } from "../support/games/kit.ts";

// The page functions below run in the browser; the test project has no DOM types.
declare const document: any;
declare const window: any;
declare function getComputedStyle(node: unknown): { fontSize: string; overflowY: string };

const suite = ui.browserSuite("how-to-play");
const PORTRAIT = { ...ui.PHONE, ...ui.STILL, viewport: { width: 360, height: 640 } };

/** Each game's texts (its test kit) and the pictures its panel draws (its browser kit). */
const TEXTS = Object.fromEntries(gameIds.map((id) => [id, kitOf(id).rules.texts]));
const FIGURES = Object.fromEntries(await Promise.all(gameIds.map(async (id) => [id, (await browserKitOf(id)).howToPlay.figures] as const)));

/** What a player of the open dialog sees and can measure. */
interface Seen {
  game: string | null;
  locale: string | null;
  heading: string;
  sections: { id: string; title: string; paragraphs: number }[];
  figures: { name: string; smallestLabelPx: number; spills: string[] }[];
  pageOverflow: number;
  bodyOverflow: number;
  smallestTextPx: number;
  smallestControl: { width: number; height: number };
  scrollable: boolean;
}

/** The open panel, read at once (in the page). */
function seen(): Seen {
  const dialog = document.querySelector("dialog.how-to-play[open]");
  const body = dialog.querySelector(".rules-body");
  const px = (node: unknown) => Number.parseFloat(getComputedStyle(node).fontSize);
  const texts = [...dialog.querySelectorAll("h2, h3, p, dt, dd, button")].filter((n: any) => n.textContent.trim() !== "");
  const controls = [...dialog.querySelectorAll("button")].map((b: any) => b.getBoundingClientRect());
  return {
    game: dialog.getAttribute("data-game"),
    locale: dialog.getAttribute("data-locale"),
    heading: dialog.querySelector("h2").textContent,
    sections: [...dialog.querySelectorAll("[data-section]")].map((s: any) => ({
      id: s.getAttribute("data-section"),
      title: s.querySelector("h3").textContent,
      paragraphs: s.querySelectorAll("p").length,
    })),
    // A label's drawn size: its font size in the figure's units times the figure's scale.
    figures: [...dialog.querySelectorAll("svg.rules-figure")].map((svg: any) => {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const sizes = [...svg.querySelectorAll("text")].map((t: any) => Number(t.getAttribute("font-size")) * scale);
      // A label drawn in a box (a rect beside it, round its middle) stays inside that box.
      const spills = [...svg.querySelectorAll("text")].flatMap((t: any) => {
        const tb = t.getBBox();
        const [cx, cy] = [tb.x + tb.width / 2, tb.y + tb.height / 2];
        const boxes = [...t.parentNode.children].filter((n: any) => n.tagName === "rect").map((r: any) => r.getBBox());
        const box = boxes.find((b: any) => cx >= b.x && cx <= b.x + b.width && cy >= b.y && cy <= b.y + b.height);
        const inside = !box || (tb.x >= box.x - 0.5 && tb.x + tb.width <= box.x + box.width + 0.5 && tb.y >= box.y - 0.5 && tb.y + tb.height <= box.y + box.height + 0.5);
        return inside ? [] : [`"${t.textContent}" ${Math.round(tb.width)}×${Math.round(tb.height)} in ${Math.round(box.width)}×${Math.round(box.height)}`];
      });
      return { name: svg.getAttribute("aria-label"), smallestLabelPx: Math.min(...sizes), spills };
    }),
    pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    bodyOverflow: body.scrollWidth - body.clientWidth,
    smallestTextPx: Math.min(...texts.map(px)),
    smallestControl: { width: Math.min(...controls.map((r: any) => r.width)), height: Math.min(...controls.map((r: any) => r.height)) },
    // A text longer than the screen scrolls within the panel, not the page.
    scrollable: getComputedStyle(body).overflowY !== "visible",
  } as any;
}

/** Opens the rules of `game` from the lobby's game choice. */
async function openFromLobby(page: Page, game: string): Promise<void> {
  await page.locator(`[data-game-card="${game}"] [data-action=how-to-play]`).click();
  await page.waitForSelector(`dialog.how-to-play[open][data-game="${game}"]`);
}

/** Waits for the open panel to be `game`'s in `loc`, whole and readable (read at once). */
async function expectWholePanel(page: Page, game: string, loc: RulesLocale): Promise<void> {
  await ui.until(page, seen, (view) => wholePanel(view, game, loc), { what: `${game}'s rules in ${loc}` });
}

function wholePanel(view: Seen, game: string, loc: RulesLocale): void {
  const text = TEXTS[game][loc];
  expect(view.locale).toBe(loc);
  expect(view.game).toBe(game);
  expect(view.heading).toContain(text.game);
  // The five, then the game's own (DOG's table of six).
  expect(view.sections.map((s) => s.id)).toEqual(sectionsOf(text).map(([id]) => id));
  expect(view.sections.map((s) => s.title)).toEqual(sectionsOf(text).map(([, section]) => section.title));
  for (const section of view.sections) expect(section.paragraphs).toBeGreaterThan(0);
  expect(view.figures).toHaveLength(FIGURES[game]);
  for (const figure of view.figures) {
    expect(figure.name).not.toBe("");
    expect(figure.smallestLabelPx).toBeGreaterThanOrEqual(12);
    expect(figure.spills).toEqual([]);
  }
  // Each figure is named in the panel's language, for screen readers.
  for (const figure of view.figures) expect(Object.values(text.figures)).toContain(figure.name);
  expect(view.pageOverflow).toBeLessThanOrEqual(0);
  expect(view.bodyOverflow).toBeLessThanOrEqual(0);
  expect(view.smallestTextPx).toBeGreaterThanOrEqual(12);
  expect(view.smallestControl.width).toBeGreaterThanOrEqual(44);
  expect(view.smallestControl.height).toBeGreaterThanOrEqual(44);
  expect(view.scrollable).toBe(true);
}

/** The picture: the panel scrolled to the cards / dice / powers figure, or else its first, if any (the header stays in sight). */
async function shoot(page: Page, game: string, loc: RulesLocale): Promise<void> {
  const pieces = page.locator("dialog.how-to-play [data-section=pieces] svg.rules-figure");
  const any = page.locator("dialog.how-to-play svg.rules-figure");
  // A text without pictures is shot as it opens.
  if ((await any.count()) > 0) await ((await pieces.count()) > 0 ? pieces : any).first().scrollIntoViewIfNeeded();
  await suite.shot(page, `${game}-${loc}`);
}

async function closeWithEscape(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  // The panel goes, and the focus goes back to the button that opened it.
  const closed = () => ({ open: document.querySelector("dialog.how-to-play") !== null, focus: document.activeElement?.getAttribute("data-action") ?? null });
  await ui.until(page, closed, (now) => expect(now).toEqual({ open: false, focus: "how-to-play" }), { what: "the panel closed, the focus back on its button" });
}

describe("How to play", () => {
  test("from the lobby: every game in English, French and German, whole and readable at 360×640", async () => {
    const page = await suite.page(PORTRAIT);
    await page.goto(suite.server.url);
    for (const loc of ["en", "fr", "de"] as const) {
      // The interface speaks English and French; German is the panel's own choice for now.
      if (loc !== "de") await page.locator(`.topbar .locale-switch button[lang="${loc}"]`).click();
      for (const game of gameIds) {
        await openFromLobby(page, game);
        if (loc === "de") {
          await page.locator('dialog.how-to-play button[data-locale="de"]').click();
          await ui.until(page, () => (document as any).querySelector("dialog.how-to-play")?.getAttribute("lang") ?? null, (lang) => lang === "de", { what: "the panel in German" });
        }
        await expectWholePanel(page, game, loc);
        await shoot(page, game, loc);
        await closeWithEscape(page);
      }
    }
    expect(suite.pageErrors).toEqual([]);
    // Leaves the lobby as a person does, not by the browser closing under it at the end.
    await page.goto("about:blank");
  }, ui.BROWSER_TEST_MS);

  test("from a table's top bar, which still fits a phone, and closed with its button", async () => {
    const table = await suite.server.startedTable();
    const page = await suite.page(PORTRAIT);
    await ui.watchTable(page, `${suite.server.url}/#/watch/${table.tableId}`);
    await ui.waitForTable(page, 30_000);
    const bar = await page.evaluate(() => {
      const topbar = document.querySelector(".table-page .topbar");
      const button = topbar.querySelector("[data-action=how-to-play]").getBoundingClientRect();
      return { overflow: topbar.scrollWidth - topbar.clientWidth, right: button.right, width: button.width, height: button.height, screen: window.innerWidth };
    });
    // In sight and a finger's size, as the bar's other controls.
    expect(bar.overflow).toBeLessThanOrEqual(0);
    expect(bar.right).toBeLessThanOrEqual(bar.screen);
    expect(bar.width).toBeGreaterThanOrEqual(44);
    expect(bar.height).toBeGreaterThanOrEqual(44);
    await page.getByRole("button", { name: "How to play" }).click();
    await expectWholePanel(page, table.game, "en");
    await suite.shot(page, "table");
    await page.getByRole("button", { name: "Close" }).click();
    await page.waitForSelector("dialog.how-to-play", { state: "detached" });
    await table.close();
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
