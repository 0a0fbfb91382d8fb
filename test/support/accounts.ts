import { request } from "node:http";
import { assert, createPasskey, type Passkey } from "./passkeys.ts";

/**
 * A device of a player, as the account tests see one: its own cookie jar and source address
 * (127.x.y.z: each is a client address of its own), speaking to the server the way a page at
 * http://localhost:<port> would (Host and Origin), with the software authenticator of
 * ./passkeys.ts for its passkeys. Browsers refuse an IP address as a passkey's RP ID, so the
 * page is `localhost`, whatever address the socket connects to.
 */
export interface Answer {
  status: number;
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

export class Device {
  readonly cookies = new Map<string, string>();
  readonly port: number;
  readonly from: string;
  readonly origin: string;

  constructor(base: string, from = "127.0.0.1", origin = `http://localhost:${new URL(base).port}`) {
    this.port = Number(new URL(base).port);
    this.from = from;
    this.origin = origin;
  }

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** A request from this device; `origin: null` sends none (a program, or a form from nowhere). */
  send(method: string, path: string, body?: unknown, { origin = this.origin as string | null, raw = undefined as string | undefined, headers = {} as Record<string, string> } = {}): Promise<Answer> {
    const text = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = request({
        host: "127.0.0.1", port: this.port, path, method, localAddress: this.from,
        headers: {
          host: `localhost:${this.port}`,
          ...(origin !== null ? { origin } : {}),
          ...(this.cookies.size > 0 ? { cookie: this.cookie } : {}),
          ...(text !== undefined ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) } : {}),
          ...headers,
        },
      });
      req.on("response", (res) => {
        for (const line of res.headers["set-cookie"] ?? []) {
          const [pair, ...attributes] = line.split(";");
          const at = pair.indexOf("=");
          const name = pair.slice(0, at).trim();
          const value = pair.slice(at + 1).trim();
          const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === "";
          if (expired) this.cookies.delete(name);
          else this.cookies.set(name, value);
        }
        let data = "";
        res.on("data", (chunk) => (data += chunk));
        res.on("end", () => {
          let parsed: unknown = data;
          try {
            parsed = data === "" ? undefined : JSON.parse(data);
          } catch {
            // not JSON: kept as text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
      });
      req.on("error", reject);
      req.end(text);
    });
  }

  /** A new player: the name, a passkey made here, and this device signed in. */
  async register(name: string, seatKeys: { table: string; key: string }[] = [], { counting = true } = {}): Promise<{ passkey: Passkey; answer: Answer }> {
    const options = await this.send("POST", "/api/players/register/options", { name });
    if (options.status !== 200) throw new Error(`register options: ${options.status} ${JSON.stringify(options.body)}`);
    const { passkey, response } = createPasskey(options.body.options, this.origin, { counting });
    const answer = await this.send("POST", "/api/players/register", { credential: response, seatKeys });
    return { passkey, answer };
  }

  /** Sign-in with a passkey this device has (a synced one, or its own). */
  async signIn(passkey: Passkey, seatKeys: { table: string; key: string }[] = [], tamper: (assertion: any) => any = (a) => a): Promise<Answer> {
    const options = await this.send("POST", "/api/players/signin/options", {});
    if (options.status !== 200) return options;
    return this.send("POST", "/api/players/signin", { credential: tamper(assert(passkey, options.body.options, this.origin)), seatKeys });
  }

  /** A device link used here: a passkey of this device's own for the link's player. */
  async addThisDevice(link: string, seatKeys: { table: string; key: string }[] = []): Promise<{ passkey?: Passkey; answer: Answer }> {
    const options = await this.send("POST", "/api/players/device/options", { link });
    if (options.status !== 200) return { answer: options };
    const { passkey, response } = createPasskey(options.body.options, this.origin);
    return { passkey, answer: await this.send("POST", "/api/players/device", { credential: response, seatKeys }) };
  }
}
