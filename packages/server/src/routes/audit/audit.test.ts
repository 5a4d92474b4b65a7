import type { AuditEntry } from "@sector/shared";
import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  companyByCode,
  createMember,
  createStaff,
  loginAdmin,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, jobs } from "../../db/schema";
import { enqueueJob } from "../../jobs/job-queue";

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), payload });

const entryCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

const lastEntry = async () =>
  (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

/** Runs a staff action and returns the one audit entry it wrote. */
const audited = async (action: () => Promise<{ statusCode: number; body: string }>) => {
  const before = await entryCount();
  const res = await action();
  expect(res.statusCode, res.body).toBeLessThan(300);
  expect(await entryCount()).toBe(before + 1);
  const entry = await lastEntry();
  expect(entry?.actorId).toBe(admin.user.id);
  expect(entry?.ip).toBe("127.0.0.1");
  return entry;
};

describe("the audit log", () => {
  it("records each staff action once, in its transaction, with what changed", async () => {
    const member = await createMember(t, "CIO", { partners_flag: true });
    const cio = await companyByCode(t, "CIO");

    expect(
      await audited(() =>
        send("PUT", `/api/user/protected/updaterole/${member.user.id}`, { role: "employee" }),
      ),
    ).toMatchObject({
      action: "user.role_change",
      targetType: "user",
      targetId: String(member.user.id),
      summary: 'role: "user" → "employee"',
    });
    await send("PUT", `/api/user/protected/updaterole/${member.user.id}`, { role: "user" });

    const created = await audited(() =>
      send("POST", "/api/company", {
        name: "CISO",
        base_url: "https://ciso.example.com",
        logo_url: "https://ciso.example.com/l.png",
      }),
    );
    expect(created).toMatchObject({ action: "company.create", targetType: "company" });
    const cisoId = Number(created?.targetId);
    expect(
      await audited(() =>
        send("PUT", `/api/company/${cisoId}`, {
          name: "CISO",
          base_url: "https://ciso.example.org",
          logo_url: "https://ciso.example.com/l.png",
        }),
      ),
    ).toMatchObject({
      action: "company.update",
      summary: expect.stringContaining(
        'base_url: "https://ciso.example.com" → "https://ciso.example.org"',
      ),
    });

    expect(
      await audited(() =>
        send("PUT", `/api/company/${cisoId}/consent-texts`, {
          purpose: "partners",
          text: "Partners may write to me.",
        }),
      ),
    ).toMatchObject({
      action: "consent_text.update",
      summary: expect.stringContaining("partners wording version 2"),
    });

    expect(
      await audited(() =>
        send("PUT", "/api/user/protected/consents", {
          company_id: cio.id,
          purpose: "partners",
          granted: false,
          user_id: member.user.id,
        }),
      ),
    ).toMatchObject({
      action: "consent.staff_change",
      targetId: String(member.user.id),
      summary: expect.stringContaining("granted: true → false"),
    });

    const prefs = await audited(() =>
      send("POST", `/api/preferences/create/${cisoId}`, { names: ["Zero Trust", "SOC"] }),
    );
    expect(prefs).toMatchObject({
      action: "preference.create",
      summary: 'added ["SOC","Zero Trust"]',
    });
    const list = await t.app.inject({
      method: "POST",
      url: "/api/preferences/fetch",
      payload: { company_id: cisoId },
    });
    const [first, second] = list.json<{ preferences: { id: number; name: string }[] }>()
      .preferences;
    expect(
      await audited(() => send("PUT", `/api/preferences/${first?.id}`, { name: "SOC Operations" })),
    ).toMatchObject({
      action: "preference.update",
      summary: 'name: "SOC" → "SOC Operations"',
    });
    expect(await audited(() => send("DELETE", `/api/preferences/${second?.id}`))).toMatchObject({
      action: "preference.delete",
      targetId: String(second?.id),
    });

    const upload = await audited(() =>
      send("POST", "/api/resources", {
        title: "Zero trust in practice",
        resource_url: "https://ciso.example.com/zt",
        image_bg: "https://ciso.example.com/zt.png",
        company_id: cisoId,
        preference_ids: [first?.id],
      }),
    );
    expect(upload).toMatchObject({ action: "resource.create", targetType: "resource" });
    expect(
      await audited(() =>
        send("PUT", `/api/resources/${upload?.targetId}`, {
          title: "Zero trust, in practice",
          resource_url: "https://ciso.example.com/zt",
          image_bg: "https://ciso.example.com/zt.png",
          preferences: [first?.id],
        }),
      ),
    ).toMatchObject({
      action: "resource.update",
      summary: expect.stringContaining(
        'title: "Zero trust in practice" → "Zero trust, in practice"',
      ),
    });

    await enqueueJob(t.db, "mail", { to: "x@example.org", subject: "s", text: "t", html: "h" });
    const [job] = await t.db
      .update(jobs)
      .set({ status: "failed" })
      .where(sql`${jobs.payload}->>'to' = 'x@example.org'`)
      .returning();
    expect(await audited(() => send("POST", `/api/mail/${job?.id}/retry`))).toMatchObject({
      action: "mail.retry",
      targetId: String(job?.id),
    });
  });

  it("writes nothing for an action that fails", async () => {
    const before = await entryCount();
    // The last admin cannot step down; a taken name cannot be reused; an unknown preference.
    expect(
      (await send("PUT", `/api/user/protected/updaterole/${admin.user.id}`, { role: "user" }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await send("POST", "/api/company", {
          name: "cio",
          base_url: "https://x.example",
          logo_url: "https://x.example/l.png",
        })
      ).statusCode,
    ).toBe(409);
    expect((await send("DELETE", "/api/preferences/999999")).statusCode).toBe(404);
    expect(
      (
        await send("PUT", "/api/resources/999999", {
          title: "x",
          resource_url: "https://x.example",
          image_bg: "https://x.example/i.png",
          preferences: [1],
        })
      ).statusCode,
    ).toBe(404);
    expect(await entryCount()).toBe(before);
  });

  it("cannot be rewritten or emptied, even with SQL", async () => {
    const entry = await lastEntry();
    await expect(
      t.db.execute(sql`update audit_log set summary = 'nothing happened' where id = ${entry?.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from audit_log where id = ${entry?.id}`),
    ).rejects.toThrow();
    expect(await lastEntry()).toEqual(entry);
  });

  it("is listed for admins, newest first, filtered by action and actor, paged", async () => {
    const employee = await createStaff(t, "employee");
    const page = async (query: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/audit?${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ entries: AuditEntry[]; total: number }>();
    };
    const all = await page("page=1&pageSize=3");
    expect(all.total).toBe(await entryCount());
    expect(all.entries).toHaveLength(3);
    expect(all.entries.map((e) => e.id)).toEqual(
      [...all.entries.map((e) => e.id)].sort((a, b) => b - a),
    );
    expect(all.entries[0]?.actor).toMatchObject({
      id: admin.user.id,
      firstname: admin.user.firstname,
      lastname: admin.user.lastname,
    });
    const roles = await page("action=user.role_change");
    expect(roles.entries.every((e) => e.action === "user.role_change")).toBe(true);
    expect(roles.total).toBeGreaterThan(0);
    expect((await page(`actor_id=${employee.user.id}`)).total).toBe(0);
    for (const token of [employee.token, (await createMember(t)).token]) {
      expect(
        (await t.app.inject({ method: "GET", url: "/api/audit", headers: bearer(token) }))
          .statusCode,
      ).toBe(403);
    }
  });
});
