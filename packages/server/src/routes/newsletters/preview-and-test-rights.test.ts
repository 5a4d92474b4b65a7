import type { NewsletterPreview, NewsletterWithCounts } from "@sector/shared";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import { addMember, addResource, newsletterCall, staffLogin } from "../../../test/newsletters";
import { mailsTo } from "../../../test/outbox";
import { ADMIN_EMAIL, createTestApp, type TestApp } from "../../../test/test-app";
import { currentConsent } from "../../consent/consent-ledger";
import { readUnsubscribeToken } from "../../consent/unsubscribe-token";
import { auditLog, jobs } from "../../db/schema";
import { readTrackedLinkToken } from "../../newsletters/tracked-link-token";

/**
 * A member's working links (unsubscribe, tracked) leave the server only in their own mail and
 * in an admin's preview: an employee's preview carries inert ones. A test goes to the signed-in
 * staff member's own address (an admin may name another staff account's), never a member's or
 * an outside one. Both are audited.
 */
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: { token: string; id: number };
let employee: { token: string; id: number; email: string };
let otherEmployee: { token: string; id: number; email: string };
let member: { id: number; email: string };
let cioId: number;
let edition: NewsletterWithCounts;

beforeAll(async () => {
  t = await createTestApp();
  const session = await loginAdmin(t);
  admin = { token: session.token, id: session.user.id };
  cioId = (await companyByCode(t, "CIO")).id;
  await addResource(
    t,
    "CIO",
    "Zero trust in practice",
    ["Cybersecurity"],
    new Date(Date.now() - DAY),
  );
  member = await addMember(t, "Mia", [
    { code: "CIO", topics: ["Cybersecurity"], newsletter: true },
  ]);
  employee = await staffLogin(t, "employee");
  otherEmployee = await staffLogin(t, "employee");
  const created = await newsletterCall(t, admin.token, "POST", "/newsletters", {
    company_id: cioId,
    subject: "Security this week",
  });
  expect(created.statusCode, created.body).toBe(201);
  edition = created.json<{ newsletter: NewsletterWithCounts }>().newsletter;
});
afterAll(() => t.close());

const preview = async (token: string, userId: number) => {
  const res = await newsletterCall(
    t,
    token,
    "GET",
    `/newsletters/${edition.id}/preview?user_id=${userId}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NewsletterPreview>();
};

/** Every unsubscribe and tracked link's token in a preview's HTML and text. */
const tokensIn = (answer: NewsletterPreview, kind: "unsubscribe" | "r") =>
  [...`${answer.html}\n${answer.text}`.matchAll(new RegExp(`/${kind}/([\\w.-]+)`, "g"))].map(
    (m) => m[1] ?? "",
  );

const lastAudit = async (actorId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, actorId))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe("GET /api/newsletters/{id}/preview?user_id=…", () => {
  it("gives an employee the member's mail with inert links, which unsubscribe nobody", async () => {
    const answer = await preview(employee.token, member.id);
    expect(answer.items.map((i) => i.title)).toEqual(["Zero trust in practice"]);
    const unsubscribes = tokensIn(answer, "unsubscribe");
    expect(unsubscribes.length).toBeGreaterThan(0);
    for (const token of unsubscribes) {
      expect(readUnsubscribeToken(t.config.unsubscribeSecret, token)).toBeNull();
      // A guest who follows it: the page says the link is not valid, and nothing changes.
      const read = await t.app.inject({ method: "GET", url: `/api/unsubscribe/${token}` });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: "This unsubscribe link is not valid." });
      const click = await t.app.inject({ method: "POST", url: `/api/unsubscribe/${token}` });
      expect(click.statusCode).toBe(404);
    }
    expect((await currentConsent(t.db, member.id, cioId, "newsletter"))?.granted).toBe(true);
    // No tracked link records a click as the member: the resources' own links instead.
    for (const token of tokensIn(answer, "r")) {
      expect(readTrackedLinkToken(t.config.unsubscribeSecret, token)).toBeNull();
    }
    expect(answer.html).toContain("https://example.com/read/");
  });

  it("gives an admin the member's own links", async () => {
    const answer = await preview(admin.token, member.id);
    const [token = ""] = tokensIn(answer, "unsubscribe");
    expect(readUnsubscribeToken(t.config.unsubscribeSecret, token)).toEqual({
      userId: member.id,
      companyId: cioId,
      purpose: "newsletter",
    });
  });

  it("writes who previewed whose mail to the audit log", async () => {
    await preview(employee.token, member.id);
    expect(await lastAudit(employee.id)).toMatchObject({
      action: "newsletter.preview",
      targetType: "newsletter",
      targetId: String(edition.id),
      summary: expect.stringContaining(`member ${member.id}`),
    });
    await preview(admin.token, member.id);
    expect(await lastAudit(admin.id)).toMatchObject({ action: "newsletter.preview" });
  });
});

const test = (token: string, email: string, userId?: number) =>
  newsletterCall(t, token, "POST", `/newsletters/${edition.id}/test`, {
    email,
    ...(userId !== undefined && { user_id: userId }),
  });

/** The test editions mailed to an address (a staff account also got its registration mail). */
const testsTo = async (email: string) =>
  (await mailsTo(t.outboxDir, email)).filter((m) => m.subject.startsWith("[Test]"));

const mailJobs = async () => (await t.db.select().from(jobs).where(eq(jobs.kind, "mail"))).length;

describe("POST /api/newsletters/{id}/test", () => {
  it("sends an employee's test only to their own address", async () => {
    const before = await mailJobs();
    for (const elsewhere of [
      "attacker@example.net",
      member.email,
      otherEmployee.email,
      ADMIN_EMAIL,
    ]) {
      const res = await test(employee.token, elsewhere, member.id);
      expect(res.statusCode, elsewhere).toBe(403);
      expect(res.json()).toEqual({ message: "A test goes to your own address only." });
    }
    expect(await mailJobs()).toBe(before);

    const own = await test(employee.token, employee.email.toUpperCase(), member.id);
    expect(own.statusCode, own.body).toBe(202);
    await t.app.jobs.drain();
    expect(await testsTo(employee.email)).toHaveLength(1);
    expect(await testsTo(member.email)).toHaveLength(0);
    expect(await lastAudit(employee.id)).toMatchObject({
      action: "newsletter.test",
      summary: expect.stringContaining(employee.email),
    });
  });

  it("sends an admin's test to their own address or another staff account's only", async () => {
    const before = await mailJobs();
    for (const elsewhere of ["attacker@example.net", member.email]) {
      const res = await test(admin.token, elsewhere, member.id);
      expect(res.statusCode, elsewhere).toBe(403);
      expect(res.json()).toEqual({
        message: "A test goes to your own address or another staff account's.",
      });
    }
    expect(await mailJobs()).toBe(before);
    expect((await test(admin.token, ADMIN_EMAIL, member.id)).statusCode).toBe(202);
    expect((await test(admin.token, otherEmployee.email, member.id)).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect(await testsTo(otherEmployee.email)).toHaveLength(1);
    expect(await testsTo(member.email)).toHaveLength(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, "newsletter.test")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.summary).toContain(otherEmployee.email);
  });
});
