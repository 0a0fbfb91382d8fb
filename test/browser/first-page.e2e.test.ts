/**
 * The first page fetches only what it shows. The lobby: its cards and its list of open
 * tables, no Pixi, no table, no game's renderer, no rules panel until "How to play" is
 * pressed, no player's or circles' pages nor passkeys' library until "Keep my games on every device" is. An invite link: its name box and its table's summary, none of those and no SDK
 * either, until "Take a seat" is pressed, which brings the table, Pixi and the renderer. What a page fetched
 * is read from the built chunks' source maps (client/dist/assets/*.map), so the check follows
 * the modules whatever the chunks are called.
 */
import { describe, expect, test } from "@jest/globals";
import { Client } from "@colyseus/sdk";
import { gameIds } from "@tablee/shared";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import * as ui from "../support/browser-table.ts";

const suite = ui.browserSuite("first-page");
const ASSETS = fileURLToPath(new URL("../../client/dist/assets/", import.meta.url));

/** What a page may be asked not to fetch, by the source files that make it up. */
const PARTS: Record<string, RegExp> = {
  pixi: /node_modules\/pixi\.js\//,
  sdk: /node_modules\/@colyseus\/sdk\//,
  "table view": /src\/table\/table\.ts$/,
  renderer: new RegExp(`src/games/(${gameIds.join("|")})/index\\.ts$`),
  "rules panel": /src\/rules\/panel\.ts$/,
  "player pages": /src\/player\/route\.ts$/,
  "circle pages": /src\/circle\/circle-page\.ts$/,
  passkeys: /node_modules\/@simplewebauthn\/browser\//,
};

/** Records every script the page fetches from the build; `parts()` names the PARTS among them. */
function scriptsOf(page: Page): { parts(): string[] } {
  const sources = new Set<string>();
  page.on("response", (response) => {
    const file = new URL(response.url()).pathname.match(/^\/assets\/([^/]+\.js)$/)?.[1];
    // The bundler's own helpers come without a map: none of the PARTS is among them.
    if (!file || !existsSync(`${ASSETS}${file}.map`)) return;
    for (const source of JSON.parse(readFileSync(`${ASSETS}${file}.map`, "utf8")).sources as string[]) sources.add(source);
  });
  return {
    parts: () => Object.keys(PARTS).filter((part) => [...sources].some((source) => PARTS[part].test(source))),
  };
}

describe("the first page", () => {
  test(
    "the lobby fetches its list's SDK and nothing of a table; the rules panel comes with How to play",
    async () => {
      const page = await suite.page();
      const scripts = scriptsOf(page);
      await page.goto(suite.server.url);
      await page.locator("[data-game-card]").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(scripts.parts()).toEqual(["sdk"]);
      await page.locator(`[data-game-card="${gameIds[0]}"] [data-action=how-to-play]`).click();
      await page.waitForSelector(`dialog.how-to-play[open][data-game="${gameIds[0]}"]`);
      expect(scripts.parts()).toEqual(["sdk", "rules panel"]);
      // The player's and circles' pages and the passkeys' library come with "Keep my games on every device".
      await page.keyboard.press("Escape");
      await page.locator(".player-strip").getByRole("link", { name: "Keep my games on every device" }).click();
      await page.locator("#keep-title").waitFor();
      await page.waitForLoadState("networkidle");
      expect(scripts.parts()).toEqual(["sdk", "rules panel", "player pages", "circle pages", "passkeys"]);
      expect(suite.pageErrors).toEqual([]);
    },
    ui.BROWSER_TEST_MS,
  );

  test(
    "an invite link shows its name box with no SDK, Pixi or table; taking the seat fetches them",
    async () => {
      const host = await new Client(suite.server.url).create(gameIds[0], { name: "Host", private: true });
      host.onMessage("*", () => undefined);
      try {
        const page = await suite.page();
        const scripts = scriptsOf(page);
        await page.goto(`${suite.server.url}/#/table/${host.roomId}`);
        await page.getByLabel("Your name").waitFor();
        // The summary (whose table, who sits there) is on the page once the server answered.
        await page.getByText("Host").first().waitFor();
        await page.waitForLoadState("networkidle");
        expect(scripts.parts()).toEqual([]);
        await page.getByLabel("Your name").fill("Bea");
        await page.getByRole("button", { name: "Take a seat" }).click();
        await page.waitForSelector(".seat-mine");
        await page.waitForLoadState("networkidle");
        expect(scripts.parts()).toEqual(["pixi", "sdk", "table view", "renderer"]);
        expect(suite.pageErrors).toEqual([]);
      } finally {
        await host.leave(true).catch(() => undefined);
      }
    },
    ui.BROWSER_TEST_MS,
  );
});
