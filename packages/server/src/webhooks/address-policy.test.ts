import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  isReachableAddress,
  literalAddressProblem,
  urlAddressProblem,
  type WebhookAddressPolicy,
} from "./address-policy";
import { postWebhook } from "./post-webhook";
import { signWebhook } from "./signing";

describe("where a webhook may connect", () => {
  const PUBLIC = ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"];
  const LOOPBACK = ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"];
  const LOCAL = [
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "fd00::1",
    "fe80::1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
  ];
  const NEVER = ["0.0.0.0", "224.0.0.1", "::", "not an address"];
  // IPv6 outside its global unicast space (2000::/3): IPv4-compatible ::/96 (::127.0.0.1,
  // deprecated), the rest of ::/8, documentation, NAT64, site-local, unassigned space.
  const RESERVED_V6 = [
    "::127.0.0.1",
    "::7f00:1",
    "::10.0.0.1",
    "::169.254.169.254",
    "::8.8.8.8",
    "::1:0:0:1",
    "2001:db8::1",
    "64:ff9b::7f00:1",
    "fec0::1",
    "4000::1",
  ];
  const reachable =
    (policy: WebhookAddressPolicy, scheme: "http:" | "https:") => (address: string) =>
      isReachableAddress(address, scheme, policy);

  it("production: public addresses over https, nothing local however it is spelled", () => {
    expect(PUBLIC.every(reachable("public", "https:"))).toBe(true);
    for (const address of [...PUBLIC, ...LOOPBACK, ...LOCAL, ...NEVER]) {
      expect(isReachableAddress(address, "http:", "public"), `http ${address}`).toBe(false);
    }
    for (const address of [...LOOPBACK, ...LOCAL, ...NEVER, ...RESERVED_V6]) {
      expect(isReachableAddress(address, "https:", "public"), address).toBe(false);
    }
  });

  it("development: an IPv4-compatible or other reserved IPv6 address is not this machine", () => {
    expect(RESERVED_V6.some(reachable("loopback", "https:"))).toBe(false);
    expect(RESERVED_V6.some(reachable("loopback", "http:"))).toBe(false);
  });

  it("development: loopback too, over http as well; never the rest of the local network", () => {
    expect(PUBLIC.every(reachable("loopback", "https:"))).toBe(true);
    expect(LOOPBACK.every(reachable("loopback", "http:"))).toBe(true);
    expect(LOOPBACK.every(reachable("loopback", "https:"))).toBe(true);
    expect(PUBLIC.some(reachable("loopback", "http:"))).toBe(false);
    expect([...LOCAL, ...NEVER].some(reachable("loopback", "https:"))).toBe(false);
  });

  it("WEBHOOKS_ALLOW_PRIVATE=1: every local range; never unspecified or multicast", () => {
    expect([...LOOPBACK, ...LOCAL].every(reachable("private", "http:"))).toBe(true);
    expect(NEVER.some(reachable("private", "https:"))).toBe(false);
    expect(PUBLIC.some(reachable("private", "http:"))).toBe(false);
  });

  it("refuses every spelling of this machine in production, in the URL itself", () => {
    for (const url of [
      "https://127.0.0.1/x",
      "https://127.1/x",
      "https://0x7f000001/x",
      "https://2130706433/x",
      "https://017700000001/x",
      "https://[::ffff:127.0.0.1]/x",
      "https://[::127.0.0.1]/x",
      "https://[::7f00:1]/x",
      "https://[::1]/x",
      "https://localhost/x",
      "https://LOCALHOST./x",
      "https://api.localhost/x",
      "https://10.0.0.1/x",
      "https://[fe80::1]/x",
    ]) {
      expect(literalAddressProblem(new URL(url), "public"), url).toMatch(/may not reach/);
    }
    expect(literalAddressProblem(new URL("https://0x7f000001/x"), "loopback")).toBeNull();
    expect(literalAddressProblem(new URL("https://localhost/x"), "loopback")).toBeNull();
    expect(literalAddressProblem(new URL("https://crm.example.com/x"), "public")).toBeNull();
  });

  it("looks a name up when an endpoint is added, and refuses one that resolves to a local address", async () => {
    // An attacker's DNS record pointing at this machine or at the cloud's metadata service.
    const records: Record<string, string[]> = {
      "sneaky.example.com": ["93.184.216.34", "127.0.0.1"],
      "metadata.example.com": ["169.254.169.254"],
      "crm.example.com": ["93.184.216.34"],
    };
    const resolver = async (host: string) => records[host] ?? null;
    const problem = (url: string, policy: WebhookAddressPolicy = "public") =>
      urlAddressProblem(new URL(url), policy, resolver);
    expect(await problem("https://sneaky.example.com/x")).toBe(
      "sneaky.example.com resolves to 127.0.0.1, an address webhooks may not reach",
    );
    expect(await problem("https://metadata.example.com/x")).toMatch(/169\.254\.169\.254/);
    expect(await problem("https://metadata.example.com/x", "private")).toBeNull();
    expect(await problem("https://crm.example.com/x")).toBeNull();
    // Written in the URL: refused without asking any resolver.
    expect(await problem("https://localhost:8443/x")).toMatch(/may not reach/);
    expect(await problem("https://127.1:8443/x")).toMatch(/may not reach/);
    // A name that does not resolve (yet) is checked at each delivery instead.
    expect(await problem("https://not-yet.example.com/x")).toBeNull();
    // The real resolver, on a name no resolver answers.
    expect(await urlAddressProblem(new URL("https://no-such-host.invalid/x"), "public")).toBeNull();
  });
});

describe("postWebhook", () => {
  const signed = (body: string) =>
    signWebhook(`whsec_${Buffer.alloc(24, 1).toString("base64")}`, "msg_1", body);

  it("gives up on a receiver that does not answer in time, and follows no redirect", async () => {
    const server = createServer((req, res) => {
      if (req.url === "/redirect") {
        res.writeHead(307, { location: "http://127.0.0.1:1/elsewhere" }).end();
      }
      // Otherwise: never answers.
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const started = performance.now();
      const slow = await postWebhook(
        `http://127.0.0.1:${port}/slow`,
        signed("{}"),
        "{}",
        300,
        "loopback",
      );
      expect(slow).toEqual({ status: null, error: "no answer within 0.3 s" });
      expect(performance.now() - started).toBeLessThan(2000);
      const moved = await postWebhook(
        `http://127.0.0.1:${port}/redirect`,
        signed("{}"),
        "{}",
        300,
        "loopback",
      );
      expect(moved).toEqual({ status: 307 });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("refuses a name that resolves where plain http may not go, before connecting", async () => {
    const refused = await postWebhook("http://10.1.2.3/in", signed("{}"), "{}", 1000, "loopback");
    expect(refused).toEqual({
      status: null,
      error: "10.1.2.3 is an address webhooks may not reach",
    });
    const closed = await postWebhook("http://localhost:1/in", signed("{}"), "{}", 1000, "loopback");
    expect(closed.status).toBeNull();
    // In production the same name is refused at the attempt, before any connection.
    const local = await postWebhook("http://localhost:1/in", signed("{}"), "{}", 1000, "public");
    expect(local).toEqual({ status: null, error: expect.stringMatching(/may not reach/) });
  });
});
