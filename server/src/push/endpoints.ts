import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * A push endpoint is a URL the server calls: only https URLs of the known push services, never
 * an address of the server's own network. The hosts are an allow list (`PUSH_ENDPOINT_HOSTS`);
 * `*.example.com` allows every name under example.com. The address a name resolves to is checked
 * again when a push leaves (`guardedLookup`): a name that resolved to a public address when the
 * subscription came may point inside later (DNS rebinding).
 */
export interface EndpointPolicy {
  hosts: readonly string[];
  /** Tests only: plain http endpoints. */
  allowHttp: boolean;
  /** Tests only: loopback and private addresses (the push service stand-in). */
  allowPrivate: boolean;
}

/** The push services of Chrome, Firefox, Safari and Edge. */
export const KNOWN_PUSH_HOSTS: readonly string[] = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "*.push.apple.com", "*.notify.windows.com"];

/** `PUSH_ENDPOINT_HOSTS`: comma-separated host names or `*.` suffixes; empty: the known services. */
export function hostsFrom(raw: string | undefined): string[] {
  const hosts = (raw ?? "").split(",").map((h) => h.trim().toLowerCase()).filter((h) => h !== "");
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host) && isIP(host.replace(/^\[|\]$/g, "")) === 0) {
      throw new Error(`PUSH_ENDPOINT_HOSTS: "${host}" is not a host name or *.domain`);
    }
  }
  return hosts.length > 0 ? hosts : [...KNOWN_PUSH_HOSTS];
}

export function hostAllowed(host: string, hosts: readonly string[]): boolean {
  const name = host.toLowerCase();
  return hosts.some((allowed) => (allowed.startsWith("*.") ? name.endsWith(allowed.slice(1)) && name.length > allowed.length - 1 : name === allowed));
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
  if (!hostAllowed(host, policy.hosts) && !hostAllowed(url.host, policy.hosts)) return `the endpoint's host ${url.hostname} is not a known push service`;
  if (isIP(host) !== 0 && !policy.allowPrivate && isPrivateAddress(host)) return "the endpoint is a private address";
  return null;
}

const v4 = new BlockList();
const v6 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 3],
] as const) v4.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8], ["2001:db8::", 32], ["100::", 64]] as const) {
  v6.addSubnet(net, bits, "ipv6");
}

/** Loopback, private, link-local, shared, multicast, documentation or unspecified; IPv4 inside
 * IPv6 (mapped, NAT64) is judged as the IPv4 it carries. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const kind = isIP(ip);
  if (kind === 4) return v4.check(ip, "ipv4");
  if (kind !== 6) return true;
  const carried = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (carried) return v4.check(carried[1], "ipv4");
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (hex) {
    const n = (parseInt(hex[1], 16) << 16) | parseInt(hex[2], 16);
    return v4.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join("."), "ipv4");
  }
  return v6.check(ip, "ipv6");
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
