import { afterEach, describe, expect, it } from "vitest";
import { type Deployment, startDeployment } from "../packages/server/test/chaos/deployment";
import { killDuringRegistrations } from "../packages/server/test/chaos/kill-during-registrations";
import {
  hubspotOutage,
  killBetweenShareAndDelivery,
} from "../packages/server/test/chaos/lead-delivery";
import { smtpOutage } from "../packages/server/test/chaos/smtp-outage";

/*
 * The short forms of `npm run chaos` (packages/server/test/chaos), on the database this run
 * uses: embedded PGlite, or a fresh database on the TEST_DATABASE_URL server. The built server
 * runs as its own process, so it can be killed; mail goes to a real SMTP server in this process,
 * leads to the fake HubSpot (packages/server/test/fakes), both of which can be taken down.
 * Quick retries, so the figures come in seconds: the policy is the same, only its timing.
 */
const FAST_QUEUE = {
  JOB_POLL_MS: "200",
  JOB_LEASE_MS: "3000",
  JOB_RETRY_DELAY_MS: "300",
  JOB_RETRY_MAX_DELAY_MS: "1000",
};

let deployment: Deployment | null = null;
afterEach(async () => {
  await deployment?.close();
  deployment = null;
});

describe("faults", () => {
  it("kill -9 during 16 concurrent registrations: every answered one exists and is welcomed after a restart", async () => {
    deployment = await startDeployment({
      postgresUrl: process.env.TEST_DATABASE_URL,
      env: FAST_QUEUE,
    });
    const figures = await killDuringRegistrations(deployment, {
      count: 16,
      deliveryTimeoutMs: 30_000,
    });
    console.log("kill -9 during registrations:", JSON.stringify(figures));
    expect(figures.answered).toBeGreaterThan(0);
    expect(figures.present).toBe(figures.answered);
    expect(figures.delivered).toBe(figures.answered);
  }, 120_000);

  it("SMTP down during registrations: every welcome mail arrives once when it is back", async () => {
    deployment = await startDeployment({
      postgresUrl: process.env.TEST_DATABASE_URL,
      env: FAST_QUEUE,
    });
    const figures = await smtpOutage(deployment, {
      downMs: 3000,
      registrations: 8,
      deliveryTimeoutMs: 30_000,
    });
    console.log("SMTP outage:", JSON.stringify(figures));
    expect(figures.answered).toBe(8);
    expect(figures.delivered).toBe(8);
    expect(figures.duplicates).toBe(0);
    // Registrations never waited for SMTP.
    expect(figures.slowestAnswerMs).toBeLessThan(2000);
  }, 120_000);

  it("HubSpot down for 15 s while members share: every lead reaches it exactly once when it is back, none failed", async () => {
    deployment = await startDeployment({
      postgresUrl: process.env.TEST_DATABASE_URL,
      env: FAST_QUEUE,
    });
    // 15 s stands for the 60 s of `npm run chaos -- --only leads`.
    const figures = await hubspotOutage(deployment, {
      leads: 10,
      downMs: 15_000,
      catchUpTimeoutMs: 30_000,
    });
    console.log("HubSpot outage:", JSON.stringify(figures));
    expect(figures.answered).toBe(10);
    expect(figures.arrivedWhileDown).toBe(0);
    expect(figures.delivered).toBe(10);
    expect(figures.duplicates).toBe(0);
    expect(figures.listedDelivered).toBe(10);
    expect(figures.listedFailed).toBe(0);
  }, 120_000);

  it("kill -9 right after shares are answered, before their leads left: each is delivered once a process runs again", async () => {
    deployment = await startDeployment({
      postgresUrl: process.env.TEST_DATABASE_URL,
      env: FAST_QUEUE,
    });
    const figures = await killBetweenShareAndDelivery(deployment, {
      count: 8,
      deliveryTimeoutMs: 30_000,
    });
    console.log("kill -9 between share and delivery:", JSON.stringify(figures));
    expect(figures.answered).toBeGreaterThan(0);
    expect(figures.deliveredBeforeKill).toBe(0);
    expect(figures.delivered).toBe(figures.answered);
    expect(figures.duplicates).toBe(0);
    expect(figures.leads).toBeGreaterThanOrEqual(figures.answered);
    expect(figures.listedDelivered).toBe(figures.leads);
  }, 120_000);
});
