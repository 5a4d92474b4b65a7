import { lookup } from "node:dns";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where a webhook may connect (SSRF care): public unicast addresses, and loopback (the
 * development receiver on this machine). Private networks (10/8, 172.16/12, 192.168/16,
 * fc00::/7), link-local (169.254/16: cloud metadata services), carrier-grade NAT, multicast,
 * unspecified and reserved ranges are refused. A plain-http endpoint may reach loopback only.
 */
export const isReachableAddress = (address: string, scheme: "http:" | "https:"): boolean => {
  let parsed: ReturnType<typeof ipaddr.process>;
  try {
    // process(): an IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 one.
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  const range = parsed.range();
  if (range === "loopback") return true;
  return scheme === "https:" && range === "unicast";
};

export class UnreachableAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, an address webhooks may not reach`);
    this.name = "UnreachableAddressError";
  }
}

/**
 * A DNS lookup for the connection itself that refuses names resolving to an address
 * webhooks may not reach. The check and the connection use the same answer, so a name that
 * changes its address between two lookups (DNS rebinding) cannot slip through.
 */
export const checkedLookup =
  (scheme: "http:" | "https:"): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const refused = addresses.find((a) => !isReachableAddress(a.address, scheme));
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

/** An address written in the URL itself is never looked up: it is checked here instead. */
export const literalAddressProblem = (url: URL): string | null => {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) === 0) return null;
  const scheme = url.protocol === "https:" ? "https:" : "http:";
  return isReachableAddress(host, scheme) ? null : new UnreachableAddressError(host, host).message;
};
