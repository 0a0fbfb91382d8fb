import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/**
 * Whom a request's budgets are charged to. TRUST_PROXY has the meaning of Express's
 * `trust proxy`: a number of hops (the last N addresses of the chain, the socket's included,
 * are proxies; `1` is one reverse proxy in front), or the proxies' addresses and subnets
 * (`loopback`, `10.0.0.0/8, fd00::/8`…). The client is then the first address of
 * X-Forwarded-For, read from the right, that is not a trusted proxy. Anything a client adds
 * on the left of that header, or in X-Real-IP, is never read.
 */
export type TrustProxy = number | string | readonly string[] | undefined;

/** Is the address at this hop (0: the socket's) a proxy whose X-Forwarded-For is believed? */
export type Trust = (address: string, hop: number) => boolean;

const trustNobody: Trust = () => false;

/** The setting compiled once; a list that is not addresses or subnets throws. */
export function trustFrom(setting: TrustProxy): Trust {
  if (setting === undefined || setting === "" || setting === 0) return trustNobody;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  const list = typeof setting === "string" ? setting.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "") : [...setting];
  return proxyAddr.compile(list);
}

/** The client's address as the trusted hops tell it. */
export function clientAddress(req: IncomingMessage, trust: Trust): string {
  return proxyAddr(req, trust);
}

/** True when the socket's own peer is a trusted proxy (its connections carry many clients). */
export function fromProxy(req: IncomingMessage, trust: Trust): boolean {
  return trust(req.socket.remoteAddress ?? "", 0);
}

/**
 * The address a budget is charged to. IPv6 clients usually own a whole /64, so that is what
 * counts as one address; IPv4-mapped IPv6 is plain IPv4.
 */
export function budgetKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1];
  if (!ip.includes(":")) return ip;
  const groups = expandV6(ip);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : ip;
}

function expandV6(ip: string): string[] | null {
  const [head, tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  if (tail === undefined) return left.length === 8 ? left : null;
  return [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
}
