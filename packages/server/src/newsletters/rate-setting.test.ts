import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { createRateGate } from "../lib/rate-gate";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "sector-portal-newsletter-rate-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "config-test-secret-of-32-bytes-or-more", ...env });

describe("NEWSLETTER_RATE_PER_SECOND", () => {
  it("is unlimited when unset or empty, and a whole number of mails a second when set", () => {
    expect(load({}).newsletterRatePerSecond).toBeNull();
    expect(load({ NEWSLETTER_RATE_PER_SECOND: "" }).newsletterRatePerSecond).toBeNull();
    expect(load({ NEWSLETTER_RATE_PER_SECOND: " 250 " }).newsletterRatePerSecond).toBe(250);
  });

  it("refuses anything else, naming the variable", () => {
    for (const value of ["0", "-5", "2.5", "fast", "100001"]) {
      expect(() => load({ NEWSLETTER_RATE_PER_SECOND: value }), value).toThrow(ConfigError);
      expect(() => load({ NEWSLETTER_RATE_PER_SECOND: value }), value).toThrow(
        /^NEWSLETTER_RATE_PER_SECOND must be a whole number of mails a second/,
      );
    }
  });

  it("spaces a process's mails evenly at the rate; unlimited lets them all through at once", async () => {
    const gate = createRateGate(50);
    const started = performance.now();
    await Promise.all(Array.from({ length: 11 }, () => gate.take()));
    // 11 mails at 50 a second: the last one 10 × 20 ms after the first.
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(performance.now() - started).toBeLessThan(1000);

    const open = createRateGate(null);
    const at = performance.now();
    await Promise.all(Array.from({ length: 1000 }, () => open.take()));
    expect(performance.now() - at).toBeLessThan(100);
  });
});
