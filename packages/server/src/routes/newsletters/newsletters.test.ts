import type { NewsletterSettings, NewsletterWithCounts } from "@sector/shared";
import {
  NEWSLETTER_HOUR_INVALID,
  NEWSLETTER_MAX_ITEMS_INVALID,
  NEWSLETTER_SEND_AT_INVALID,
  NEWSLETTER_TIMEZONE_INVALID,
  NEWSLETTER_WEEKDAY_INVALID,
  SELECT_COMPANY_MESSAGE,
} from "@sector/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, expectNoLeaks, loginAdmin } from "../../../test/fixtures";
import { newsletterCall, staffLogin } from "../../../test/newsletters";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { newsletters } from "../../db/newsletters-schema";
import { auditLog, jobs } from "../../db/schema";
import { SEND_AT_PAST } from "../../newsletters/start-edition";
import {
  ALREADY_SENDING,
  BRAND_NOT_FOUND,
  NEWSLETTER_NOT_FOUND,
  ONLY_DRAFTS_EDITABLE,
} from "./messages";

let t: TestApp;
let admin: string;
let employee: { token: string; id: number; email: string };
let member: { token: string; id: number };
let cioId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  employee = await staffLogin(t, "employee");
  member = await staffLogin(t, "user");
  cioId = (await companyByCode(t, "CIO")).id;
});
afterAll(() => t.close());

type One = { newsletter: NewsletterWithCounts };

const draft = async (token = admin, body: object = { company_id: cioId }) => {
  const res = await newsletterCall(t, token, "POST", "/newsletters", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<One>().newsletter;
};

const lastAudit = async (action: string) => {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

describe("who may do what", () => {
  it("staff create, edit, preview and test; only admins send; members 403; guests 401", async () => {
    const edition = await draft(employee.token);
    expect(edition).toMatchObject({ status: "draft", company_id: cioId, company_name: "CIO" });
    expect(
      (
        await newsletterCall(t, employee.token, "PUT", `/newsletters/${edition.id}`, {
          subject: "Edited by an employee",
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await newsletterCall(
          t,
          employee.token,
          "GET",
          `/newsletters/${edition.id}/preview?user_id=${member.id}`,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await newsletterCall(t, employee.token, "POST", `/newsletters/${edition.id}/test`, {
          email: employee.email,
        })
      ).statusCode,
    ).toBe(202);
    expect((await newsletterCall(t, employee.token, "GET", "/newsletters")).statusCode).toBe(200);
    const employeeSend = await newsletterCall(
      t,
      employee.token,
      "POST",
      `/newsletters/${edition.id}/send`,
    );
    expect(employeeSend.statusCode).toBe(403);
    expect(
      (await newsletterCall(t, employee.token, "GET", `/company/${cioId}/newsletter`)).statusCode,
    ).toBe(403);

    const calls: ["GET" | "POST" | "PUT" | "DELETE", string, object?][] = [
      ["GET", "/newsletters"],
      ["POST", "/newsletters", { company_id: cioId }],
      ["GET", `/newsletters/${edition.id}`],
      ["PUT", `/newsletters/${edition.id}`, { subject: "x" }],
      ["DELETE", `/newsletters/${edition.id}`],
      ["GET", `/newsletters/${edition.id}/preview?user_id=${member.id}`],
      ["POST", `/newsletters/${edition.id}/test`, { email: "a@example.org" }],
      ["POST", `/newsletters/${edition.id}/send`, {}],
      ["GET", `/company/${cioId}/newsletter`],
      [
        "PUT",
        `/company/${cioId}/newsletter`,
        { enabled: true, weekday: 1, hour: 8, timezone: "UTC" },
      ],
    ];
    for (const [method, url, body] of calls) {
      const asMember = await newsletterCall(t, member.token, method, url, body);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      const asGuest = await newsletterCall(t, null, method, url, body);
      expect(asGuest.statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing was sent or changed by any of them.
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, edition.id));
    expect(row).toMatchObject({ status: "draft", subject: "Edited by an employee" });
  });
});

describe("editions", () => {
  it("sends once: 202 sending, then 409; a draft is edited only as a draft; every send is audited", async () => {
    const edition = await draft();
    const first = await newsletterCall(t, admin, "POST", `/newsletters/${edition.id}/send`, {});
    expect(first.statusCode).toBe(202);
    expect(first.json<One>().newsletter.status).toBe("sending");
    const again = await newsletterCall(t, admin, "POST", `/newsletters/${edition.id}/send`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_SENDING });
    const edit = await newsletterCall(t, admin, "PUT", `/newsletters/${edition.id}`, {
      subject: "Late",
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: ONLY_DRAFTS_EDITABLE });
    expect(await lastAudit("newsletter.send")).toMatchObject({
      targetType: "newsletter",
      targetId: String(edition.id),
      summary: "sending started",
    });
    await t.app.jobs.drain();
    const done = await newsletterCall(t, admin, "GET", `/newsletters/${edition.id}`);
    expect(done.json<One>().newsletter.status).toBe("sent");
    expect(
      (await newsletterCall(t, admin, "POST", `/newsletters/${edition.id}/send`)).statusCode,
    ).toBe(409);
    expectNoLeaks(done.body);
  });

  it("schedules a send for later (202 scheduled, a job due then), and cancels it", async () => {
    const edition = await draft();
    const at = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const res = await newsletterCall(t, admin, "POST", `/newsletters/${edition.id}/send`, {
      at: at.toISOString(),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json<One>().newsletter).toMatchObject({
      status: "scheduled",
      send_at: at.toISOString(),
    });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, "newsletter-start"),
          sql`${jobs.payload}->>'newsletterId' = ${String(edition.id)}`,
        ),
      );
    expect(job?.runAt.toISOString()).toBe(at.toISOString());
    expect(await lastAudit("newsletter.schedule")).toMatchObject({ targetId: String(edition.id) });
    // An employee may not stop what an admin scheduled.
    expect(
      (await newsletterCall(t, employee.token, "DELETE", `/newsletters/${edition.id}`)).statusCode,
    ).toBe(403);
    const cancelled = await newsletterCall(t, admin, "DELETE", `/newsletters/${edition.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<One>().newsletter.status).toBe("cancelled");
    expect(
      (await newsletterCall(t, admin, "POST", `/newsletters/${edition.id}/send`)).statusCode,
    ).toBe(409);
    expect(
      (await newsletterCall(t, admin, "DELETE", `/newsletters/${edition.id}`)).statusCode,
    ).toBe(409);
  });

  it("lists a brand's editions newest first, paged, with their counts", async () => {
    const cmo = (await companyByCode(t, "CMO")).id;
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await draft(admin, { company_id: cmo, subject: `CMO ${i}` }));
    const page = await newsletterCall(t, admin, "GET", `/newsletters?company_id=${cmo}&pageSize=2`);
    expect(page.statusCode).toBe(200);
    const body = page.json<{ newsletters: NewsletterWithCounts[]; totalNewsletters: number }>();
    expect(body.totalNewsletters).toBe(3);
    expect(body.newsletters.map((n) => n.subject)).toEqual(["CMO 2", "CMO 1"]);
    expect(body.newsletters[0]?.counts).toEqual({
      recipients: 0,
      sent: 0,
      failed: 0,
      skipped: 0,
      clicked_members: 0,
      unsubscribed: 0,
      bounced: 0,
      complained: 0,
    });
    const second = await newsletterCall(
      t,
      admin,
      "GET",
      `/newsletters?company_id=${cmo}&pageSize=2&page=2`,
    );
    expect(
      second.json<{ newsletters: NewsletterWithCounts[] }>().newsletters.map((n) => n.id),
    ).toEqual([made[0]?.id]);
  });
});

describe("bad input answers 400 (or 404), never 500", () => {
  it("refuses bad bodies, queries and ids with clear messages", async () => {
    const edition = await draft();
    const cases: [string, "GET" | "POST" | "PUT", string, object | undefined, number, string][] = [
      ["no brand", "POST", "/newsletters", {}, 400, SELECT_COMPANY_MESSAGE],
      ["unknown brand", "POST", "/newsletters", { company_id: 999_999 }, 400, BRAND_NOT_FOUND],
      [
        "subject too long",
        "POST",
        "/newsletters",
        { company_id: cioId, subject: "x".repeat(201) },
        400,
        "Subject must be text of at most 200 characters.",
      ],
      [
        "blank subject edit",
        "PUT",
        `/newsletters/${edition.id}`,
        { subject: "  " },
        400,
        "Subject is required.",
      ],
      ["bad id", "GET", "/newsletters/abc", undefined, 400, "Invalid newsletter id."],
      ["unknown id", "GET", "/newsletters/999999", undefined, 404, NEWSLETTER_NOT_FOUND],
      [
        "no member",
        "GET",
        `/newsletters/${edition.id}/preview`,
        undefined,
        400,
        "Choose a member to preview.",
      ],
      [
        "bad time",
        "POST",
        `/newsletters/${edition.id}/send`,
        { at: "next tuesday" },
        400,
        NEWSLETTER_SEND_AT_INVALID,
      ],
      [
        "no zone",
        "POST",
        `/newsletters/${edition.id}/send`,
        { at: "2030-01-01T09:00:00" },
        400,
        NEWSLETTER_SEND_AT_INVALID,
      ],
      [
        "past",
        "POST",
        `/newsletters/${edition.id}/send`,
        { at: "2020-01-01T09:00:00Z" },
        400,
        SEND_AT_PAST,
      ],
      [
        "bad test address",
        "POST",
        `/newsletters/${edition.id}/test`,
        { email: "nope" },
        400,
        "Please enter a valid email address.",
      ],
    ];
    for (const [what, method, url, body, status, message] of cases) {
      const res = await newsletterCall(t, admin, method, url, body);
      expect(res.statusCode, what).toBe(status);
      expect(res.json<{ message: string }>().message, what).toBe(message);
    }
    // The refused send left it a draft.
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, edition.id));
    expect(row?.status).toBe("draft");
  });
});

describe("a brand's weekly schedule", () => {
  const settingsUrl = () => `/company/${cioId}/newsletter`;

  it("reads the defaults, saves what an admin sets, audits it, and refuses bad values", async () => {
    const initial = await newsletterCall(t, admin, "GET", settingsUrl());
    expect(initial.json<{ settings: NewsletterSettings }>().settings).toEqual({
      company_id: cioId,
      enabled: false,
      weekday: 1,
      hour: 8,
      timezone: "UTC",
      from_name: "",
      max_items: 10,
    });
    const set = {
      enabled: true,
      weekday: 4,
      hour: 7,
      timezone: "America/New_York",
      from_name: "The CIO Desk",
      max_items: 6,
    };
    const saved = await newsletterCall(t, admin, "PUT", settingsUrl(), set);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ settings: NewsletterSettings }>().settings).toEqual({
      company_id: cioId,
      ...set,
    });
    expect((await lastAudit("newsletter.settings"))?.summary).toContain("weekday: 1 → 4");

    const bad: [object, string][] = [
      [{ ...set, weekday: 8 }, NEWSLETTER_WEEKDAY_INVALID],
      [{ ...set, weekday: 0 }, NEWSLETTER_WEEKDAY_INVALID],
      [{ ...set, hour: 24 }, NEWSLETTER_HOUR_INVALID],
      [{ ...set, hour: 7.5 }, NEWSLETTER_HOUR_INVALID],
      [{ ...set, timezone: "Mars/Olympus_Mons" }, NEWSLETTER_TIMEZONE_INVALID],
      [{ ...set, timezone: "'; drop table users; --" }, NEWSLETTER_TIMEZONE_INVALID],
      [{ ...set, max_items: 21 }, NEWSLETTER_MAX_ITEMS_INVALID],
      [{ ...set, max_items: 0 }, NEWSLETTER_MAX_ITEMS_INVALID],
      [{ ...set, enabled: "yes" }, "Enabled must be true or false."],
    ];
    for (const [body, message] of bad) {
      const res = await newsletterCall(t, admin, "PUT", settingsUrl(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect((await newsletterCall(t, admin, "GET", "/company/999999/newsletter")).statusCode).toBe(
      404,
    );
  });
});

describe("the API's map", () => {
  it("documents every newsletter call with tags, summary and security", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    type Operation = { tags?: string[]; summary?: string; security?: unknown[] };
    const { paths } = res.json<{ paths: Record<string, Record<string, Operation>> }>();
    const ours = Object.entries(paths).filter(
      ([path]) => path.startsWith("/api/newsletters") || path.endsWith("/newsletter"),
    );
    expect(ours.length).toBeGreaterThanOrEqual(5);
    for (const [path, operations] of ours) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags, `${method} ${path}`).toEqual(["newsletters"]);
        expect(operation.summary?.length, `${method} ${path}`).toBeGreaterThan(10);
        expect(operation.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      }
    }
  });
});
