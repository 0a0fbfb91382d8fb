/**
 * What the browser suites that go through every game (keyboard, axe, phone-sizes,
 * table-polish) know of each, from its own folder here (test/support/games/<id>/browser.ts,
 * found by the game's id): the table they open, what to press, and the looks each game's
 * choices must pass. A game in the registry without one fails those suites, by name.
 */
import type { GameId } from "@tablee/shared";
import type { Page } from "playwright-core";
import type { BrowserSuite, Press } from "../browser-table.ts";

/** What Alice presses next among her choices (by title), given what she pressed last; null: nothing sensible. */
export type Policy = (labels: readonly string[], previous: string | null) => string | null;

/** What a phone-sizes look has to hand (test/browser/phone-sizes.e2e.test.ts). */
export interface PhoneLook {
  suite: BrowserSuite;
  /** The page's problems at 640×360 and 360×640, in every language; screenshots named after `shot`. The page ends at 360×640. */
  phoneSizes(page: Page, shot: string): Promise<string[]>;
  /** Presses `label` and waits for the page's choices to change; returns them. */
  press(page: Page, label: string): Promise<string[]>;
  /** Plays the page's turns, by the first label matching a preference, until `done`. */
  playUntil(page: Page, done: () => Promise<boolean>, preference: RegExp[], ms?: number): Promise<void>;
}

/** What a table-polish look has to hand (test/browser/table-polish.e2e.test.ts). */
export interface PolishLook {
  suite: BrowserSuite;
  /** Every layout problem of the page at 1280×800 and 390×844; the page ends at `end`'s size. */
  bothSizes(page: Page, shot: string, end?: "laptop" | "phone"): Promise<string[]>;
  /** Presses `label` and waits for the page's choices to change; returns them (none after the turn's `last` press). */
  press(page: Page, label: string, how?: Press, options?: { last?: boolean }): Promise<string[]>;
}

export interface BrowserKit {
  /** The table a suite opens from the lobby: its seats (the host's page at seat 0, programmatic players at the others) and the form's fields by label. */
  table: { seats: number; fields?: Record<string, string> };
  /** What the keyboard presses; `uniqueNames`: every choice's name must be its own (elsewhere two like cards may share one). */
  keyboard: { policy: Policy; uniqueNames?: boolean };
  /** The smallest phones, at a decision where the board itself is what the player picks from. */
  phone: { title: string; run(look: PhoneLook): Promise<void> };
  /** What the game's choices must do at a laptop's and a phone's size. */
  polish: { title: string; run(look: PolishLook): Promise<void> };
  /** Its "How to play" panel: how many pictures it draws. */
  howToPlay: { figures: number };
}

/**
 * The kit's table as a program creates it (`ui.hostByKey`'s create options): its seat count.
 * The form's only field a kit names is the seat count's; another would need its option here.
 */
export function createOptionsOf(table: BrowserKit["table"]): { options: { seats: number } } {
  const others = Object.keys(table.fields ?? {}).filter((label) => label !== "Players");
  if (others.length > 0) throw new Error(`createOptionsOf knows the seat count's field only, not ${others.join(", ")}`);
  return { options: { seats: table.seats } };
}

/** The first label that passes the first test that any label passes. */
export function pick(labels: readonly string[], ...tests: ((label: string) => boolean)[]): string | null {
  for (const test of tests) {
    const found = labels.find(test);
    if (found) return found;
  }
  return null;
}

/** The game's browser kit. */
export async function browserKitOf(id: GameId): Promise<BrowserKit> {
  const found = (await import(`./${id}/browser.ts`).catch((error: unknown) => {
    throw new Error(`no browser kit for the game ${id}: test/support/games/${id}/browser.ts (${String(error)})`);
  })) as { browser?: BrowserKit };
  if (found.browser === undefined) throw new Error(`test/support/games/${id}/browser.ts exports no \`browser\``);
  return found.browser;
}
