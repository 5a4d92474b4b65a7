import type { AuditEntry } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, companyByCode, createMember, loginAdmin } from "../../../test/fixtures";
import { addCampaign, addSponsor, addSponsoredResource, apiCall } from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { type AuditEntryRef, resolveAuditSubjects } from "../../audit/audit-subjects";
import type { Executor } from "../../db/client";
import { auditLog } from "../../db/schema";

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
});
afterAll(() => t.close());

const entries = async (query = "page=1&pageSize=100") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/audit?${query}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entries: AuditEntry[] }>().entries;
};

/** The newest entry of `action` about `targetId`. */
const entryOf = async (action: string, targetId: number | string) => {
  const found = (await entries(`action=${action}&pageSize=100`)).find(
    (e) => e.target_id === String(targetId),
  );
  if (!found) throw new Error(`no ${action} entry for ${targetId}`);
  return found;
};

describe("the audit log in words", () => {
  it("names the actor, the target and its sponsor as they are now, with links", async () => {
    const sponsor = await addSponsor(t, admin.token, "Nimbus Cloud Security");
    const resourceId = await addSponsoredResource(t, "CIO", "Nimbus guide", [], sponsor.id);
    const campaign = await addCampaign(t, admin.token, {
      sponsor_id: sponsor.id,
      resource_ids: [resourceId],
      name: "Q1 Nimbus",
    });
    const created = await entryOf("campaign.create", campaign.id);
    expect(created.actor).toEqual({
      id: admin.user.id,
      firstname: admin.user.firstname,
      lastname: admin.user.lastname,
      name: `${admin.user.firstname} ${admin.user.lastname}`,
      href: `/users?search=${encodeURIComponent(admin.user.email)}`,
    });
    expect(created.subject).toEqual({
      kind: "campaign",
      id: String(campaign.id),
      label: "campaign",
      name: "Q1 Nimbus",
      href: `/campaigns/${campaign.id}`,
      deleted: false,
    });
    expect(created.parent).toMatchObject({
      kind: "sponsor",
      label: "sponsor",
      name: "Nimbus Cloud Security",
      href: "/sponsors",
    });

    // Renamed since: the entry of its creation says its name now.
    const renamed = await apiCall(t, admin.token, "PUT", `/campaigns/${campaign.id}`, {
      name: "Q1 Nimbus (extended)",
      lead_cap: 100,
      resource_ids: [resourceId],
      starts_at: campaign.starts_at,
      ends_at: campaign.ends_at,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await entryOf("campaign.create", campaign.id)).subject?.name).toBe(
      "Q1 Nimbus (extended)",
    );

    const member = await createMember(t, "CIO");
    await apiCall(t, admin.token, "PUT", `/user/protected/updaterole/${member.user.id}`, {
      role: "employee",
    });
    expect((await entryOf("user.role_change", member.user.id)).subject).toMatchObject({
      label: "",
      name: `${member.user.firstname} ${member.user.lastname}`,
      href: `/users?search=${encodeURIComponent(member.user.email)}`,
      deleted: false,
    });
  });

  it("falls back to the recorded name, or 'deleted {kind} #id', once the target is gone", async () => {
    const cio = await companyByCode(t, "CIO");
    const made = await apiCall(t, admin.token, "POST", "/segments", {
      name: "Gone segment",
      company_id: cio.id,
      rules: { countries: ["GB"] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const segmentId = made.json<{ segment: { id: number } }>().segment.id;
    expect((await entryOf("segment.create", segmentId)).subject).toMatchObject({
      name: "Gone segment",
      href: "/segments",
      deleted: false,
    });
    expect((await entryOf("segment.create", segmentId)).parent).toMatchObject({ name: "CIO" });
    expect((await apiCall(t, admin.token, "DELETE", `/segments/${segmentId}`)).statusCode).toBe(
      204,
    );
    for (const action of ["segment.create", "segment.delete"]) {
      expect((await entryOf(action, segmentId)).subject).toEqual({
        kind: "segment",
        id: String(segmentId),
        label: "segment",
        name: "Gone segment",
        href: null,
        deleted: true,
      });
    }

    // An erased member: no name of theirs, no link.
    const member = await createMember(t, "CIO");
    const erased = await apiCall(
      t,
      admin.token,
      "POST",
      `/user/protected/members/${member.user.id}/erase`,
      { reason: "asked by phone" },
    );
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect((await entryOf("member.erase", member.user.id)).subject).toEqual({
      kind: "user",
      id: String(member.user.id),
      label: "",
      name: `deleted user #${member.user.id}`,
      href: null,
      deleted: true,
    });

    // Written straight in (the log takes inserts): nothing recorded, and a kind no lookup knows.
    await t.db.insert(auditLog).values([
      {
        actorId: admin.user.id,
        action: "campaign.end",
        targetType: "campaign",
        targetId: "987654",
        summary: "ended early",
      },
      {
        actorId: admin.user.id,
        action: "staff_invitation.created",
        targetType: "staff_invitation",
        targetId: "12",
        summary: "invited someone",
      },
    ]);
    expect((await entryOf("campaign.end", 987654)).subject).toMatchObject({
      label: "",
      name: "deleted campaign #987654",
      href: null,
      deleted: true,
    });
    const invited = (await entries("action=staff_invitation.created"))[0];
    expect(invited?.subject).toMatchObject({ label: "staff invitation", name: "#12", href: null });
  });

  it("looks the targets of a page up with one query per kind, not one per entry", async () => {
    const rows = (await t.db.select().from(auditLog)).map(
      (r): AuditEntryRef => ({
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        summary: r.summary,
      }),
    );
    const page = [...rows, ...rows, ...rows];
    const kinds = new Set(page.map((r) => r.targetType));
    let selects = 0;
    const counted = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key === "select") selects += 1;
        return Reflect.get(target, key, receiver);
      },
    }) as Executor;
    const names = await resolveAuditSubjects(counted, page);
    expect(names).toHaveLength(page.length);
    expect(page.length).toBeGreaterThan(kinds.size * 3);
    expect(selects).toBeGreaterThan(0);
    expect(selects).toBeLessThanOrEqual(kinds.size);
  });
});
