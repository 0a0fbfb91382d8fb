import { expect, test } from "@jest/globals";
import { Client } from "@colyseus/sdk";
import { Device } from "../support/accounts.ts";
import { keepSeatKey, nextMessage, quiet, restartableServer, seatKeyOf, waitForState } from "../support/server-harness.ts";
import { aGame } from "@tablee/shared";

/** A two-seat game (turn-based tables of two are the quickest to set up). */
const GAME = aGame({ opens: 2 }).facts.id;

/**
 * A player outlives the process: after a SIGKILL and a start on the same store, the device is
 * still signed in (same cookie), its passkey still signs in, and the seats that were the
 * player's (claimed from a browser's key, or taken while signed in) open with the session
 * alone. The server's log never holds a session cookie.
 */
const served = restartableServer({ LOG_LEVEL: "info" });

test("no player, session or claimed seat is lost to a killed process", async () => {
  let child = await served.start();
  const phone = new Device(served.url, "127.0.7.1");
  const browser = keepSeatKey(quiet(await new Client(served.url).create(GAME, { name: "Ana", pace: "turns" })));
  if (seatKeyOf(browser) === undefined) await nextMessage(browser, "seat-key");
  const { passkey, answer } = await phone.register("Ana", [{ table: browser.roomId, key: seatKeyOf(browser)! }]);
  expect(answer.body.seats[0].result).toBe("claimed");
  const signed = new Client(served.url, { headers: { cookie: phone.cookie } });
  const taken = quiet(await signed.create(GAME, { name: "Ana", pace: "turns" }));
  await waitForState(taken, (s: any) => s.members.get(taken.sessionId)?.seat === 0, "a seat taken while signed in");
  const before = (await phone.send("GET", "/api/me/tables")).body.tables.map((t: any) => t.id).sort();
  expect(before).toEqual([browser.roomId, taken.roomId].sort());

  child.process.kill("SIGKILL");
  await child.exited;
  const logBefore = child.output();
  child = await served.start();

  expect((await phone.send("GET", "/api/me")).body.name).toBe("Ana");
  expect((await phone.send("GET", "/api/me/tables")).body.tables.map((t: any) => t.id).sort()).toEqual(before);
  const laptop = new Device(served.url, "127.0.7.2");
  expect((await laptop.signIn(passkey)).status).toBe(200);
  for (const id of before) {
    const room = quiet(await new Client(served.url, { headers: { cookie: laptop.cookie } }).joinById(id, { name: "Someone" }));
    const state = await waitForState(room, (s: any) => s.members.get(room.sessionId)?.seat === 0, "the seat opened by the session after the restart");
    expect(state.members.get(room.sessionId).name).toBe("Ana");
    await room.leave();
  }
  const log = logBefore + child.output();
  for (const device of [phone, laptop]) expect(log).not.toContain(device.cookies.get("tablee_session")!);
  expect(log).toContain("listening");
  child.process.kill("SIGTERM");
  await child.exited;
}, 120_000);
