import {
  type CampaignDetail,
  type CampaignLeadsPage,
  LEAD_ALREADY_REJECTED,
  LEAD_NOT_FOUND,
  LEAD_NOT_REJECTED,
  LEAD_NOTE_INVALID,
  LEAD_REASON_INVALID,
  LEAD_RESTORE_CAP_FULL,
  type Lead,
  type LeadJudgement,
} from "@sector/shared";
import { parse } from "csv-parse/sync";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdmin } from "../../../test/fixtures";
import { staffLogin } from "../../../test/newsletters";
import {
  addCampaign,
  addSponsor,
  addSponsoredResource,
  apiCall,
  memberWithToken,
  share,
} from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { auditLog } from "../../db/schema";
import { leads } from "../../db/sponsors-schema";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const chro = [{ code: "CHRO", topics: [], newsletter: false }];

const detail = async (id: number) => {
  const res = await apiCall(t, admin, "GET", `/campaigns/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CampaignDetail>().campaign;
};
const reject = (campaignId: number, leadId: number, body: object = { reason: "duplicate" }) =>
  apiCall(t, admin, "POST", `/campaigns/${campaignId}/leads/${leadId}/reject`, body);
const restore = (campaignId: number, leadId: number) =>
  apiCall(t, admin, "POST", `/campaigns/${campaignId}/leads/${leadId}/restore`, {});
const messageOf = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

const setUp = async (name: string, cap: number) => {
  const sponsor = await addSponsor(t, admin, name);
  const resourceId = await addSponsoredResource(t, "CHRO", `${name} read`, [], sponsor.id);
  const campaign = await addCampaign(t, admin, {
    sponsor_id: sponsor.id,
    resource_ids: [resourceId],
    lead_cap: cap,
    name,
  });
  return { sponsor, resourceId, campaign };
};

/** A new member shares; the lead when they could. */
const newShare = async (resourceId: number, name: string) => {
  const m = await memberWithToken(t, name, chro);
  const res = await share(t, m.token, resourceId);
  return { member: m, res, lead: res.statusCode === 201 ? res.json<{ lead: Lead }>().lead : null };
};

describe("rejecting and restoring leads", () => {
  it("a rejected lead stops counting, the campaign takes another member, a restore waits for room; 409s, list, file and audit", async () => {
    const { resourceId, campaign } = await setUp("Judged", 2);
    const first = await newShare(resourceId, "First");
    const second = await newShare(resourceId, "Second");
    const third = await newShare(resourceId, "Third");
    expect([first.res.statusCode, second.res.statusCode, third.res.statusCode]).toEqual([
      201, 201, 409,
    ]);
    if (!first.lead || !second.lead) throw new Error("no leads");
    expect(await detail(campaign.id)).toMatchObject({ leads: 2, rejected: 0, cap_reached: true });

    const rejected = await reject(campaign.id, first.lead.id, {
      reason: "invalid_contact",
      note: " The address bounced. ",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<LeadJudgement>()).toEqual({
      lead: { id: first.lead.id, status: "rejected", reason: "invalid_contact" },
    });
    const twice = await reject(campaign.id, first.lead.id);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(LEAD_ALREADY_REJECTED);
    expect(await detail(campaign.id)).toMatchObject({
      leads: 1,
      rejected: 1,
      cap_reached: false,
      status: "active",
    });

    // Room again: the campaign takes another member.
    const fourth = await newShare(resourceId, "Fourth");
    expect(fourth.res.statusCode, fourth.res.body).toBe(201);
    if (!fourth.lead) throw new Error("no lead");
    // Full again: the rejected lead cannot come back yet.
    const full = await restore(campaign.id, first.lead.id);
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(LEAD_RESTORE_CAP_FULL);
    expect((await reject(campaign.id, fourth.lead.id)).statusCode).toBe(200);
    const restored = await restore(campaign.id, first.lead.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<LeadJudgement>()).toEqual({
      lead: { id: first.lead.id, status: "delivered", reason: null },
    });
    const notRejected = await restore(campaign.id, first.lead.id);
    expect(notRejected.statusCode).toBe(409);
    expect(messageOf(notRejected)).toBe(LEAD_NOT_REJECTED);
    // A rejected member who shares again gets their lead back as it is, not a new one.
    const back = await share(t, fourth.member.token, resourceId);
    expect(back.statusCode).toBe(200);
    expect(back.json<{ lead: Lead }>().lead).toMatchObject({
      id: fourth.lead.id,
      status: "rejected",
    });
    expect(await detail(campaign.id)).toMatchObject({ leads: 2, rejected: 1, cap_reached: true });

    // The list: newest first, each with its status; paged.
    const page = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}/leads`);
    const listed = page.json<CampaignLeadsPage>();
    expect(listed.total).toBe(3);
    expect(listed.leads.map((l) => [l.id, l.status, l.reason, l.note])).toEqual([
      [fourth.lead.id, "rejected", "duplicate", null],
      [second.lead.id, "delivered", null, null],
      [first.lead.id, "delivered", null, null],
    ]);
    expect(listed.leads[0]?.rejected_at).toEqual(expect.any(String));
    const second_page = await apiCall(
      t,
      admin,
      "GET",
      `/campaigns/${campaign.id}/leads?page=2&pageSize=2`,
    );
    expect(second_page.json<CampaignLeadsPage>()).toMatchObject({
      leads: [{ id: first.lead.id }],
      total: 3,
    });

    // The file keeps every lead, with its status and reason.
    const csv = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}/leads.csv`);
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r["First Name"], r.Status, r["Reject Reason"]])).toEqual([
      ["First", "delivered", ""],
      ["Second", "delivered", ""],
      ["Fourth", "rejected", "duplicate"],
    ]);

    const audited = await t.db
      .select({ action: auditLog.action, targetId: auditLog.targetId, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.targetType, "lead"))
      .orderBy(asc(auditLog.id));
    expect(audited.map((a) => [a.action, a.targetId])).toEqual([
      ["lead.reject", String(first.lead.id)],
      ["lead.reject", String(fourth.lead.id)],
      ["lead.restore", String(first.lead.id)],
    ]);
    expect(audited[0]?.summary).toContain("Invalid contact details (The address bounced.)");
  });

  it("answers 400 for a bad reason or note, 404 for a lead not of the campaign, 403 to all but admins", async () => {
    const { resourceId, campaign } = await setUp("Guarded", 5);
    const other = await setUp("Elsewhere", 5);
    const { lead } = await newShare(resourceId, "Guarded");
    const { lead: foreign } = await newShare(other.resourceId, "Foreign");
    if (!lead || !foreign) throw new Error("no leads");
    for (const [body, message] of [
      [{}, LEAD_REASON_INVALID],
      [{ reason: "spam" }, LEAD_REASON_INVALID],
      [{ reason: "other", note: "x".repeat(501) }, LEAD_NOTE_INVALID],
      [{ reason: "other", note: 5 }, LEAD_NOTE_INVALID],
    ] as const) {
      const res = await reject(campaign.id, lead.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    const notHere = await reject(campaign.id, foreign.id);
    expect(notHere.statusCode).toBe(404);
    expect(messageOf(notHere)).toBe(LEAD_NOT_FOUND);
    expect((await restore(campaign.id, 999_999)).statusCode).toBe(404);
    expect((await reject(999_999, lead.id)).statusCode).toBe(404);
    expect((await apiCall(t, admin, "GET", "/campaigns/999999/leads")).statusCode).toBe(404);
    expect(
      (await apiCall(t, admin, "GET", `/campaigns/${campaign.id}/leads?page=0`)).statusCode,
    ).toBe(400);
    expect((await reject(campaign.id, Number.NaN)).statusCode).toBe(400);

    const employee = await staffLogin(t, "employee");
    const member = await staffLogin(t, "user");
    for (const token of [employee.token, member.token]) {
      for (const [method, url] of [
        ["GET", `/campaigns/${campaign.id}/leads`],
        ["POST", `/campaigns/${campaign.id}/leads/${lead.id}/reject`],
        ["POST", `/campaigns/${campaign.id}/leads/${lead.id}/restore`],
      ] as const) {
        const res = await apiCall(
          t,
          token,
          method,
          url,
          method === "POST" ? { reason: "other" } : undefined,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const [stored] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored).toMatchObject({ status: "delivered", rejectReason: null, rejectNote: null });
  });

  it("concurrent shares, rejections and restores never take the campaign past its cap of accepted leads", async () => {
    const cap = 3;
    const { resourceId, campaign } = await setUp("Contended", cap);
    const byStatus = async (status: "delivered" | "rejected") =>
      (
        await t.db
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.campaignId, campaign.id), eq(leads.status, status)))
      ).map((l) => l.id);
    // Three accepted leads and three rejected ones waiting to be restored.
    for (let i = 0; i < 2 * cap; i += 1) {
      const { lead } = await newShare(resourceId, `Seed${i}`);
      if (!lead) throw new Error("no seed lead");
      if (i < cap) expect((await reject(campaign.id, lead.id)).statusCode).toBe(200);
    }
    let seq = 0;
    for (let round = 0; round < 3; round += 1) {
      const [toReject] = await byStatus("delivered");
      const toRestore = await byStatus("rejected");
      if (toReject === undefined) throw new Error("nothing to reject");
      const members = [];
      for (let i = 0; i < 4; i += 1) {
        seq += 1;
        members.push(await memberWithToken(t, `Racer${seq}`, chro));
      }
      // One slot frees up while every rejected lead asks to come back and four members share.
      const [rejection, ...rest] = await Promise.all([
        reject(campaign.id, toReject),
        ...toRestore.map((id) => restore(campaign.id, id)),
        ...members.map((m) => share(t, m.token, resourceId)),
      ]);
      expect(rejection?.statusCode, rejection?.body).toBe(200);
      for (const res of rest) expect([200, 201, 409], res.body).toContain(res.statusCode);
      const taken = rest.filter((res) => res.statusCode === 200 || res.statusCode === 201);
      expect(taken.length, `round ${round}`).toBeLessThanOrEqual(1);

      const now = await byStatus("delivered");
      expect(now.length, `round ${round}`).toBeLessThanOrEqual(cap);
      // Whatever the interleaving, a member sharing now fills any room that is left.
      const { res } = await newShare(resourceId, `After${round}`);
      expect(res.statusCode).toBe(now.length < cap ? 201 : 409);
      expect(await byStatus("delivered")).toHaveLength(cap);
      expect((await detail(campaign.id)).leads).toBe(cap);
    }
  });
});
