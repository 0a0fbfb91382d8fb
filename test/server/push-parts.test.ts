import { expect, test } from "@jest/globals";
import { aGame } from "@tablee/shared";
import { createECDH, randomBytes } from "node:crypto";
import { endpointRefusal, guardedLookup, hostAllowed, hostsFrom, isPrivateAddress, KNOWN_PUSH_HOSTS, type EndpointPolicy } from "../../server/src/push/endpoints.ts";
import { addCall, payloadOf, PUSH_TAG, TABLES_NAMED, type TableCall } from "../../server/src/push/payload.ts";
import { pushSubscription } from "../../server/src/push/subscription.ts";

/** A game whose tables open with four seats. */
const FOUR = aGame({ opens: 4 }).facts.id;

/** Web Push's pure parts, without a server: which endpoints the server will call, what a
 * subscription must look like, and what one push says about several tables. */
const production: EndpointPolicy = { hosts: KNOWN_PUSH_HOSTS, allowHttp: false, allowPrivate: false };

test("only https endpoints of the known push services are called", () => {
  for (const ok of [
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGh5",
    "https://db5p.notify.windows.com/w/?token=x",
  ]) expect(endpointRefusal(ok, production)).toBeNull();
  expect(endpointRefusal("http://fcm.googleapis.com/fcm/send/x", production)).toMatch(/https/);
  expect(endpointRefusal("https://evil.example.com/fcm/send/x", production)).toMatch(/not a known push service/);
  expect(endpointRefusal("https://push.apple.com.evil.example/x", production)).toMatch(/not a known push service/);
  expect(endpointRefusal("https://fcm.googleapis.com.evil.example/x", production)).toMatch(/not a known push service/);
  expect(endpointRefusal("https://user:pw@fcm.googleapis.com/x", production)).toMatch(/credentials/);
  expect(endpointRefusal("not a url", production)).toMatch(/not a URL/);
  expect(hostAllowed("push.apple.com", ["*.push.apple.com"])).toBe(false);
});

test("an allow list that names a private address still never reaches it, unless the tests allow it", () => {
  const listed: EndpointPolicy = { hosts: ["127.0.0.1:8443", "10.1.2.3", "[::1]"], allowHttp: false, allowPrivate: false };
  expect(endpointRefusal("https://127.0.0.1:8443/push/x", listed)).toMatch(/private address/);
  expect(endpointRefusal("https://10.1.2.3/push/x", listed)).toMatch(/private address/);
  expect(endpointRefusal("https://[::1]/push/x", listed)).toMatch(/private address/);
  expect(endpointRefusal("https://127.0.0.1:8443/push/x", { ...listed, allowPrivate: true })).toBeNull();
});

test("private, loopback, link-local and other inside addresses are recognised, IPv4 carried in IPv6 too", () => {
  for (const inside of ["127.0.0.1", "10.0.0.8", "172.16.5.4", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "::", "fe80::1", "fd12::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "64:ff9b::10.0.0.1", "not-an-ip"]) {
    expect([inside, isPrivateAddress(inside)]).toEqual([inside, true]);
  }
  for (const outside of ["142.250.74.42", "8.8.8.8", "2a00:1450:4007:80a::200a", "::ffff:8.8.8.8"]) expect([outside, isPrivateAddress(outside)]).toEqual([outside, false]);
});

test("a name resolving to a private address is refused when a push leaves (DNS rebinding)", async () => {
  const resolve = (allow: boolean) =>
    new Promise<string>((done) => guardedLookup(allow)("localhost", {}, (error, address) => done(error ? `refused: ${error.message}` : String(address))));
  expect(await resolve(false)).toMatch(/^refused: localhost resolves to the private address/);
  expect(await resolve(true)).toMatch(/^(127\.0\.0\.1|::1)$/);
});

test("PUSH_ENDPOINT_HOSTS: a list of hosts, the known services when empty, an error for what is no host", () => {
  expect(hostsFrom(undefined)).toEqual([...KNOWN_PUSH_HOSTS]);
  expect(hostsFrom(" push.example.com, *.example.org ")).toEqual(["push.example.com", "*.example.org"]);
  expect(() => hostsFrom("https://push.example.com/")).toThrow(/not a host name/);
});

function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

test("a subscription's keys must be what a browser makes: a P-256 point and a 16-byte secret", () => {
  const keys = browserKeys();
  const endpoint = "https://fcm.googleapis.com/fcm/send/x";
  expect(pushSubscription.safeParse({ endpoint, expirationTime: null, keys }).success).toBe(true);
  const forged = Buffer.alloc(65, 7);
  forged[0] = 4;
  for (const bad of [
    { endpoint, keys: { ...keys, p256dh: forged.toString("base64url") } },
    { endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) } },
    { endpoint, keys: { ...keys, auth: randomBytes(32).toString("base64url") } },
    { endpoint, keys: { ...keys, auth: "not base64url!!!!!!!!!" } },
    { endpoint, keys },
  ].map((s, i) => (i === 4 ? { ...s, extra: 1 } : s))) {
    expect(pushSubscription.safeParse(bad).success).toBe(false);
  }
  expect(pushSubscription.safeParse({ endpoint: `${endpoint}/${"x".repeat(1100)}`, keys }).success).toBe(false);
});

const call = (tableId: string, kind: TableCall["kind"] = "turn", names = ["Bob"]): TableCall => ({ tableId, seat: 0, kind, game: FOUR, host: `Host of ${tableId}`, names });

test("several tables waiting make one payload naming each once, newest first, with one tag", () => {
  let waiting = addCall([], call("t1"));
  waiting = addCall(waiting, call("t2"));
  waiting = addCall(waiting, call("t1", "clock"));
  const payload = payloadOf(waiting);
  expect(payload).toEqual({
    tag: PUSH_TAG,
    url: "/#/table/t1",
    tables: [
      { id: "t1", kind: "clock", game: FOUR, host: "Host of t1", names: ["Bob"] },
      { id: "t2", kind: "turn", game: FOUR, host: "Host of t2", names: ["Bob"] },
    ],
  });
});

test("a payload stays small: a few tables named, names cut short", () => {
  let waiting: TableCall[] = [];
  for (let i = 0; i < 12; i++) waiting = addCall(waiting, call(`t${i}`, "turn", Array.from({ length: 10 }, () => "N".repeat(200))));
  const payload = payloadOf(waiting);
  expect(payload.tables).toHaveLength(TABLES_NAMED);
  expect(JSON.stringify(payload).length).toBeLessThan(3000);
});
