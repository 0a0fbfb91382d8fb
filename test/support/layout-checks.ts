/**
 * What a person sees of a table, measured: the boxes of the canvas's clickable targets (the
 * accessible buttons Pixi lays over them), the texts drawn on the canvas with the size they
 * appear at, and the checks issue 15 asks of every game at both window sizes: no two
 * targets overlap, no text under 12 CSS px, no target under 44 px on a phone, no text
 * drawn over another text or over a target it does not belong to.
 *
 * Sizes are CSS pixels (the canvas's device pixel ratio does not change them).
 */
import type { Room } from "@colyseus/sdk";
import type { Page } from "playwright-core";
import * as ui from "./browser-table.ts";
import { CANVAS_BUTTONS } from "./browser-table.ts";

/** WCAG 2.5.5 and the platforms' guides: a finger needs 44 CSS px. */
export const MIN_TARGET_PX = 44;
/** The smallest text a table may draw. */
export const MIN_TEXT_PX = 12;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A clickable thing on the canvas: its label (the button's title) and where it is. */
export interface Target extends Box {
  label: string;
}

/** A text drawn on the canvas: its words, the size its letters appear at, and where. */
export interface DrawnText extends Box {
  text: string;
  /** The font size times the scale it is drawn at, in CSS px. */
  size: number;
}

/** The canvas's clickable targets as laid out on the page (visible ones only). */
export async function canvasTargets(page: Page): Promise<Target[]> {
  return page.$$eval(CANVAS_BUTTONS, (nodes) =>
    nodes.flatMap((node) => {
      const r = node.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return [];
      return [{ label: node.getAttribute("title") ?? "", x: r.x, y: r.y, width: r.width, height: r.height }];
    }),
  );
}

/**
 * Every visible text on the canvas (the stage publishes its Pixi application as
 * `__PIXI_APP__`, DevTools' convention): empty texts and fully transparent ones are left
 * out, since nobody can see them.
 */
export async function canvasTexts(page: Page): Promise<DrawnText[]> {
  return page.evaluate(() => {
    const app = (globalThis as any).__PIXI_APP__;
    if (!app) throw new Error("the page has no table canvas (no __PIXI_APP__)");
    const canvas = app.canvas.getBoundingClientRect();
    const out: { text: string; size: number; x: number; y: number; width: number; height: number }[] = [];
    const visit = (node: any, alpha: number): void => {
      const seen = alpha * (node.alpha ?? 1);
      if (!node.visible || seen <= 0.05) return;
      const style = node.style;
      if (typeof node.text === "string" && style && typeof style.fontSize === "number" && node.text.trim() !== "") {
        const m = node.worldTransform;
        const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
        const b = node.getBounds();
        out.push({ text: node.text, size: style.fontSize * scale, x: canvas.x + b.x, y: canvas.y + b.y, width: b.width, height: b.height });
      }
      for (const child of node.children ?? []) visit(child, seen);
    };
    visit(app.stage, 1);
    return out;
  });
}

/** A label the table fitted into a box (client/src/games/kit/text.ts), as it is drawn. */
export interface FittedLabel {
  /** What the label was to say. */
  whole: string;
  /** What it says on the canvas. */
  shown: string;
  /** Its drawn width and its box's, in the units of its parent (a scaled group scales both). */
  width: number;
  box: number;
}

/** Every visible label drawn into a box: the kit's `fit` and `ellipsize` keep the box on the text. */
export async function fittedLabels(page: Page): Promise<FittedLabel[]> {
  return page.evaluate(() => {
    const app = (globalThis as any).__PIXI_APP__;
    if (!app) throw new Error("the page has no table canvas (no __PIXI_APP__)");
    const out: { whole: string; shown: string; width: number; box: number }[] = [];
    const visit = (node: any, alpha: number): void => {
      const seen = alpha * (node.alpha ?? 1);
      if (!node.visible || seen <= 0.05) return;
      if (node.fitBox && typeof node.text === "string" && node.text.trim() !== "") {
        out.push({ whole: node.fitBox.whole, shown: node.text, width: node.width, box: node.fitBox.width });
      }
      for (const child of node.children ?? []) visit(child, seen);
    };
    visit(app.stage, 1);
    return out;
  });
}

/**
 * The labels that do not read whole: cut with an ellipsis, drawn wider than their box (over
 * its edge, onto what is next to it), or, any text, past the canvas's edge (cut there).
 * Returns them in words, empty when all read whole.
 */
export async function cutLabels(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const canvas = await page.$eval(".stage canvas", (node) => {
    const r = node.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  for (const t of await canvasTexts(page)) {
    const out = t.x < canvas.x - 1 || t.y < canvas.y - 1 || t.x + t.width > canvas.x + canvas.width + 1 || t.y + t.height > canvas.y + canvas.height + 1;
    if (out) problems.push(`past the canvas's edge: ${describeBoxes([t])[0]}`);
  }
  for (const l of await fittedLabels(page)) {
    // A label broken onto lines (after a space or a hyphen) still reads whole.
    const read = l.shown.replace(/-\n/g, "-").replace(/\n/g, " ");
    if (read !== l.whole) problems.push(`cut: "${l.whole}" reads "${l.shown}" (box ${Math.round(l.box)} px)`);
    else if (l.width > l.box + 0.5) problems.push(`wider than its box: "${l.whole}" ${l.width.toFixed(1)} px in ${l.box.toFixed(1)} px`);
  }
  return problems;
}

/**
 * The canvas's labelled buttons (one text drawn on them, in words) whose spoken name does not
 * start with the words they show (WCAG 2.5.3, "Label in Name"): a person who says what they
 * see to their voice control, or hears the name while looking, meets the same words. Pieces
 * (cards, dice, squares: several texts or none, or a number) are named for what they are.
 */
export async function canvasNamesNotStartingWithWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const squash = (text: string) => text.replace(/\u00ad/g, "").replace(/-\n/g, "-").replace(/\s+/g, " ").trim().toLowerCase();
    for (const node of (globalThis as any).document.querySelectorAll(".stage button[title]")) {
      const texts: string[] = [];
      const visit = (item: any): void => {
        if (!item.visible || (item.alpha ?? 1) <= 0.05) return;
        if (typeof item.text === "string" && item.style && item.text.trim() !== "") texts.push(item.text);
        for (const child of item.children ?? []) visit(child);
      };
      if (!node.container) continue;
      visit(node.container);
      if (texts.length !== 1 || !/\p{L}{2,}/u.test(texts[0])) continue;
      const shown = squash(texts[0]);
      const name = squash(node.getAttribute("aria-label") ?? node.title);
      if (!name.startsWith(shown)) out.push(`"${shown}" is named "${name}"`);
    }
    return out;
  });
}

/** The area two boxes share, in square px. */
export function sharedArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Pairs of boxes that overlap by more than `slack` px each way (anti-aliased edges touch). */
export function overlapping<T extends Box>(boxes: readonly T[], slack = 1): [T, T][] {
  const pairs: [T, T][] = [];
  const shrink = (b: Box): Box => ({ x: b.x + slack, y: b.y + slack, width: b.width - 2 * slack, height: b.height - 2 * slack });
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) if (sharedArea(shrink(boxes[i]), shrink(boxes[j])) > 0) pairs.push([boxes[i], boxes[j]]);
  }
  return pairs;
}

/** Texts drawn smaller than `min` CSS px. */
export function smallTexts(texts: readonly DrawnText[], min = MIN_TEXT_PX): DrawnText[] {
  return texts.filter((t) => t.size < min - 0.01);
}

/** Targets narrower or shorter than `min` CSS px. */
export function smallTargets(targets: readonly Target[], min = MIN_TARGET_PX): Target[] {
  return targets.filter((t) => Math.min(t.width, t.height) < min - 0.5);
}

/**
 * Targets that stick out of the window or of the canvas: what is drawn outside the canvas is
 * cut off, and a button there is invisible (Frontline's Back once fell below the board).
 */
export async function offScreen(page: Page, targets: readonly Target[]): Promise<Target[]> {
  const size = page.viewportSize();
  if (!size) return [];
  const canvas = await page.$eval(".stage canvas", (node) => {
    const r = node.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  const inside = (t: Box, r: Box): boolean => t.x >= r.x - 1 && t.y >= r.y - 1 && t.x + t.width <= r.x + r.width + 1 && t.y + t.height <= r.y + r.height + 1;
  return targets.filter((t) => !inside(t, { x: 0, y: 0, ...size }) || !inside(t, canvas));
}

/** Readable descriptions, so a failing expectation says what overlaps what. */
export function describeBoxes(boxes: readonly (Target | DrawnText)[]): string[] {
  return boxes.map((b) => `${"label" in b ? b.label : `"${b.text}" ${b.size.toFixed(1)}px`} @${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)}`);
}

export function describePairs(pairs: readonly [Target | DrawnText, Target | DrawnText][]): string[] {
  return pairs.map(([a, b]) => describeBoxes([a, b]).join("  ×  "));
}

/** The issue's window sizes: a laptop and a phone held upright. */
export const LAPTOP_1280 = { viewport: { width: 1280, height: 800 } };
export const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

/**
 * Everything issue 15 asks of one look at a table: targets apart, big enough on a phone and
 * on screen, texts readable and not over one another. Returns the problems in words (empty
 * when all holds), so a test's `expect(...).toEqual([])` shows what a person would trip on.
 */
export async function layoutProblems(page: Page, options: { phone: boolean; minText?: number }): Promise<string[]> {
  const targets = await canvasTargets(page);
  const texts = await canvasTexts(page);
  const problems: string[] = [];
  for (const p of describePairs(overlapping(targets))) problems.push(`targets overlap: ${p}`);
  for (const t of describeBoxes(smallTexts(texts, options.minText))) problems.push(`text too small: ${t}`);
  for (const p of describePairs(overlapping(texts, 2))) problems.push(`texts overlap: ${p}`);
  if (options.phone) for (const t of describeBoxes(smallTargets(targets))) problems.push(`target too small: ${t}`);
  for (const t of describeBoxes(await offScreen(page, targets))) problems.push(`target off screen: ${t}`);
  return problems;
}

/**
 * Turns a page into the other window size (a laptop's 1280×800, a phone's 390×844) and waits
 * until the table has drawn at that size and laid its buttons out again: one page checks
 * both sizes at the same moment of a game.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(
    (width) => {
      const canvas = (globalThis as any).document.querySelector(".stage canvas");
      return canvas !== null && canvas.getBoundingClientRect().width <= width;
    },
    size.width,
    { timeout: 10_000 },
  );
  // Pixi's accessibility layer moves its buttons after a frame is drawn: wait for two.
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(resolve))));
  }
}

/** The product's languages, as its switch names them. */
export const LANGUAGES = ["en", "fr", "de"] as const;

/** Switches the page's language with its own switch (a select in a phone's table bar) and waits for the redraw. */
export async function speak(page: Page, lang: string): Promise<void> {
  const select = page.locator(".topbar .locale-select");
  if (await select.isVisible()) await select.selectOption(lang);
  else await page.locator(`.topbar .locale-switch button[lang="${lang}"]`).click();
  await page.waitForFunction((l) => (globalThis as any).document.documentElement.lang === l, lang);
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(resolve))));
  }
}

/** Whether any visible text on the canvas matches `pattern` (what a person reads there). */
export async function canvasSays(page: Page, pattern: RegExp): Promise<boolean> {
  return (await canvasTexts(page)).some((t) => pattern.test(t.text));
}

/** The smallest phones the issues name: upright, and on its side. */
export const PHONE_360 = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const PHONE_640 = { viewport: { width: 640, height: 360 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * The host's page (a laptop, resized later as a test needs) on a fresh table of `game` started
 * with programmatic players in the other seats.
 */
export async function startedTable(suite: ui.BrowserSuite, game: string, fields: Record<string, string>, others: string[]): Promise<{ alice: Page; rooms: Room[] }> {
  const alice = await suite.page({ ...LAPTOP_1280, ...ui.STILL });
  const links = await ui.createTable(alice, suite.server.url, { name: "Alice", game, fields });
  const rooms: Room[] = [];
  for (const name of others) rooms.push(await suite.player(links.tableId, name));
  await ui.untilState(rooms[0], (s) => s.seats.length === others.length + 1 && s.seats.every((seat: any) => seat.occupant !== ""), "every seat taken");
  await alice.getByRole("button", { name: "Start the game" }).click({ timeout: 20_000 });
  await ui.waitForTable(alice, 40_000);
  return { alice, rooms };
}
