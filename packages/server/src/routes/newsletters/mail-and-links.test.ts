import type { NewsletterWithCounts } from "@sector/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import {
  addMember,
  addResource,
  headersOf,
  newsletterCall,
  staffLogin,
} from "../../../test/newsletters";
import { mailsTo, type SentMail } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { currentConsent } from "../../consent/consent-ledger";
import { readUnsubscribeToken } from "../../consent/unsubscribe-token";
import { resourceOpensPending } from "../../db/insights-schema";
import { newsletterClicks } from "../../db/newsletters-schema";
import { resources } from "../../db/schema";

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: string;
let cioId: number;
let member: { id: number; email: string };
let other: { id: number; email: string };
let edition: NewsletterWithCounts;
let mail: SentMail;
let resourceId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  const cio = await companyByCode(t, "CIO");
  cioId = cio.id;
  // The brand's stored branding and sender name are the mail's.
  await newsletterCall(t, admin, "PUT", `/company/${cio.id}/newsletter`, {
    enabled: false,
    weekday: 1,
    hour: 8,
    timezone: "Europe/London",
    from_name: "CIO Weekly Desk",
    max_items: 5,
  });
  resourceId = await addResource(
    t,
    "CIO",
    "Zero trust <in practice>",
    ["Cybersecurity"],
    new Date(Date.now() - DAY),
  );
  member = await addMember(t, "Mia", [
    { code: "CIO", topics: ["Cybersecurity"], newsletter: true },
  ]);
  other = await addMember(t, "Ned", [{ code: "CIO", topics: ["Cybersecurity"], newsletter: true }]);
  const created = await newsletterCall(t, admin, "POST", "/newsletters", {
    company_id: cio.id,
    subject: "Security this week",
  });
  expect(created.statusCode, created.body).toBe(201);
  edition = created.json<{ newsletter: NewsletterWithCounts }>().newsletter;
  const sent = await newsletterCall(t, admin, "POST", `/newsletters/${edition.id}/send`);
  expect(sent.statusCode, sent.body).toBe(202);
  await t.app.jobs.drain();
  const [first] = await mailsTo(t.outboxDir, member.email);
  if (!first) throw new Error("no newsletter mailed");
  mail = first;
});
afterAll(() => t.close());

const countsOf = async () =>
  (await newsletterCall(t, admin, "GET", `/newsletters/${edition.id}`)).json<{
    newsletter: NewsletterWithCounts;
  }>().newsletter.counts;

describe("the newsletter mail", () => {
  it("carries the member's one-click unsubscribe in its headers, a unique Message-ID and the brand's sender", async () => {
    const headers = headersOf(mail.raw);
    const listUnsubscribe = headers.get("list-unsubscribe") ?? "";
    expect(listUnsubscribe).toMatch(/^<http:\/\/portal\.test\/api\/unsubscribe\/[\w-]+\.[\w-]+>$/);
    expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(headers.get("from")).toMatch(/^"?CIO Weekly Desk"? <no-reply@localhost>$/);
    expect(headers.get("subject")).toBe("Security this week");
    const messageId = headers.get("message-id") ?? "";
    expect(messageId).toMatch(/^<newsletter\.\d+\.\d+\.[0-9a-f]{32}@portal\.test>$/);
    const [otherMail] = await mailsTo(t.outboxDir, other.email);
    expect(headersOf(otherMail?.raw ?? "").get("message-id")).not.toBe(messageId);

    // The body: both parts, the visible unsubscribe link, "Choose your topics", the branding.
    const token = /\/api\/unsubscribe\/([^>]+)>/.exec(listUnsubscribe)?.[1] ?? "";
    expect(mail.links).toContain(`http://portal.test/unsubscribe/${token}`);
    expect(mail.links).toContain("http://portal.test/myprofile");
    expect(mail.raw).toContain("Choose your topics");
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.raw).toContain("Zero trust &lt;in practice&gt;");
    expect(mail.raw).not.toContain("Zero trust <in practice>\n</a>");
    expect(mail.raw).toContain('lang="en"');
    expect(mail.raw).toContain('role="presentation"');
    expect(mail.raw).toContain("#0b3d91");
  });

  it("a one-click POST to the List-Unsubscribe address withdraws the consent, and the edition counts it", async () => {
    const url = /<([^>]+)>/.exec(headersOf(mail.raw).get("list-unsubscribe") ?? "")?.[1] ?? "";
    expect((await currentConsent(t.db, member.id, cioId, "newsletter"))?.granted).toBe(true);
    const res = await t.app.inject({
      method: "POST",
      url: url.replace("http://portal.test", ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect((await currentConsent(t.db, member.id, cioId, "newsletter"))?.granted).toBe(false);
    expect((await countsOf()).unsubscribed).toBe(1);
  });

  it("a tracked link records the open and redirects to the resource; an altered one answers 404", async () => {
    const link = mail.links.find((l) => l.startsWith("http://portal.test/r/")) ?? "";
    expect(link).not.toBe("");
    const path = link.replace("http://portal.test", "");
    const res = await t.app.inject({ method: "GET", url: path });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `https://example.com/read/${encodeURIComponent("Zero trust <in practice>")}`,
    );
    await t.app.opens.flush();
    const opens = await t.db
      .select()
      .from(resourceOpensPending)
      .where(
        and(
          eq(resourceOpensPending.userId, member.id),
          eq(resourceOpensPending.resourceId, resourceId),
        ),
      );
    expect(opens).toHaveLength(1);
    expect(opens[0]?.companyId).toBe(cioId);
    // A second click is the same member.
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(302);
    const [click] = await t.db.select().from(newsletterClicks);
    expect(click).toMatchObject({ newsletterId: edition.id, userId: member.id, clicks: 2 });
    expect((await countsOf()).clicked_members).toBe(1);

    const token = path.slice("/r/".length);
    const [payload = "", mac = ""] = token.split(".");
    const otherMember = Buffer.from(`${edition.id}.${other.id}.${resourceId}`).toString(
      "base64url",
    );
    const altered = [
      `${payload}.${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`,
      `${otherMember}.${mac}`,
      `${payload}x.${mac}`,
      "not-a-token",
      `${payload}.${mac}.extra`,
      "a".repeat(500),
    ];
    for (const bad of altered) {
      const answer = await t.app.inject({ method: "GET", url: `/r/${bad}` });
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    }
  });

  it("a tracked link to a stored URL of another scheme (saved before the rule) leads nowhere", async () => {
    const link = mail.links.find((l) => l.startsWith("http://portal.test/r/")) ?? "";
    const [stored] = await t.db
      .select({ url: resources.resourceUrl })
      .from(resources)
      .where(eq(resources.id, resourceId));
    const [before] = await t.db.select().from(newsletterClicks);
    try {
      for (const url of ["chrome://settings", "javascript:alert(document.cookie)", "file:///etc"]) {
        await t.db.update(resources).set({ resourceUrl: url }).where(eq(resources.id, resourceId));
        const res = await t.app.inject({
          method: "GET",
          url: link.replace("http://portal.test", ""),
        });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: "This link is not valid." });
        expect(res.headers.location, url).toBeUndefined();
      }
    } finally {
      await t.db
        .update(resources)
        .set({ resourceUrl: stored?.url ?? "" })
        .where(eq(resources.id, resourceId));
    }
    // Not counted as a click either.
    expect((await t.db.select().from(newsletterClicks))[0]?.clicks).toBe(before?.clicks);
  });

  it("sends a test of a sample member's edition to the staff member's address, prefixed [Test], its links untracked", async () => {
    const employee = await staffLogin(t, "employee");
    const res = await newsletterCall(t, employee.token, "POST", `/newsletters/${edition.id}/test`, {
      email: employee.email.toUpperCase(),
      user_id: other.id,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: `Test sent to ${employee.email}.` });
    await t.app.jobs.drain();
    const [test] = (await mailsTo(t.outboxDir, employee.email)).filter((m) =>
      m.subject.startsWith("[Test]"),
    );
    expect(test?.subject).toBe("[Test] Security this week");
    expect(test?.links.some((l) => l.includes("/r/"))).toBe(false);
    expect(test?.links).toContain(
      `https://example.com/read/${encodeURIComponent("Zero trust <in practice>")}`,
    );
    // Its unsubscribe link is the staff member's own.
    const token = /\/api\/unsubscribe\/([^>]+)>/.exec(
      headersOf(test?.raw ?? "").get("list-unsubscribe") ?? "",
    )?.[1];
    expect(readUnsubscribeToken(t.config.unsubscribeSecret, token ?? "")).toEqual({
      userId: employee.id,
      companyId: cioId,
      purpose: "newsletter",
    });
    expect(await mailsTo(t.outboxDir, other.email)).toHaveLength(1);
  });
});
