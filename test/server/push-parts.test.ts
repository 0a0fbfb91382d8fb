import { expect, test } from "@jest/globals";
import { aGame } from "@tablee/shared";
import { createECDH, randomBytes } from "node:crypto";
import { endpointRefusal, guardedLookup, hostAllowed, hostsFrom, isPrivateAddress, KNOWN_PUSH_HOSTS, serviceOf, type EndpointPolicy } from "../../server/src/push/endpoints.ts";
import { Lanes } from "../../server/src/push/lanes.ts";
import { addCall, payloadOf, PUSH_TAG, TABLES_NAMED, type TableCall } from "../../server/src/push/payload.ts";
import { pushSubscription } from "../../server/src/push/subscription.ts";

/** A game whose tables open with four seats. */
const FOUR = aGame({ opens: 4 }).facts.id;

/** Web Push's pure parts, without a server: which endpoints the server will call, what a
 * subscription must look like, and what one push says about several tables. */
const production: EndpointPolicy = { hosts: KNOWN_PUSH_HOSTS, allowHttp: false, allowPrivate: false, allowPorts: false };

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

test("a push service is called on the https port only: an allowed host on another port is refused", () => {
  expect(endpointRefusal("https://fcm.googleapis.com:443/fcm/send/x", production)).toBeNull();
  for (const port of [8443, 80, 22, 6379]) {
    expect(endpointRefusal(`https://fcm.googleapis.com:${port}/fcm/send/x`, production)).toMatch(/https port \(443\)/);
    expect(endpointRefusal(`https://web.push.apple.com:${port}/x`, production)).toMatch(/https port/);
  }
  // The tests' stand-ins listen on ports of their own: the policy lets them, as it lets http.
  expect(endpointRefusal("https://fcm.googleapis.com:8443/fcm/send/x", { ...production, allowPorts: true })).toBeNull();
  expect(() => hostsFrom("fcm.googleapis.com:8443")).toThrow(/https port, give the host alone/);
});

test("each entry of the allow list is one push service: the lanes pushes leave by", () => {
  const endpoint = (host: string) => `https://${host}/push/x`;
  expect(serviceOf(endpoint("fcm.googleapis.com"), production)).toBe("fcm.googleapis.com");
  expect(serviceOf(endpoint("db5p.notify.windows.com"), production)).toBe("*.notify.windows.com");
  expect(serviceOf(endpoint("am3p.notify.windows.com"), production)).toBe("*.notify.windows.com");
  expect(serviceOf(endpoint("web.push.apple.com"), production)).toBe("*.push.apple.com");
});

test("an allow list that names a private address still never reaches it, unless the tests allow it", () => {
  const listed: EndpointPolicy = { hosts: ["127.0.0.1", "10.1.2.3", "[::1]", "::7f00:1"], allowHttp: false, allowPrivate: false, allowPorts: false };
  expect(endpointRefusal("https://127.0.0.1/push/x", listed)).toMatch(/private address/);
  expect(endpointRefusal("https://10.1.2.3/push/x", listed)).toMatch(/private address/);
  expect(endpointRefusal("https://[::1]/push/x", listed)).toMatch(/private address/);
  expect(endpointRefusal("https://[::127.0.0.1]/push/x", listed)).toMatch(/private address/);
  expect(endpointRefusal("https://127.0.0.1/push/x", { ...listed, allowPrivate: true })).toBeNull();
});

test("private, loopback, link-local and other inside addresses are recognised, IPv4 carried in IPv6 too", () => {
  for (const inside of ["127.0.0.1", "10.0.0.8", "172.16.5.4", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "192.88.99.1", "::1", "::", "fe80::1", "fd12::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "64:ff9b::10.0.0.1", "not-an-ip"]) {
    expect([inside, isPrivateAddress(inside)]).toEqual([inside, true]);
  }
  for (const outside of ["142.250.74.42", "8.8.8.8", "2a00:1450:4007:80a::200a", "::ffff:8.8.8.8"]) expect([outside, isPrivateAddress(outside)]).toEqual([outside, false]);
});

test("every IPv6 form that carries an IPv4 address is judged as that address, or refused whole", () => {
  const inside = [
    // IPv4-compatible (::/96, deprecated), as a URL writes it and dotted: refused whole.
    "::7f00:1", "[::7f00:1]", "::127.0.0.1", "::a00:1", "::808:808",
    // SIIT, ::ffff:0:a.b.c.d.
    "::ffff:0:7f00:1", "[::ffff:0:7f00:1]", "::ffff:0:127.0.0.1", "::ffff:0:a9fe:a9fe",
    // Mapped in every spelling.
    "0:0:0:0:0:ffff:7f00:1", "::FFFF:7F00:1", "::ffff:10.1.2.3",
    // NAT64: the well-known prefix carrying a private IPv4; the local-use prefix, whole.
    "64:ff9b::7f00:1", "64:ff9b::a9fe:a9fe", "64:ff9b:1::808:808", "64:ff9b:1:ffff::1",
    // 6to4 carrying a private IPv4 (2002:AABB:CCDD::/48).
    "2002:7f00:1::1", "2002:a00:1::", "2002:c0a8:101:1::1", "2002:a9fe:a9fe::1",
    // Teredo, whatever it carries.
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    // With a zone.
    "fe80::1%eth0",
  ];
  for (const address of inside) expect([address, isPrivateAddress(address)]).toEqual([address, true]);
  // The same forms carrying a public IPv4 (NAT64 of a public address is how IPv6-only networks reach it).
  for (const address of ["64:ff9b::808:808", "64:ff9b::8.8.8.8", "2002:808:808::1", "::ffff:0:808:808", "2001:4860:4860::8888"]) {
    expect([address, isPrivateAddress(address)]).toEqual([address, false]);
  }
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

/** Lanes whose pushes are answered when the test says: `answer(endpoint)`. */
function lanesOf(inFlight: number, queued: number, perAddress = inFlight) {
  const sent: string[] = [];
  const answers = new Map<string, () => void>();
  const lanes = new Lanes({ inFlight, queued, perAddress, run: (endpoint) => new Promise<void>((done) => (sent.push(endpoint), answers.set(endpoint, done))) });
  const answer = async (endpoint: string) => {
    answers.get(endpoint)!();
    answers.delete(endpoint);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { lanes, sent, answer };
}

test("a push service's pushes never wait on another's: each has its own lane", async () => {
  const { lanes, sent } = lanesOf(2, 10);
  for (let i = 0; i < 5; i++) lanes.push("silent.example", `silent-${i}`, { seat: `t${i}#0`, address: "a" });
  lanes.push("fcm.googleapis.com", "honest", { seat: "t9#0", address: "a" });
  expect(sent).toEqual(["silent-0", "silent-1", "honest"]);
  expect(lanes.waiting("silent.example")).toBe(3);
});

test("one address's subscriptions have a few pushes under way at most: another address's push leaves at once", async () => {
  const { lanes, sent, answer } = lanesOf(8, 100, 2);
  for (let i = 0; i < 20; i++) lanes.push("s", `hanging-${i}`, { seat: `t${i}#0`, address: "mallory" });
  lanes.push("s", "honest", { seat: "h#0", address: "alice" });
  expect(sent).toEqual(["hanging-0", "hanging-1", "honest"]);
  await answer("hanging-0");
  expect(sent).toEqual(["hanging-0", "hanging-1", "honest", "hanging-2"]);
});

test("one push at a time per endpoint: asked again meanwhile, it goes once more when the first is answered", async () => {
  const { lanes, sent, answer } = lanesOf(4, 10);
  lanes.push("s", "phone", { seat: "t1#0", address: "a" });
  lanes.push("s", "phone", { seat: "t2#0", address: "a" });
  lanes.push("s", "phone", { seat: "t3#0", address: "a" });
  expect(sent).toEqual(["phone"]);
  await answer("phone");
  expect(sent).toEqual(["phone", "phone"]);
  await answer("phone");
  expect(sent).toEqual(["phone", "phone"]);
  await lanes.idle();
});

test("a full lane drops the oldest push for the newcomer's seat first, then the oldest of all", async () => {
  const { lanes, sent, answer } = lanesOf(1, 3);
  lanes.push("s", "busy", { seat: "t0#0", address: "a" });
  lanes.push("s", "a-phone1", { seat: "a#0", address: "a" });
  lanes.push("s", "b", { seat: "b#1", address: "a" });
  lanes.push("s", "a-phone2", { seat: "a#0", address: "a" });
  // Full: a newcomer for seat a#0 drops a#0's oldest waiting push.
  lanes.push("s", "a-phone3", { seat: "a#0", address: "a" });
  // Full: a newcomer of another seat drops the oldest waiting push (b).
  lanes.push("s", "c", { seat: "c#0", address: "a" });
  // Asked again while waiting: it keeps its place, nothing is dropped.
  lanes.push("s", "a-phone2", { seat: "a#0", address: "a" });
  for (const endpoint of ["busy", "a-phone2", "a-phone3", "c"]) await answer(endpoint);
  expect(sent).toEqual(["busy", "a-phone2", "a-phone3", "c"]);
});

test("closing waits its grace for what is under way, then gives it and what waits up", async () => {
  const sent: string[] = [];
  const lanes = new Lanes({ inFlight: 1, run: (endpoint, stop) => new Promise<void>((done) => (sent.push(endpoint), stop.addEventListener("abort", () => done()))) });
  lanes.push("s", "never", { seat: "t#0", address: "a" });
  lanes.push("s", "waiting", { seat: "u#0", address: "a" });
  const started = Date.now();
  await lanes.close(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(sent).toEqual(["never"]);
  lanes.push("s", "after", { seat: "v#0", address: "a" });
  expect(sent).toEqual(["never"]);
});
