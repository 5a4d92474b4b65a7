import type { Resource } from "@sector/shared";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAdmin } from "../../../test/fixtures";
import { addResource, staffLogin } from "../../../test/newsletters";
import { addCampaign, addSponsor, addSponsoredResource, apiCall } from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { auditLog, resourceEdits, resources } from "../../db/schema";
import { inOtherCampaign, RESOURCE_NOT_FOUND, SPONSOR_NOT_FOUND } from "./messages";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const setSponsor = (token: string | null, id: number, body: object) =>
  apiCall(t, token, "PUT", `/resources/${id}/sponsor`, body);

const sponsorOf = async (id: number) =>
  (await t.db.select().from(resources).where(eq(resources.id, id)))[0]?.sponsorId;

/** The audit entries of one resource, newest first. */
const audits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "resource"), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.id));

const edits = (id: number) =>
  t.db.select().from(resourceEdits).where(eq(resourceEdits.resourceId, id));

describe("PUT /resources/{id}/sponsor", () => {
  it("marks a resource as sponsored, moves it to another sponsor and clears it, each change audited", async () => {
    const globex = await addSponsor(t, admin, "Globex");
    const initech = await addSponsor(t, admin, "Initech");
    const id = await addResource(t, "CIO", "Unsponsored guide", [], new Date());

    const marked = await setSponsor(admin, id, { sponsor_id: globex.id });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<{ resource: Resource }>().resource.sponsor).toEqual({
      id: globex.id,
      name: "Globex",
      logo_url: globex.logo_url,
    });
    expect(await sponsorOf(id)).toBe(globex.id);
    expect((await audits(id))[0]).toMatchObject({
      action: "resource.update",
      summary: `sponsor_id: null → ${globex.id}`,
    });
    expect(await edits(id)).toHaveLength(1);

    // The same sponsor again changes nothing and records nothing.
    const again = await setSponsor(admin, id, { sponsor_id: globex.id });
    expect(again.statusCode).toBe(200);
    expect(await audits(id)).toHaveLength(1);

    // Without a running campaign holding it, the resource moves to another sponsor.
    const moved = await setSponsor(admin, id, { sponsor_id: initech.id });
    expect(moved.json<{ resource: Resource }>().resource.sponsor?.name).toBe("Initech");
    expect((await audits(id))[0]?.summary).toBe(`sponsor_id: ${globex.id} → ${initech.id}`);

    const cleared = await setSponsor(admin, id, { sponsor_id: null });
    expect(cleared.json<{ resource: Resource }>().resource.sponsor).toBeNull();
    expect(await sponsorOf(id)).toBeNull();
    expect(await audits(id)).toHaveLength(3);
    expect(await edits(id)).toHaveLength(3);
  });

  it("refuses to take a resource out of another sponsor's running campaign", async () => {
    const owner = await addSponsor(t, admin, "Owner");
    const newcomer = await addSponsor(t, admin, "Newcomer");
    const id = await addSponsoredResource(t, "CIO", "Held guide", [], owner.id);
    await addCampaign(t, admin, { sponsor_id: owner.id, resource_ids: [id], name: "Holding" });
    for (const sponsorId of [newcomer.id, null]) {
      const res = await setSponsor(admin, id, { sponsor_id: sponsorId });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.sponsor_id).toBe(
        inOtherCampaign({ name: "Holding", sponsor: "Owner" }),
      );
    }
    expect(await sponsorOf(id)).toBe(owner.id);
    expect(await audits(id)).toHaveLength(0);
  });

  it("answers 400 on a bad body or an unknown sponsor, 404 on an unknown resource", async () => {
    const id = await addResource(t, "CIO", "Plain guide", [], new Date());
    for (const body of [{}, { sponsor_id: "abc" }, { sponsor_id: 0 }, { sponsor_id: 1.5 }]) {
      const res = await setSponsor(admin, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.sponsor_id).toBe(
        "Invalid sponsor.",
      );
    }
    const unknown = await setSponsor(admin, id, { sponsor_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(SPONSOR_NOT_FOUND);

    const sponsor = await addSponsor(t, admin, "Hooli");
    const missing = await setSponsor(admin, 999_999, { sponsor_id: sponsor.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(RESOURCE_NOT_FOUND);
    expect(await sponsorOf(id)).toBeNull();
    expect(await audits(id)).toHaveLength(0);
  });

  it("is the admins' alone: 401 without a token, 403 for employees and members", async () => {
    const sponsor = await addSponsor(t, admin, "Umbrella");
    const id = await addResource(t, "CIO", "Guarded guide", [], new Date());
    expect((await setSponsor(null, id, { sponsor_id: sponsor.id })).statusCode).toBe(401);
    for (const role of ["employee", "user"] as const) {
      const { token } = await staffLogin(t, role);
      expect((await setSponsor(token, id, { sponsor_id: sponsor.id })).statusCode).toBe(403);
    }
    expect(await sponsorOf(id)).toBeNull();
    expect(await audits(id)).toHaveLength(0);
  });
});
