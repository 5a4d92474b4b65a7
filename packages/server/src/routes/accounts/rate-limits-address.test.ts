import { describe, expect, it } from "vitest";
import { clientAddress } from "./rate-limits-address";

describe("clientAddress", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddress("203.0.113.8")).not.toBe(clientAddress("203.0.113.7"));
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(clientAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddress("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /56 as one client, however it is written", () => {
    const one = clientAddress("2001:db8:1:ab00::1");
    expect(one).toBe("2001:db8:1:ab00:0:0:0:0/56");
    for (const same of [
      "2001:db8:1:abff:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:AB12:0000:0000:0000:0001",
      "2001:db8:1:ab34::9%eth0",
      "2001:db8:1:ab56:1:2:192.0.2.1",
    ]) {
      expect(clientAddress(same), same).toBe(one);
    }
    for (const other of ["2001:db8:1:ac00::1", "2001:db8:2:ab00::1", "::1"]) {
      expect(clientAddress(other), other).not.toBe(one);
    }
    expect(clientAddress("::1")).toBe("0:0:0:0:0:0:0:0/56");
  });
});
