import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { isReachableAddress, literalAddressProblem } from "./address-policy";
import { postWebhook } from "./post-webhook";
import { signWebhook } from "./signing";

describe("where a webhook may connect", () => {
  it("https: public addresses and loopback; never private, link-local or the like", () => {
    for (const address of [
      "93.184.216.34",
      "2606:2800:220:1:248:1893:25c8:1946",
      "127.0.0.1",
      "::1",
    ]) {
      expect(isReachableAddress(address, "https:"), address).toBe(true);
    }
    for (const address of [
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "fd00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
      "::ffff:169.254.169.254",
      "not an address",
    ]) {
      expect(isReachableAddress(address, "https:"), address).toBe(false);
    }
  });

  it("plain http: loopback only", () => {
    expect(isReachableAddress("127.0.0.1", "http:")).toBe(true);
    expect(isReachableAddress("127.8.9.10", "http:")).toBe(true);
    expect(isReachableAddress("::1", "http:")).toBe(true);
    expect(isReachableAddress("::ffff:127.0.0.1", "http:")).toBe(true);
    expect(isReachableAddress("93.184.216.34", "http:")).toBe(false);
    expect(isReachableAddress("10.0.0.1", "http:")).toBe(false);
  });

  it("checks an address written in the URL; names are checked when they are looked up", () => {
    expect(literalAddressProblem(new URL("https://10.0.0.1/x"))).toMatch(/may not reach/);
    expect(literalAddressProblem(new URL("https://[fe80::1]/x"))).toMatch(/may not reach/);
    expect(literalAddressProblem(new URL("https://0x7f000001/x"))).toBeNull();
    expect(literalAddressProblem(new URL("https://crm.example.com/x"))).toBeNull();
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
      const slow = await postWebhook(`http://127.0.0.1:${port}/slow`, signed("{}"), "{}", 300);
      expect(slow).toEqual({ status: null, error: "no answer within 0.3 s" });
      expect(performance.now() - started).toBeLessThan(2000);
      const moved = await postWebhook(`http://127.0.0.1:${port}/redirect`, signed("{}"), "{}", 300);
      expect(moved).toEqual({ status: 307 });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("refuses a name that resolves where plain http may not go, before connecting", async () => {
    const refused = await postWebhook("http://10.1.2.3/in", signed("{}"), "{}", 1000);
    expect(refused).toEqual({
      status: null,
      error: "10.1.2.3 resolves to 10.1.2.3, an address webhooks may not reach",
    });
    const closed = await postWebhook("http://localhost:1/in", signed("{}"), "{}", 1000);
    expect(closed.status).toBeNull();
  });
});
