import type { Page } from "playwright-core";

/**
 * Page helpers for the browser tests. The handles are the ones a screen-reader user has:
 * the accessible buttons Pixi's accessibility layer lays over the canvas (their `title` is
 * the renderer's label, see client/src/games/dog/index.ts) and the shell's labelled DOM.
 */

// The page functions below run in the browser; the test project has no DOM types.
declare const document: { querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }> };

/** The accessible buttons on the table canvas; only what can be clicked now is labelled. */
export const CANVAS_BUTTONS = ".stage button[title]";

/** A page that does not answer in this time is hung: fail with that, not the test's timeout. */
function bounded<T>(what: string, promise: Promise<T>, ms = 60_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: the page did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function canvasLabels(page: Page): Promise<string[]> {
  return bounded("reading the canvas labels", page.$$eval(CANVAS_BUTTONS, (nodes) => nodes.map((node) => node.getAttribute("title") ?? "")));
}

export async function waitForTable(page: Page, timeout = 90_000): Promise<void> {
  await page.waitForSelector(".stage[data-table-ready]", { timeout });
}

export async function stageFacts(page: Page): Promise<{ phase: string; deal: number; legal: number }> {
  return bounded(
    "reading the table",
    page.$eval(".stage", (node) => ({
      phase: node.getAttribute("data-phase") ?? "",
      deal: Number(node.getAttribute("data-deal") ?? 0),
      legal: Number(node.getAttribute("data-legal") ?? 0),
    })),
  );
}

/** The seat this page plays, from the shell's seat list (-1 when not seated). */
export async function mySeat(page: Page): Promise<number> {
  const seat = await page.$eval(".seats", (list) => list.querySelector(".seat-mine")?.getAttribute("data-seat") ?? "-1");
  return Number(seat);
}

/** Sorted labels of the playable hand cards ("Card 7 #1", …). */
export async function handLabels(page: Page): Promise<string[]> {
  return (await canvasLabels(page)).filter((label) => label.startsWith("Card ")).sort();
}

/**
 * What a player clicks next, by a fixed policy over what is lit up: confirm an exchange
 * pick, else the Joker's first rank, the first target, the first marble, the first playable
 * card. Never "Cancel". Returns the label clicked, or null when nothing is playable.
 */
export function choose(labels: readonly string[]): string | null {
  const first = (test: (label: string) => boolean) => labels.find(test) ?? null;
  return (
    first((l) => l.startsWith("Give card ")) ??
    // Once a card is chosen its next step lights up; clicking a card again would only
    // choose it anew, so the step in progress comes first.
    first((l) => l.startsWith("Joker as ")) ??
    first((l) => /^Marble \d+ (to |swap )/.test(l)) ??
    first((l) => /^Marble \d+$/.test(l)) ??
    first((l) => l.startsWith("Card "))
  );
}

/**
 * Plays one click on this page if something is playable, then waits until the page shows
 * a different set of choices (the server answered, or the renderer moved to the next step).
 */
export async function playOneClick(page: Page): Promise<string | null> {
  const before = await canvasLabels(page);
  const label = choose(before);
  if (!label) return null;
  const button = page.locator(`.stage button[title="${label.replace(/"/g, '\\"')}"]`).first();
  try {
    // A real mouse click at the button's centre. `force` skips Playwright's wait for two
    // identical animation frames, which a software-rendered canvas under load makes slow.
    await button.click({ timeout: 15_000, force: true, noWaitAfter: true });
  } catch (error) {
    // The state moved on between reading the labels and clicking: nothing was sent.
    if (process.env.DEBUG_CLICKS) console.log(String(error).slice(0, 1500));
    return null;
  }
  const key = before.join("|");
  await page
    .waitForFunction(
      ([selector, previous]) => Array.from(document.querySelectorAll(selector), (n) => n.getAttribute("title")).join("|") !== previous,
      [CANVAS_BUTTONS, key] as const,
      { timeout: 15_000, polling: 50 },
    )
    .catch(() => undefined);
  return label;
}

/**
 * Everything a spectator's page shows that could reveal a hand: labelled hand cards or
 * exchange buttons on the canvas. Must always be empty.
 */
export async function faceUpHandCards(page: Page): Promise<string[]> {
  return (await canvasLabels(page)).filter((label) => /^(Card |Carte |Give card |Donner la carte )/.test(label));
}

/** Waits until this page's hand cards are clickable (its turn, after a reload). */
export async function waitForHand(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 0, `${CANVAS_BUTTONS}[title^="Card "]`, { timeout });
}
