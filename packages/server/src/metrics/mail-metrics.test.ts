import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOf, sampleValue, scrapeFrom } from "../../test/metrics-samples";
import { createTestApp, type TestApp } from "../../test/test-app";
import { jobs } from "../db/schema";

/**
 * What the alert rules of docs/prometheus-rules.yml read about mail: the queue's age and the
 * messages each process handed to the relay, sent or failed.
 */
let t: TestApp;
let down: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A relay nobody listens on: every message fails.
  down = await createTestApp({ smtpUrl: "smtp://127.0.0.1:9" });
});
afterAll(async () => {
  await t.close();
  await down.close();
});

const message = { to: "reader@example.org", subject: "Hello", text: "Hello", html: "<p>Hello</p>" };

describe("mail metrics", () => {
  it("tells how long the oldest waiting email has waited, and 0 when none waits", async () => {
    expect(sampleValue(await scrapeFrom(t.app), "mail_queue_oldest_pending_seconds")).toBe(0);
    await t.db.insert(jobs).values({
      kind: "mail",
      payload: message,
      // Queued 20 minutes ago and still retrying: the next attempt is far away.
      createdAt: new Date(Date.now() - 20 * 60_000),
      runAt: new Date(Date.now() + 3_600_000),
    });
    const waited = sampleValue(await scrapeFrom(t.app), "mail_queue_oldest_pending_seconds");
    expect(waited).toBeGreaterThanOrEqual(1200);
    expect(waited).toBeLessThan(1300);
  });

  it("counts the messages handed to the relay, by kind and result", async () => {
    const sent = { kind: "transactional", result: "sent" };
    const before = countOf(await scrapeFrom(t.app), "mail_messages_total", sent);
    await t.app.mailer.send(message);
    await t.app.mailer.send(message);
    expect(countOf(await scrapeFrom(t.app), "mail_messages_total", sent)).toBe(before + 2);

    const failed = { kind: "transactional", result: "failed" };
    await expect(down.app.mailer.send(message)).rejects.toThrow();
    const text = await scrapeFrom(down.app);
    expect(countOf(text, "mail_messages_total", failed)).toBe(1);
    expect(countOf(text, "mail_messages_total", { kind: "transactional", result: "sent" })).toBe(0);
  });
});
