import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * A push endpoint is a URL the server calls: only https URLs of the known push services on
 * their standard port, never an address of the server's own network. The hosts are an allow
 * list (`PUSH_ENDPOINT_HOSTS`); `*.example.com` allows every name under example.com. Each entry
 * is one push service (`serviceOf`): pushes to one never wait on another's (./lanes.ts). The
 * address a name resolves to is checked again when a push leaves (`guardedLookup`): a name that
 * resolved to a public address when the subscription came may point inside later (DNS rebinding).
 */
export interface EndpointPolicy {
  hosts: readonly string[];
  /** Tests only: plain http endpoints. */
  allowHttp: boolean;
  /** Tests only: loopback and private addresses (the push service stand-in). */
  allowPrivate: boolean;
  /** Tests only: any port (the stand-ins listen on ports of their own). */
  allowPorts: boolean;
}

/** The push services of Chrome, Firefox, Safari and Edge. */
export const KNOWN_PUSH_HOSTS: readonly string[] = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "*.push.apple.com", "*.notify.windows.com"];

/** `PUSH_ENDPOINT_HOSTS`: comma-separated host names or `*.` suffixes; empty: the known services. */
export function hostsFrom(raw: string | undefined): string[] {
  const hosts = (raw ?? "").split(",").map((h) => h.trim().toLowerCase()).filter((h) => h !== "");
  checkHosts(hosts);
  return hosts.length > 0 ? hosts : [...KNOWN_PUSH_HOSTS];
}

/** Every entry a host name, an IP address or `*.domain`; a port is refused (push services answer on 443). */
export function checkHosts(hosts: readonly string[]): void {
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9.-]+$/.test(host) && isIP(host.replace(/^\[|\]$/g, "")) === 0) {
      const port = /^(\*\.)?[a-z0-9.-]+:\d+$/.test(host) ? ": a push service is reached on the https port, give the host alone" : "";
      throw new Error(`PUSH_ENDPOINT_HOSTS: "${host}" is not a host name or *.domain${port}`);
    }
  }
}

/** The allow list's entry that admits this host name, or null. */
export function serviceOfHost(host: string, hosts: readonly string[]): string | null {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  const wildcard = (allowed: string) => name.endsWith(allowed.slice(1)) && name.length > allowed.length - 1;
  return hosts.find((allowed) => (allowed.startsWith("*.") ? wildcard(allowed) : name === allowed.replace(/^\[|\]$/g, ""))) ?? null;
}

export function hostAllowed(host: string, hosts: readonly string[]): boolean {
  return serviceOfHost(host, hosts) !== null;
}

/** The push service an allowed endpoint belongs to: its entry in the allow list. */
export function serviceOf(endpoint: string, policy: EndpointPolicy): string {
  return serviceOfHost(new URL(endpoint).hostname, policy.hosts) ?? "";
}

/** Why the server will not call this endpoint, or null when it may. */
export function endpointRefusal(endpoint: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "the endpoint is not a URL";
  }
  if (url.protocol !== "https:" && !(policy.allowHttp && url.protocol === "http:")) return "the endpoint must be an https URL";
  if (url.username !== "" || url.password !== "") return "the endpoint must not carry credentials";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!hostAllowed(host, policy.hosts)) return `the endpoint's host ${url.hostname} is not a known push service`;
  // The URL drops the scheme's own port (443): any port left is another one.
  if (url.port !== "" && !policy.allowPorts) return "the endpoint must use the https port (443)";
  if (isIP(host) !== 0 && !policy.allowPrivate && isPrivateAddress(host)) return "the endpoint is a private address";
  return null;
}

const v4 = new BlockList();
const v6 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12], ["192.0.0.0", 24],
  ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 3],
] as const) v4.addSubnet(net, bits, "ipv4");
// ::/96 (IPv4-compatible, deprecated; :: and ::1 with it), NAT64 for local use, Teredo,
// ORCHID and benchmarking, unique local, link- and site-local, multicast, documentation, discard.
for (const [net, bits] of [
  ["::", 96], ["64:ff9b:1::", 48], ["2001::", 32], ["2001:2::", 48], ["2001:10::", 28], ["2001:20::", 28], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10],
  ["ff00::", 8], ["2001:db8::", 32], ["100::", 64],
] as const) v6.addSubnet(net, bits, "ipv6");

/**
 * Loopback, private, link-local, shared, multicast, documentation or unspecified. IPv6 that
 * carries an IPv4 address is judged as the IPv4 it carries: mapped (::ffff:0:0/96), SIIT
 * (::ffff:0:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16); the IPv4-compatible ::/96,
 * local NAT64 (64:ff9b:1::/48) and Teredo (2001::/32) are refused whole.
 */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const kind = isIP(ip);
  if (kind === 4) return v4.check(ip, "ipv4");
  if (kind !== 6) return true;
  const words = v6Words(ip);
  if (words === null) return true;
  const carried = carriedV4(words);
  if (carried !== null) return v4.check(carried, "ipv4");
  return v6.check(ip, "ipv6");
}

/** The IPv4 address an IPv6 address carries (mapped, SIIT, NAT64, 6to4), or null. */
function carriedV4(w: readonly number[]): string | null {
  const dotted = (hi: number, lo: number) => [hi >>> 8, hi & 255, lo >>> 8, lo & 255].join(".");
  const zero = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && w[5] === 0xffff) return dotted(w[6], w[7]);
  if (zero(0, 4) && w[4] === 0xffff && w[5] === 0) return dotted(w[6], w[7]);
  if (w[0] === 0x64 && w[1] === 0xff9b && zero(2, 6)) return dotted(w[6], w[7]);
  if (w[0] === 0x2002) return dotted(w[1], w[2]);
  return null;
}

/** An IPv6 address (isIP said so) as its eight 16-bit words. */
function v6Words(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((word) => parseInt(word, 16));
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses a name resolving to any private address: the
 * address checked is the one the socket connects to.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { family?: number; all?: boolean }, callback: LookupCallback): void => {
    const all: LookupAllOptions = { family: options.family ?? 0, all: true };
    dnsLookup(hostname, all, (error, addresses) => {
      if (error) return callback(error, []);
      const inside = addresses.find((a) => isPrivateAddress(a.address));
      if (inside && !allowPrivate) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to the private address ${inside.address}`);
        refused.code = "EPRIVATE";
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
