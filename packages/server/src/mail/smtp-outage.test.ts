import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, registrationFor } from "../../test/fixtures";
import { type SmtpSink, startSmtpSink } from "../../test/smtp-sink";
import { createTestApp, type TestApp } from "../../test/test-app";
import { jobs } from "../db/schema";

const REGISTER = "/api/user/public/register";
const FORGOT = "/api/user/public/forgot-password";

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    smtpUrl: smtp.url,
    // Polling as in production, only faster: retries happen without anybody kicking.
    jobs: { pollMs: 100, retry: { firstDelayMs: 100, maxDelayMs: 400, giveUpAfterMs: 60_000 } },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const mailJobTo = async (to: string) => {
  const [row] = await t.db.select().from(jobs).where(sql`${jobs.payload}->>'to' = ${to}`);
  return row;
};

describe("mail while the SMTP server is down", () => {
  it("answers registrations at once, keeps every welcome mail, and delivers each once when SMTP is back", async () => {
    await smtp.down();
    const bodies = await Promise.all(Array.from({ length: 5 }, () => registrationFor(t, "CMO")));
    for (const body of bodies) {
      const res = await postJson(t, REGISTER, body);
      expect(res.statusCode).toBe(201);
    }
    // Attempts fail and are retried with the error kept, while nothing arrives.
    await until(async () => ((await mailJobTo(bodies[0]?.email ?? ""))?.attempts ?? 0) >= 2);
    const waiting = await mailJobTo(bodies[0]?.email ?? "");
    expect(waiting?.status).toBe("pending");
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
    expect(smtp.received).toHaveLength(0);

    await smtp.up();
    await until(() => bodies.every((b) => smtp.to(b.email).length > 0));
    // Give any duplicate a chance to show up, then check there is none.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const body of bodies) {
      const mails = smtp.to(body.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.raw).toContain("/reset-password/");
      expect((await mailJobTo(body.email))?.status).toBe("done");
    }
  });
});

describe("mail through a slow SMTP server", () => {
  it("answers forgot-password for a member as fast as for an unknown address", async () => {
    const slow = await startSmtpSink({ greetingDelayMs: 1500 });
    const slowApp = await createTestApp({ smtpUrl: slow.url });
    try {
      const member = await registrationFor(slowApp, "CIO");
      expect((await postJson(slowApp, REGISTER, member)).statusCode).toBe(201);

      const timed = async (email: string) => {
        const started = performance.now();
        const res = await postJson(slowApp, FORGOT, { email });
        expect(res.statusCode).toBe(200);
        return performance.now() - started;
      };
      const known = await timed(member.email);
      const unknown = await timed("nobody-at-all@example.org");
      // Without the queue the known address would wait for the 1.5 s greeting.
      expect(known).toBeLessThan(1000);
      expect(unknown).toBeLessThan(1000);
      await slowApp.app.jobs.drain();
      expect(slow.to(member.email)).toHaveLength(2); // welcome, then reset
    } finally {
      await slowApp.close();
      await slow.close();
    }
  });
});
