import type { Page } from "playwright-core";
import { en } from "../../client/src/i18n/en.ts";
import circleWords from "../../client/src/circle/i18n.json" with { type: "json" };
import playerWords from "../../client/src/player/i18n.json" with { type: "json" };
import { axeViolations } from "./axe.ts";
import { LAPTOP_1280, PHONE_390, speak } from "./layout-checks.ts";
import { cutPageTexts } from "./page-words.ts";

/**
 * The player's and circles' pages as the browser tests read them: their English words (the
 * shell's and the chunk's), how a person gets there from the lobby and signs up, and what
 * every new page is checked for.
 */
export const words = { ...en, ...playerWords.en, ...circleWords.en } as Record<string, string>;

/** The page's words with their placeholders filled, a counted phrase by its English form. */
export function say(key: string, params: Record<string, string | number> = {}): string {
  const text = words[key] ?? words[`${key}#${params.count === 1 ? "one" : "other"}`];
  if (text === undefined) throw new Error(`no words "${key}"`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

// The page functions below run in the browser; the test project has no DOM types.
declare const document: any;

/** Buttons and links whose accessible name does not start with their visible words (WCAG 2.5.3). */
export async function namesNotStartingWithWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
    for (const node of document.querySelectorAll("button[aria-label], a[aria-label]")) {
      if (node.closest("[hidden]")) continue;
      const visible = squash(node.innerText ?? "");
      if (!/\p{L}/u.test(visible)) continue;
      const name = squash(node.getAttribute("aria-label"));
      if (!name.startsWith(visible)) out.push(`"${visible}" is named "${name}"`);
    }
    return out;
  });
}

/** axe-core, the names, and every word whole at both sizes in the three languages; the problems in words. */
export async function pageProblems(page: Page, where: string): Promise<string[]> {
  const problems = [...(await axeViolations(page)).map((v) => `${where}: axe: ${v}`), ...(await namesNotStartingWithWords(page)).map((n) => `${where}: name: ${n}`)];
  const size = page.viewportSize()!;
  for (const [name, viewport] of [["laptop", LAPTOP_1280.viewport], ["phone", PHONE_390.viewport]] as const) {
    await page.setViewportSize(viewport);
    for (const lang of ["fr", "de", "en"]) {
      await speak(page, lang);
      for (const p of await cutPageTexts(page)) problems.push(`${where}, ${lang}, ${name}: ${p}`);
    }
  }
  await page.setViewportSize(size);
  return problems;
}

/** The id of the element that has the focus, or its tag and words. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const node = document.activeElement;
    return node?.id || `${node?.tagName?.toLowerCase()}: ${String(node?.textContent ?? "").trim()}`;
  });
}

/** From the lobby's line about the player to the player's pages. */
export async function toPlayerPages(page: Page, signedIn: boolean): Promise<void> {
  await page.locator(".player-strip").getByRole("link", { name: signedIn ? en["player.page"] : en["player.keep"] }).click();
  await page.locator(signedIn ? "#me-title" : "#keep-title").waitFor();
}

/** A new player on this page: from the lobby, a name, and the device's passkey. Returns what the lobby then says. */
export async function signUp(page: Page, site: string, name: string): Promise<string> {
  await page.goto(site);
  await toPlayerPages(page, false);
  await page.getByLabel(words["keep.nameLabel"]).fill(name);
  await page.getByRole("button", { name: words["keep.create"] }).click();
  await page.locator(".player-said:not([hidden])").waitFor({ timeout: 20_000 });
  return page.locator(".player-said").innerText();
}

/** Signs in with a passkey the device has (its own, or synced to it), from the signed-out page. */
export async function signInHere(page: Page): Promise<string> {
  await page.getByRole("button", { name: words["keep.signIn"] }).click();
  await page.locator(".player-said:not([hidden])").waitFor({ timeout: 20_000 });
  return page.locator(".player-said").innerText();
}
