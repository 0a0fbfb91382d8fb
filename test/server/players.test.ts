import { describe, expect, test } from "@jest/globals";
import { createHash, randomBytes } from "node:crypto";
import { defaultLimits } from "@tablee/server";
import { Device } from "../support/accounts.ts";
import { assert, createPasskey } from "../support/passkeys.ts";
import { serverForFile } from "../support/server-harness.ts";

/**
 * Players (docs/protocol.md, "Players"): passkey ceremonies run for real against the server,
 * with a software authenticator in place of a browser's; sessions, the Origin check, device
 * links and each refusal, which changes nothing. Each test speaks from source addresses of
 * its own (127.0.x.y), so one test's spent budgets are not another's.
 */
const file = serverForFile();
let next = 1;
/** A device on an address nobody else in this file uses. */
const device = (): Device => new Device(file.server.url, `127.0.9.${next++}`);
const sameAddress = (of: Device): Device => new Device(file.server.url, of.from);

describe("a new player and their sessions", () => {
  test("a name and a passkey make a player; the device is signed in with an HttpOnly, SameSite=Lax cookie", async () => {
    const phone = device();
    const { answer } = await phone.register("Ana");
    expect(answer.status).toBe(201);
    expect(answer.body.player.name).toBe("Ana");
    const cookie = (answer.headers["set-cookie"] as string[]).find((line) => line.startsWith("tablee_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // http://localhost: no https here
    expect((await phone.send("GET", "/api/me")).body).toMatchObject({ id: answer.body.player.id, name: "Ana" });
    expect((await device().send("GET", "/api/me")).status).toBe(401);
  });

  test("a new passkey as a browser hands it over (@simplewebauthn/browser: the COSE algorithm a number, the public key, the authenticator data) makes a player", async () => {
    const phone = device();
    const options = await phone.send("POST", "/api/players/register/options", { name: "Abe" });
    const { response } = createPasskey(options.body.options, phone.origin);
    expect((response as any).response.publicKeyAlgorithm).toBe(-7);
    const answer = await phone.send("POST", "/api/players/register", { credential: response });
    expect([answer.status, answer.body.player?.name]).toEqual([201, "Abe"]);
  });

  test("a new passkey is asked for in algorithms whose answer fits the 4 KB body (Ed25519, ES256, RS256: no ML-DSA), for a new player and a new device", async () => {
    const phone = device();
    const options = await phone.send("POST", "/api/players/register/options", { name: "Ada" });
    expect(options.body.options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toEqual([-8, -7, -257]);
    await phone.register("Ada");
    const link = (await phone.send("POST", "/api/me/device-links")).body.link;
    const device_ = await device().send("POST", "/api/players/device/options", { link });
    expect(device_.body.options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toEqual([-8, -7, -257]);
  });

  test("a synced passkey signs in on another device as it is, with no name asked; a session id never survives a sign-in", async () => {
    const phone = device();
    const { passkey, answer } = await phone.register("Bea");
    const laptop = device();
    const signedIn = await laptop.signIn(passkey);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.player).toMatchObject({ id: answer.body.player.id, name: "Bea" });
    expect((await laptop.send("GET", "/api/me")).body.name).toBe("Bea");

    // Fixation: the cookie the device held before signing in is not the one after, and stops working.
    const before = laptop.cookies.get("tablee_session")!;
    expect((await laptop.signIn(passkey)).status).toBe(200);
    const after = laptop.cookies.get("tablee_session")!;
    expect(after).not.toBe(before);
    const stale = device();
    stale.cookies.set("tablee_session", before);
    expect((await stale.send("GET", "/api/me")).status).toBe(401);
  });

  test("a passkey whose counter goes back (a cloned key) is refused and changes nothing", async () => {
    const phone = device();
    const { passkey } = await phone.register("Cleo");
    expect((await phone.signIn(passkey)).status).toBe(200);
    const kept = await phone.send("GET", "/api/me/passkeys");
    const clone = { ...passkey, counter: 0 };
    const laptop = device();
    const refused = await laptop.signIn(clone);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("passkey-refused");
    expect(laptop.cookies.has("tablee_session")).toBe(false);
    expect((await phone.send("GET", "/api/me/passkeys")).body).toEqual(kept.body);
    // The real one, counting on, still signs in.
    expect((await laptop.signIn(passkey)).status).toBe(200);
  });

  test("a replayed assertion is refused: its ceremony is used, and a new ceremony has another challenge", async () => {
    const phone = device();
    const { passkey } = await phone.register("Dora");
    const thief = device();
    const options = await thief.send("POST", "/api/players/signin/options", {});
    const assertion = assert(passkey, options.body.options, thief.origin);
    const ceremony = thief.cookies.get("tablee_ceremony")!;
    expect((await thief.send("POST", "/api/players/signin", { credential: assertion })).status).toBe(200);
    thief.cookies.clear();
    thief.cookies.set("tablee_ceremony", ceremony);
    const again = await thief.send("POST", "/api/players/signin", { credential: assertion });
    expect(again.body.code).toBe("challenge-refused");
    await thief.send("POST", "/api/players/signin/options", {});
    const replayed = await thief.send("POST", "/api/players/signin", { credential: assertion });
    expect(replayed.body.code).toBe("passkey-refused");
    expect(thief.cookies.has("tablee_session")).toBe(false);
  });

  test("a passkey the server never registered, or made for another site, or naming another player, signs nobody in", async () => {
    const ana = device();
    const { passkey: anas, answer } = await ana.register("Eve");
    const bob = device();
    const { passkey: bobs } = await bob.register("Finn");
    const stranger = device();
    const options = await stranger.send("POST", "/api/players/signin/options", {});
    const { passkey: unknown } = createPasskey({ challenge: "x", rp: { name: "t", id: "localhost" }, user: { id: "AAAA", name: "x" } }, stranger.origin);
    expect((await stranger.send("POST", "/api/players/signin", { credential: assert(unknown, options.body.options, stranger.origin) })).body.code).toBe("passkey-refused");
    // Signed for another relying party.
    const elsewhere = device();
    const other = await elsewhere.signIn({ ...anas, rpId: "evil.example" });
    expect(other.body.code).toBe("passkey-refused");
    // Bob's passkey claiming to be Ana's user handle: Ana's player id is not a way in.
    const posing = device();
    const posed = await posing.signIn(bobs, [], (a) => ({ ...a, response: { ...a.response, userHandle: answer.body.player.id } }));
    expect(posed.body.code).toBe("passkey-refused");
    expect(posing.cookies.has("tablee_session")).toBe(false);
  });

  test("a challenge taken to another device, or expired, is refused", async () => {
    const phone = device();
    const options = await phone.send("POST", "/api/players/register/options", { name: "Gus" });
    const { response } = createPasskey(options.body.options, phone.origin);
    const other = device();
    const stolen = await other.send("POST", "/api/players/register", { credential: response });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe("challenge-refused");
    // Expired: a ceremony stored as if two minutes had passed.
    const late = device();
    const token = randomBytes(32).toString("base64url");
    const tokenHash = createHash("sha256").update(token).digest("hex");
    const now = Date.now();
    await file.server.store.players.keepChallenge({ tokenHash, purpose: "register", challenge: options.body.options.challenge, playerId: "QUFBQUFBQUFBQUFBQUFBQQ", name: "Gus", linkHash: null, expiresAt: now - 1 }, now - 130_000);
    late.cookies.set("tablee_ceremony", token);
    expect((await late.send("POST", "/api/players/register", { credential: response })).body.code).toBe("challenge-refused");
    expect(late.cookies.has("tablee_session")).toBe(false);
  });

  test("sessions are listed; sign out this device, another one, or everywhere", async () => {
    const phone = device();
    const { passkey } = await phone.register("Hana");
    const laptop = device();
    const tablet = device();
    await laptop.signIn(passkey);
    await tablet.signIn(passkey);
    const list = (await phone.send("GET", "/api/me/sessions")).body.sessions;
    expect(list).toHaveLength(3);
    expect(list.filter((s: any) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(phone.cookies.get("tablee_session"));
    expect((await laptop.send("DELETE", "/api/me/sessions/current")).status).toBe(204);
    expect((await laptop.send("GET", "/api/me")).status).toBe(401);
    const tablets = (await tablet.send("GET", "/api/me/sessions")).body.sessions.find((s: any) => s.current).id;
    expect((await phone.send("DELETE", `/api/me/sessions/${tablets}`)).status).toBe(204);
    expect((await tablet.send("GET", "/api/me")).status).toBe(401);
    await laptop.signIn(passkey);
    expect((await phone.send("DELETE", "/api/me/sessions")).body.ended).toBe(2);
    expect((await phone.send("GET", "/api/me")).status).toBe(401);
    expect((await laptop.send("GET", "/api/me")).status).toBe(401);
  });

  test("no answer about a player is kept by a cache: the browser's, or a proxy's on the way", async () => {
    const phone = device();
    await phone.register("Ines");
    const answers = [
      await phone.send("GET", "/api/me"),
      await phone.send("PUT", "/api/me", { name: "Inés" }),
      await phone.send("GET", "/api/me/tables"),
      await phone.send("GET", "/api/me/sessions"),
      await phone.send("GET", "/api/circles"),
      await phone.send("POST", "/api/circles", { name: "Nos amis" }),
      await device().send("GET", "/api/me"),
    ];
    expect(answers.map((a) => [a.status, a.headers["cache-control"]])).toEqual([
      [200, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
      [201, "no-store"],
      [401, "no-store"],
    ]);
  });
});

describe("another device", () => {
  test("a signed-in device's one-time link lets a new device register its own passkey; the link opens once", async () => {
    const phone = device();
    const { answer } = await phone.register("Ines");
    const link = await phone.send("POST", "/api/me/device-links");
    expect(link.status).toBe(201);
    expect(link.body.link).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.body.expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    const desktop = device();
    const added = await desktop.addThisDevice(link.body.link);
    expect(added.answer.status).toBe(201);
    expect(added.answer.body.player.id).toBe(answer.body.player.id);
    expect((await desktop.send("GET", "/api/me")).body.name).toBe("Ines");
    // Its own passkey signs in later, anywhere.
    expect((await device().signIn(added.passkey!)).status).toBe(200);
    const again = await device().addThisDevice(link.body.link);
    expect(again.answer.status).toBe(404);
    expect(again.answer.body.code).toBe("bad-link");
    const keys = (await phone.send("GET", "/api/me/passkeys")).body.passkeys;
    expect(keys).toHaveLength(2);
  });

  test("a passkey is removed; the only one left is not: it is the only way in", async () => {
    const phone = device();
    const { passkey } = await phone.register("Jo");
    const link = await phone.send("POST", "/api/me/device-links");
    const desktop = device();
    const added = await desktop.addThisDevice(link.body.link);
    expect((await phone.send("DELETE", `/api/me/passkeys/${passkey.id}`)).status).toBe(204);
    expect((await device().signIn(passkey)).body.code).toBe("passkey-refused");
    const last = await phone.send("DELETE", `/api/me/passkeys/${added.passkey!.id}`);
    expect(last.status).toBe(409);
    expect(last.body.code).toBe("last-passkey");
    expect((await device().signIn(added.passkey!)).status).toBe(200);
  });

  test("guessing device links gets nothing and costs the address: past its tries it is refused unread, others are not", async () => {
    const owner = device();
    await owner.register("Kai");
    const real = (await owner.send("POST", "/api/me/device-links")).body.link;
    const guesser = device();
    for (let i = 0; i < defaultLimits.failuresBurst; i++) {
      const guess = await guesser.send("POST", "/api/players/device/options", { link: randomBytes(16).toString("base64url") });
      expect(guess.body.code).toBe("bad-link");
    }
    const spent = await sameAddress(guesser).send("POST", "/api/players/device/options", { link: real });
    expect(spent.status).toBe(429);
    expect(spent.body.code).toBe("too-many-tries");
    // Another address with the real link is not held up.
    expect((await device().addThisDevice(real)).answer.status).toBe(201);
  });
});

describe("strangers and bad input", () => {
  test("a state-changing request from another origin, or with none, is refused with 403 and changes nothing", async () => {
    const phone = device();
    await phone.register("Lou");
    for (const origin of ["http://evil.example", "null", null]) {
      const renamed = await phone.send("PUT", "/api/me", { name: "Hacked" }, { origin });
      expect(renamed.status).toBe(403);
      expect(renamed.body.code).toBe("bad-origin");
      const deleted = await phone.send("DELETE", "/api/me", undefined, { origin });
      expect(deleted.status).toBe(403);
      expect((await phone.send("POST", "/api/me/device-links", undefined, { origin })).status).toBe(403);
    }
    expect((await phone.send("GET", "/api/me")).body.name).toBe("Lou");
    expect((await phone.send("GET", "/api/me/passkeys")).body.passkeys).toHaveLength(1);
    // A sign-in started from another site's page.
    expect((await device().send("POST", "/api/players/signin/options", {}, { origin: "http://evil.example" })).body.code).toBe("bad-origin");
  });

  test("names with markup, bidi controls or nothing visible are refused, for a new player and a rename", async () => {
    const phone = device();
    for (const name of ["<b>Ana</b>", "Ana\u202eevil", "\u200b\u200b", "A\u0300\u0301\u0302\u0303"]) {
      const asked = await phone.send("POST", "/api/players/register/options", { name });
      expect(asked.status).toBe(400);
      expect(asked.body.code).toBe("bad-name");
    }
    expect(phone.cookies.size).toBe(0);
    await phone.register("Mia");
    const renamed = await phone.send("PUT", "/api/me", { name: "Mia\u2066x" });
    expect(renamed.body.code).toBe("bad-name");
    expect((await phone.send("PUT", "/api/me", { name: "Mia B" })).body.name).toBe("Mia B");
  });

  test("a body over 4 KB is refused before it is read; a malformed one gets bad-request", async () => {
    const phone = device();
    await phone.register("Noa");
    const big = await phone.send("PUT", "/api/me", undefined, { raw: JSON.stringify({ name: "x".repeat(5000) }) });
    expect(big.status).toBe(413);
    const malformed = await phone.send("PUT", "/api/me", undefined, { raw: "{name" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("bad-request");
    const extra = await phone.send("POST", "/api/players/signin", { credential: { id: "a" }, admin: true });
    expect(extra.body.code).toBe("bad-request");
    expect((await phone.send("GET", "/api/me")).body.name).toBe("Noa");
  });
});
