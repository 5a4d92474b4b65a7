import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, postJson, registrationFor } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { jobs } from "../../db/schema";

/**
 * The public calls that take an address queue it for the job queue to act on (the same work for a
 * member and a stranger before the answer). Once acted on, the queue keeps no copy of it: a
 * stranger's address is not stored at all, and a member's stays only in the mail it caused
 * (kept, like every sent mail, for a week, and deleted with their account).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The kinds of the jobs whose payload holds `address`. */
const jobsHolding = async (address: string) =>
  (
    await t.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(sql`position(lower(${address}) in lower(${jobs.payload}::text)) > 0`)
  )
    .map((row) => row.kind)
    .sort();

describe("the address of a request, once the job queue acted on it", () => {
  it.each([
    ["login-link", "/api/user/public/login-link"],
    ["forgot-password", "/api/user/public/forgot-password"],
  ])("%s: a stranger's is kept nowhere, a member's only in their mail", async (_call, url) => {
    const stranger = `stranger-${Date.now()}@example.org`;
    const member = await createMember(t, "CIO");
    const email = member.registration.email;
    const mailsBefore = await jobsHolding(email);
    expect((await postJson(t, url, { email: stranger })).statusCode).toBe(200);
    expect((await postJson(t, url, { email })).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await jobsHolding(stranger)).toEqual([]);
    expect(await jobsHolding(email)).toEqual([...mailsBefore, "mail"].sort());
  });

  it("register: an address that has an account is kept only in the mail to its owner", async () => {
    const member = await createMember(t, "CMO");
    const email = member.registration.email;
    const mailsBefore = await jobsHolding(email);
    const res = await postJson(
      t,
      "/api/user/public/register",
      await registrationFor(t, "CMO", { email }),
    );
    expect(res.statusCode).toBe(201);
    await t.app.jobs.drain();
    expect(await jobsHolding(email)).toEqual([...mailsBefore, "mail"].sort());
  });
});
