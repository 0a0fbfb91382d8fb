/**
 * Bots standing in for people, in a real browser. A player who leaves mid-game gets a bot at
 * his seat; he gives it up as he leaves, and a newcomer takes it by the invite link. A
 * player who lets the turn clock run out three times sees that a bot plays for her, and takes
 * her seat back with one button (on a phone). Tables are created from the lobby with bots seated at once.
 *
 * The server's bots pause 150 ms (the pages see each stage), and a second of the turn clock
 * lasts 50 ms: a "30 s" clock runs out in 1.5 s. Screenshots land in test/artifacts/bots-away-*.png.
 */
import { describe, expect, test } from "@jest/globals";
import { en } from "../../client/src/i18n/en.ts";
import * as ui from "../support/browser-table.ts";

const suite = ui.browserSuite("bots-away", { seed: "bots-away-1", pace: { botPauseMs: 150, clockSecondMs: 50 } });

/** The seats' rows as the page shows them, read at once (in the page), by seat. */
function rows(): { holder: string; bot: string; label: string; tags: string[] }[] {
  const bySeat: { holder: string; bot: string; label: string; tags: string[] }[] = [];
  for (const node of (globalThis as any).document.querySelectorAll(".seats .seat[data-seat]")) {
    bySeat[Number(node.getAttribute("data-seat"))] = {
      holder: node.getAttribute("data-holder") ?? "",
      bot: node.getAttribute("data-bot") ?? "",
      label: node.getAttribute("aria-label") ?? "",
      tags: Array.from(node.querySelectorAll(".tag"), (tag: any) => String(tag.textContent ?? "")),
    };
  }
  return bySeat;
}

describe("bots standing in for people, in the browser", () => {
  test("a player gives up his seat as he leaves mid-game: a bot plays it, open, and a newcomer takes it by the invite link; the host cannot give a seat away", async () => {
    const alice = await suite.page(ui.STILL);
    const links = await ui.createTable(alice, suite.server.url, { name: "Alice", fields: { "Bots seated at once": "2", "Their level": "strong" } });
    // The lobby's bots sit in the last seats; the first is the creator's.
    await ui.until(alice, rows, (seats) => expect(seats.slice(2)).toMatchObject([{ holder: "bot", bot: "strong" }, { holder: "bot", bot: "strong" }]), { what: "two strong bots in the last seats" });
    const bob = await suite.page(ui.STILL);
    expect(await ui.joinByInvite(bob, links.invite, "Bob")).toBe(1);
    await alice.waitForSelector('.seat[data-seat="1"][data-holder="person"]');
    await alice.getByRole("button", { name: "Start the game" }).click();
    await ui.waitForTable(alice);
    await ui.waitForTable(bob);

    await bob.getByRole("button", { name: en["table.leave"], exact: true }).click();
    await bob.getByRole("dialog").getByRole("button", { name: en["leave.giveUp"] }).click();
    await bob.locator(".lobby").waitFor();
    // Read with the seat: the host's offers on it (none) at the moment it is a bot's and open.
    const givenUp = () => {
      const doc = (globalThis as any).document;
      const node = doc.querySelector('.seats .seat[data-seat="1"]');
      return {
        holder: node?.getAttribute("data-holder") ?? "",
        label: node?.getAttribute("aria-label") ?? "",
        tags: Array.from(node?.querySelectorAll(".tag") ?? [], (tag: any) => String(tag.textContent ?? "")),
        open: node?.querySelector(".tag-open") != null,
        offers: doc.querySelectorAll(".seat-open").length,
      };
    };
    const standIn = await ui.until(alice, givenUp, (seat) => seat.holder === "stand-in" && seat.open, { what: "a bot in Bob's seat, open" });
    expect(standIn.label).toContain("a bot plays for Bob");
    expect(standIn.tags).toContain("bot");
    // Only a seat's player gives it away: the host is offered nothing on anyone's seat.
    expect(standIn.offers).toBe(0);
    await ui.newLogLine(alice, 0, /^Bob gave up seat 2: a bot plays it until someone takes it\.$/);
    await suite.shot(alice, "01-bob-gave-up-his-seat");

    const carol = await suite.page(ui.STILL);
    expect(await ui.joinByInvite(carol, links.invite, "Carol")).toBe(1);
    await ui.waitForTable(carol);
    await ui.until(alice, rows, ([, two]) => two.holder === "person" && two.label.includes("Carol") && !two.tags.includes("bot"), { what: "Carol in seat 2, no bot" });
    await suite.shot(carol, "02-carol-in-bobs-seat");
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);

  test("the clock runs out three times for a player: a bot plays for her until she says she is back", async () => {
    // On a phone: her clock is in the top bar, above the board, whatever she scrolled to.
    const dana = await suite.page({ ...ui.PHONE, ...ui.STILL });
    await ui.createTable(dana, suite.server.url, { name: "Dana", fields: { "Turn clock": "30", "Bots seated at once": "3" } });
    await dana.waitForSelector('.seat[data-seat="3"][data-holder="bot"][data-bot="easy"]');
    await dana.getByRole("button", { name: "Start the game" }).click();
    await ui.waitForTable(dana);

    // Her clock: 30 clock seconds of 50 ms each, urgent from the start.
    // Read at once: the clock runs out within 1.5 s and hides while a move is played for her.
    const clock = () => {
      const node = (globalThis as any).document.querySelector(".my-clock");
      const box = node?.getBoundingClientRect();
      return {
        shown: !!node && !node.hidden && box.width > 0 && box.height > 0 && (globalThis as any).getComputedStyle(node).visibility !== "hidden",
        urgent: !!node?.classList.contains("is-urgent"),
        text: String(node?.textContent ?? ""),
      };
    };
    await ui.until(dana, clock, (c) => c.shown && c.urgent && /^Your time00:(0\d|[12]\d|30)$/.test(c.text), { what: "her urgent clock in sight" });
    await suite.shot(dana, "03-phone-clock");
    await ui.newLogLine(dana, 0, /^Dana ran out of time: a move was played for them\.$/, 30_000);
    await ui.newLogLine(dana, 0, /^Dana ran out of time too often: a bot plays for them until they come back\.$/, 60_000);
    const putAway = () => {
      const doc = (globalThis as any).document;
      return { holder: doc.querySelector('.seat[data-seat="0"]')?.getAttribute("data-holder"), status: doc.querySelector(".status")?.textContent };
    };
    await ui.until(dana, putAway, (s) => expect(s).toEqual({ holder: "stand-in", status: "A bot plays for you: your time ran out too often." }), { what: "a bot standing in for her" });
    await suite.shot(dana, "04-put-away");

    const lines = (await ui.logLines(dana)).length;
    await dana.getByRole("button", { name: "I'm back: let me play" }).click();
    // Told as herself: her own page says "you".
    await ui.newLogLine(dana, lines, /^You took your seat back\.$/);
    const back = () => {
      const doc = (globalThis as any).document;
      return { holder: doc.querySelector('.seat[data-seat="0"]')?.getAttribute("data-holder"), backButtons: doc.querySelectorAll("[data-action=back]").length };
    };
    await ui.until(dana, back, (s) => expect(s).toEqual({ holder: "person", backButtons: 0 }), { what: "her seat hers again, no I'm back button" });
    expect(suite.pageErrors).toEqual([]);
  }, ui.BROWSER_TEST_MS);
});
