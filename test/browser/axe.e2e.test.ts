/**
 * axe-core's default rules on every page a person meets: the lobby, an invite page (with a
 * free seat, and to a full table), the waiting room, a table of each game in play as a
 * player (with choices lit on the canvas) and as a spectator, a seat gone away, and a
 * replay. No violation anywhere; a failure lists each rule broken and the elements that
 * break it.
 *
 * Each table: the host's page created it from the lobby, programmatic players (choosing
 * among their legal actions) fill the other seats, a spectator's page follows the watch link.
 */
import { describe, expect, test } from "@jest/globals";
import type { Room } from "@colyseus/sdk";
import { gameList, type GameId } from "@tablee/shared";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.ts";
import * as ui from "../support/browser-table.ts";
import { browserKitOf, createOptionsOf, type BrowserKit } from "../support/games/browser-kit.ts";
import { autoPlay, botsOf, playOut } from "../support/table-play.ts";

const suite = ui.browserSuite("axe", { seed: "axe-0" });
const kits = await Promise.all(gameList.map(async ({ facts }) => ({ id: facts.id, ...(await browserKitOf(facts.id)) })));
/** The lobby's first game: its table is met with the lobby and the invite pages. */
const [first, ...others] = kits;

async function noViolations(page: Page, where: string): Promise<void> {
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
}

interface Seated {
  alice: Page;
  spectator: Page;
  links: ui.TableLinks;
  rooms: Room[];
  stop(): string[];
}

/**
 * A table of `game` with Alice's page at seat 0 and programmatic players at the other seats
 * but those `pages` take (by the invite link, in order from seat 1); checks its waiting room,
 * then a spectator's page follows the watch link and Alice starts the game.
 */
async function seatedTable(game: GameId, table: BrowserKit["table"], pages: Page[] = []): Promise<Seated> {
  const { seats } = table;
  // One window for Alice's tables, one after another, and one for their spectator.
  const alice = await suite.window("alice", ui.STILL);
  // Alice's seat by its key: the lobby's form is checked with the lobby itself.
  const links = await ui.hostByKey(suite, alice, game, "Alice", createOptionsOf(table));
  const names = ["Bob", "Carol", "Dave"];
  for (const [i, page] of pages.entries()) {
    await page.goto(links.invite);
    await page.getByLabel("Your name").waitFor();
    await noViolations(page, `${game}: an invite page with a free seat`);
    await ui.joinByInvite(page, links.invite, names[i]);
  }
  const rooms: Room[] = [];
  for (let seat = 1 + pages.length; seat < seats; seat++) rooms.push(await suite.player(links.tableId, names[seat - 1]));
  await ui.untilState(rooms[0], (s) => s.seats.every((seat: any) => seat.occupant !== ""), "every seat taken");
  await alice.getByRole("button", { name: "Start the game" }).waitFor();
  await noViolations(alice, `${game}: the waiting room`);
  const bots = botsOf(rooms.map((room, i) => autoPlay(room, i + 1 + pages.length, `axe bot ${i + 1}`)));
  const spectator = await suite.window("spectator");
  await ui.watchTable(spectator, links.watch);
  await alice.getByRole("button", { name: "Start the game" }).click();
  await Promise.all([alice, spectator].map((page) => ui.waitForTable(page)));
  return { alice, spectator, links, rooms, stop: () => bots.stop() };
}

/** The table in play, seen by its player (once it has something to press) and by the spectator. */
async function inPlay(game: string, { alice, spectator }: Seated): Promise<void> {
  await ui.labelsWhere(alice, (labels) => labels.length > 0, "Alice's choices", 60_000);
  await noViolations(alice, `${game}: a player's table`);
  await noViolations(spectator, `${game}: a spectator's table`);
}

describe("axe-core finds nothing", () => {
  test(
    `the lobby, invite pages, ${first.id}'s waiting room and table, a seat gone away`,
    async () => {
      // A newcomer's window: the lobby, then the invite of a full table.
      const lobby = await suite.window("newcomer");
      await lobby.goto(suite.server.url);
      await lobby.getByLabel("Your name").waitFor();
      await noViolations(lobby, "the lobby");

      // Bob's page takes seat 1 by the invite link; a newcomer's finds the table full.
      const bob = await suite.page(ui.STILL);
      const table = await seatedTable(first.id, first.table, [bob]);
      const newcomer = await suite.window("newcomer");
      await newcomer.goto(table.links.invite);
      await newcomer.getByLabel("Your name").waitFor();
      await noViolations(newcomer, "an invite page to a full table");

      await inPlay(first.id, table);
      // Bob's page goes: his seat shows "away" (and its team tag) while he may come back.
      await bob.context().close();
      await table.spectator.locator(".seat-away").first().waitFor({ timeout: 20_000 });
      await noViolations(table.spectator, `${first.id}: a seat gone away`);
      const bots = table.stop();
      expect(bots).toEqual([]);
      expect(suite.pageErrors).toEqual([]);
    },
    ui.BROWSER_TEST_MS,
  );

  for (const { id, table: kitTable } of others) {
    test(
      `${id}'s table`,
      async () => {
        const table = await seatedTable(id, kitTable);
        await inPlay(id, table);
        expect(table.stop()).toEqual([]);
        expect(suite.pageErrors).toEqual([]);
      },
      ui.BROWSER_TEST_MS,
    );
  }

  test(
    "a long game's log and chat, a replay",
    async () => {
      // Two programmatic players play on and chat: the spectator's log and chat outgrow
      // their panels and scroll, which the keyboard must reach too.
      const duel = await ui.startedDuel(suite);
      const spectator = await suite.page();
      await ui.watchTable(spectator, `${suite.server.url}/#/watch/${duel.tableId}`);
      await ui.waitForTable(spectator);
      await playOut(duel.seated, [], "axe duel", { maxActions: 30 });
      // Four lines each: the server takes five a member in five seconds.
      for (let i = 1; i <= 8; i++) duel.seated[i % 2].send("chat", { text: `Line ${i} of a long chat, long enough to wrap in the side panel` });
      await spectator.getByText("Line 8 of a long chat", { exact: false }).waitFor();
      const scrolling = () => {
        const scrolls = (node: any) => node.scrollHeight > node.clientHeight;
        const doc = (globalThis as any).document;
        return { log: scrolls(doc.querySelector(".log-lines")), chat: scrolls(doc.querySelector(".chat-lines")) };
      };
      await ui.until(spectator, scrolling, (panels) => expect(panels).toEqual({ log: true, chat: true }), { what: "the log and the chat outgrowing their panels" });
      await noViolations(spectator, "a long game's log and chat");

      const replay = spectator;
      await replay.goto(`${suite.server.url}/#/replay/${duel.tableId}`);
      await replay.waitForSelector(".stage[data-table-ready]", { timeout: 30_000 });
      await noViolations(replay, "a replay");
      expect(suite.pageErrors).toEqual([]);
    },
    ui.BROWSER_TEST_MS,
  );
});
