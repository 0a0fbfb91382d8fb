import { execFileSync } from "node:child_process";
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import { createServer as createTcpServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error http_ece ships no types: decrypt(buffer, { version, privateKey, authSecret }).
import ece from "http_ece";

/**
 * A push service stand-in (no real one is reachable from the tests): an https server on
 * 127.0.0.1 with a certificate of its own, and browsers that subscribe to it. Each push it
 * receives is checked as a push service would (the VAPID token: ES256 against the key it
 * names, `aud` the endpoint's origin, `exp` within 24 hours) and decrypted as the browser
 * would (RFC 8291 aes128gcm, with the browser's P-256 key pair and auth secret). It answers
 * 201, or what a test sets for an endpoint (404, 410, or never: "silent").
 */
export interface FakeBrowser {
  /** The PushSubscription's JSON, as a page would POST it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Every push this browser was sent and could decrypt, in order. */
  pushes: ReceivedPush[];
}

export interface ReceivedPush {
  payload: any;
  /** The VAPID key the token was signed with (the server's public key). */
  vapidKey: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
}

interface Subscriber {
  browser: FakeBrowser;
  ecdh: ECDH;
  auth: Buffer;
  status: number | "silent";
  attempts: number;
  hanging: number;
}

export class PushServiceStandIn {
  /** The certificate the server must trust (createTableServer's push.ca). */
  readonly cert: string;
  /** Pushes refused because their token or encryption was wrong: a test expects none. */
  readonly faults: string[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly server: Server;
  private origin = "";

  private constructor(key: string, cert: string) {
    this.cert = cert;
    this.server = createServer({ key, cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const { status, fault } = this.receive(req.url ?? "", req.headers, Buffer.concat(chunks));
        if (fault) this.faults.push(fault);
        const s = this.subscribers.get(req.url ?? "");
        if (status !== "silent") res.writeHead(status).end();
        else if (s) {
          this.hanging++;
          s.hanging++;
          req.socket.on("close", () => (this.hanging--, s.hanging--));
        }
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  static async start(): Promise<PushServiceStandIn> {
    const dir = mkdtempSync(join(tmpdir(), "tablee-push-"));
    try {
      execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
        "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")], { stdio: "ignore" });
      const standIn = new PushServiceStandIn(readFileSync(join(dir, "key.pem"), "utf8"), readFileSync(join(dir, "cert.pem"), "utf8"));
      await new Promise<void>((resolve) => standIn.server.listen(0, "127.0.0.1", resolve));
      standIn.origin = `https://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
      return standIn;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** The host name, for the server's allow list (with `allowPorts`: the stand-in listens on a port of its own). */
  get host(): string {
    return new URL(this.origin).hostname;
  }

  /** A new browser subscribed to this service: its own endpoint and keys. */
  browser(): FakeBrowser {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomBytes(12).toString("base64url");
    const browser: FakeBrowser = {
      subscription: { endpoint: `${this.origin}/push/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } },
      pushes: [],
    };
    this.subscribers.set(`/push/${id}`, { browser, ecdh, auth, status: 201, attempts: 0, hanging: 0 });
    return browser;
  }

  /** What the service answers this browser's pushes from now on (404, 410: it unsubscribed; "silent": nothing, ever). */
  answer(browser: FakeBrowser, status: number | "silent"): void {
    this.subscriber(browser).status = status;
  }

  /** Resolves once the browser holds `count` pushes (the test's timeout says if it never does). */
  async received(browser: FakeBrowser, count: number): Promise<ReceivedPush[]> {
    while (browser.pushes.length < count) await this.next();
    return browser.pushes;
  }

  /** Pushes received so far, delivered or refused. */
  attempts = 0;

  /** Pushes to "silent" browsers held unanswered now: the sender gives each up by closing its connection. */
  hanging = 0;

  /** Pushes received for this browser so far, answered or not. */
  attemptsFor(browser: FakeBrowser): number {
    return this.subscriber(browser).attempts;
  }

  /** This "silent" browser's pushes held unanswered now. */
  hangingFor(browser: FakeBrowser): number {
    return this.subscriber(browser).hanging;
  }

  /** Resolves once `count` pushes have been received, delivered or refused. */
  async attempted(count: number): Promise<void> {
    while (this.attempts < count) await this.next();
  }

  private waiters: (() => void)[] = [];

  private next(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private subscriber(browser: FakeBrowser): Subscriber {
    return this.subscribers.get(new URL(browser.subscription.endpoint).pathname)!;
  }

  private receive(path: string, headers: Record<string, string | string[] | undefined>, body: Buffer): { status: number | "silent"; fault?: string } {
    this.attempts += 1;
    const s = this.subscribers.get(path);
    if (s === undefined) return { status: 404 };
    s.attempts += 1;
    const vapid = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization ?? ""));
    if (!vapid) return { status: 401, fault: `no VAPID authorization: ${headers.authorization}` };
    const tokenFault = this.tokenFault(vapid[1], vapid[2]);
    if (tokenFault) return { status: 403, fault: tokenFault };
    if (headers["content-encoding"] !== "aes128gcm") return { status: 415, fault: `content-encoding ${headers["content-encoding"]}` };
    if (s.status !== 201) return { status: s.status };
    let payload: unknown;
    try {
      const clear: Buffer = ece.decrypt(body, { version: "aes128gcm", privateKey: s.ecdh, authSecret: s.auth });
      payload = JSON.parse(clear.toString("utf8"));
    } catch (error) {
      return { status: 400, fault: `cannot decrypt: ${(error as Error).message}` };
    }
    s.browser.pushes.push({ payload, vapidKey: vapid[2], ttl: Number(headers.ttl), urgency: headers.urgency as string | undefined, topic: headers.topic as string | undefined });
    return { status: 201 };
  }

  /** What is wrong with a VAPID token (RFC 8292), or null. */
  private tokenFault(token: string, key: string): string | null {
    const [head, claims, signature] = token.split(".");
    if (signature === undefined) return "the token is not a JWT";
    const header = JSON.parse(Buffer.from(head, "base64url").toString());
    if (header.alg !== "ES256") return `alg ${header.alg}`;
    const point = Buffer.from(key, "base64url");
    const publicKey = createPublicKey({ format: "jwk", key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") } });
    const signed = verify("sha256", Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
    if (!signed) return "the token's signature does not match its key";
    const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString());
    if (aud !== this.origin) return `aud ${aud} is not ${this.origin}`;
    const now = Date.now() / 1000;
    if (!(exp > now && exp <= now + 24 * 3600 + 60)) return `exp ${exp} is not within 24 hours`;
    if (!/^(mailto:|https:)/.test(String(sub))) return `sub ${sub}`;
    return null;
  }
}

/**
 * A push service that never answers: it takes TCP connections (an allowed host whose address
 * blackholes, or a service down behind a load balancer) and holds them, reading nothing back.
 * It counts the connections it holds at once, and at most.
 */
export class SilentPushService {
  private readonly sockets = new Set<Socket>();
  private readonly server = createTcpServer((socket) => {
    this.sockets.add(socket);
    this.connections++;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.sockets.size);
    socket.on("error", () => undefined);
    socket.on("close", () => this.sockets.delete(socket));
  });
  connections = 0;
  mostAtOnce = 0;
  private origin = "";

  static async start(address: string): Promise<SilentPushService> {
    const service = new SilentPushService();
    await new Promise<void>((resolve) => service.server.listen(0, address, resolve));
    service.origin = `https://${address}:${(service.server.address() as AddressInfo).port}`;
    return service;
  }

  get host(): string {
    return new URL(this.origin).hostname;
  }

  /** Connections held now. */
  get open(): number {
    return this.sockets.size;
  }

  /** A browser's subscription on this service: well-formed keys, an endpoint that never answers. */
  subscription(): FakeBrowser["subscription"] {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
    return { endpoint: `${this.origin}/push/${randomBytes(12).toString("base64url")}`, expirationTime: null, keys };
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
