import { isIPv4, isIPv6 } from "node:net";

/** Bits of an IPv6 address that name one client: providers hand a customer a /56 (or a /64). */
const IPV6_CLIENT_PREFIX = 56;

const hex = (group: number) => group.toString(16);

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, dotted tail converted). */
const ipv6Groups = (address: string): number[] => {
  let text = address.split("%")[0] ?? address;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${hex((a << 8) | b)}:${hex((c << 8) | d)}`;
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
};

/**
 * The client a request is counted against: an IPv4 address as it is, an IPv4-mapped IPv6
 * address as its IPv4 form, any other IPv6 address by its /56 network, since one
 * subscriber can pick any of the addresses of its prefix for every request.
 */
export const clientAddress = (ip: string): string => {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  const prefix = groups.map((group, i) => {
    const keep = Math.min(16, Math.max(0, IPV6_CLIENT_PREFIX - i * 16));
    return keep === 0 ? 0 : group & ((0xffff << (16 - keep)) & 0xffff);
  });
  return `${prefix.map(hex).join(":")}/${IPV6_CLIENT_PREFIX}`;
};
