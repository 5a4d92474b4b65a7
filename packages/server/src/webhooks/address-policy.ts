import { lookup } from "node:dns";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import type { WebhookAddressPolicy } from "../config";

export type { WebhookAddressPolicy };

/** Ranges that are never a receiver, whatever the policy. */
const NEVER = new Set(["unspecified", "multicast", "broadcast"]);

/** IPv6's global unicast space (RFC 4291, IANA): every other IPv6 address is special or reserved. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/**
 * ipaddr.js's name for the range of an address, except that an IPv6 address outside 2000::/3 it
 * has no name for is "reserved", not "unicast": ::/96 (IPv4-compatible, deprecated: ::127.0.0.1
 * is written [::7f00:1]) and the rest of ::/8 would otherwise pass for public addresses.
 */
const rangeOf = (address: ipaddr.IPv4 | ipaddr.IPv6): string => {
  const range = address.range();
  if (range !== "unicast" || address.kind() === "ipv4") return range;
  return (address as ipaddr.IPv6).match(GLOBAL_UNICAST_V6) ? range : "reserved";
};

/**
 * IPv6 text as the URL standard writes it (::8.8.8.8 is ::808:808): ipaddr.js reads a dotted
 * tail as IPv4-mapped (::ffff:8.8.8.8) whatever precedes it. A zone (fe80::1%eth0) stays as is.
 */
const canonicalAddress = (address: string): string => {
  if (isIP(address) !== 6) return address;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
};

export const isReachableAddress = (
  address: string,
  scheme: "http:" | "https:",
  policy: WebhookAddressPolicy,
): boolean => {
  let parsed: ReturnType<typeof ipaddr.process>;
  try {
    // process(): an IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 one.
    parsed = ipaddr.process(canonicalAddress(address));
  } catch {
    return false;
  }
  const range = rangeOf(parsed);
  if (range === "unicast") return scheme === "https:";
  if (NEVER.has(range)) return false;
  if (policy === "private") return true;
  return policy === "loopback" && range === "loopback";
};

export class UnreachableAddressError extends Error {
  constructor(host: string, address: string) {
    super(
      host === address
        ? `${address} is an address webhooks may not reach`
        : `${host} resolves to ${address}, an address webhooks may not reach`,
    );
    this.name = "UnreachableAddressError";
  }
}

/**
 * A DNS lookup for the connection itself that refuses names resolving to an address
 * webhooks may not reach. The check and the connection use the same answer, so a name that
 * changes its address between two lookups (DNS rebinding) cannot slip through.
 */
export const checkedLookup =
  (scheme: "http:" | "https:", policy: WebhookAddressPolicy): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const refused = addresses.find((a) => !isReachableAddress(a.address, scheme, policy));
      if (refused) return callback(new UnreachableAddressError(hostname, refused.address), "", 0);
      if (options.all) {
        // The all-addresses form of the callback (Node's happy-eyeballs connect asks for it).
        (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
        return;
      }
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), "", 0);
      callback(null, first.address, first.family);
    });
  };

/** The URL's host without IPv6 brackets; the URL parser already wrote `127.1` as 127.0.0.1. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/** `localhost` and its subdomains are this machine, whatever a resolver says (RFC 6761). */
const isLocalhostName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

const schemeOf = (url: URL): "http:" | "https:" => (url.protocol === "https:" ? "https:" : "http:");

/** An address written in the URL itself is never looked up: it is checked here instead. */
export const literalAddressProblem = (url: URL, policy: WebhookAddressPolicy): string | null => {
  const host = hostOf(url);
  if (isLocalhostName(host) && !isReachableAddress("127.0.0.1", schemeOf(url), policy)) {
    return new UnreachableAddressError(host, "127.0.0.1").message;
  }
  if (isIP(host) === 0) return null;
  return isReachableAddress(host, schemeOf(url), policy)
    ? null
    : new UnreachableAddressError(host, host).message;
};

/** How long adding an endpoint waits for its name's addresses; no answer: not refused now. */
const RESOLVE_TIMEOUT_MS = 3000;

const resolveAll = (host: string): Promise<string[] | null> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), RESOLVE_TIMEOUT_MS);
    lookup(host, { all: true }, (err, addresses) => {
      clearTimeout(timer);
      resolve(err ? null : addresses.map((a) => a.address));
    });
  });

/**
 * What is wrong with where a URL leads, checked when an endpoint is added: its literal address,
 * or every address its name resolves to now. A name that does not resolve yet is let through:
 * each delivery looks it up again and refuses what it may not reach then.
 */
export const urlAddressProblem = async (
  url: URL,
  policy: WebhookAddressPolicy,
  resolve: (host: string) => Promise<string[] | null> = resolveAll,
): Promise<string | null> => {
  const literal = literalAddressProblem(url, policy);
  const host = hostOf(url);
  if (literal || isIP(host) !== 0) return literal;
  const addresses = await resolve(host);
  const refused = addresses?.find((a) => !isReachableAddress(a, schemeOf(url), policy));
  return refused ? new UnreachableAddressError(host, refused).message : null;
};
