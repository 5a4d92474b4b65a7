import type { Resource } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
import { staffLogin } from "../../../test/newsletters";
import {
  addCampaign,
  addSponsor,
  addSponsoredResource,
  apiCall,
  memberWithToken,
} from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resources } from "../../db/schema";
import { inOtherCampaign, SPONSOR_NOT_FOUND } from "./messages";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const upload = async (token: string, extra: object) => {
  const cio = await companyByCode(t, "CIO");
  return apiCall(t, token, "POST", "/resources", {
    title: "Sponsored upload",
    resource_url: "https://example.com/read",
    image_bg: "https://example.com/thumb.png",
    company_id: cio.id,
    preference_ids: [cio.preferences[0]?.id],
    ...extra,
  });
};
const edit = (id: number, extra: object) =>
  apiCall(t, admin, "PUT", `/resources/${id}`, {
    title: "Sponsored upload",
    resource_url: "https://example.com/read",
    image_bg: "https://example.com/thumb.png",
    preferences: [],
    ...extra,
  });

describe("a resource's sponsor", () => {
  it("is set on upload, kept by an edit without it, cleared by null, and shown on the feed item", async () => {
    const sponsor = await addSponsor(t, admin, "Globex");
    const employee = await staffLogin(t, "employee");
    const created = await upload(employee.token, { sponsor_id: sponsor.id });
    expect(created.statusCode, created.body).toBe(201);
    const resource = created.json<{ resource: Resource }>().resource;
    expect(resource.sponsor).toEqual({
      id: sponsor.id,
      name: "Globex",
      logo_url: sponsor.logo_url,
    });

    const cio = await companyByCode(t, "CIO");
    const topic = cio.preferences[0]?.id ?? 0;
    const kept = await edit(resource.id, { title: "Renamed", preferences: [topic] });
    expect(kept.json<{ resource: Resource }>().resource.sponsor?.id).toBe(sponsor.id);

    // The member's feed shows the sponsor, and its new name once renamed (cached pages forget it).
    const member = await memberWithToken(t, "Feed", [
      { code: "CIO", topics: [cio.preferences[0]?.name ?? ""], newsletter: false },
    ]);
    const feed = async () =>
      (
        await apiCall(t, member.token, "POST", "/resources/filtered", {
          company_id: cio.id,
          preferences: [topic],
        })
      )
        .json<{ data: Resource[] }>()
        .data.find((r) => r.id === resource.id)?.sponsor?.name;
    expect(await feed()).toBe("Globex");
    await apiCall(t, admin, "PUT", `/sponsors/${sponsor.id}`, {
      name: "Globex Corp",
      website: sponsor.website,
      privacy_url: sponsor.privacy_url,
    });
    await expect.poll(feed, { timeout: 5_000 }).toBe("Globex Corp");

    const cleared = await edit(resource.id, { preferences: [topic], sponsor_id: null });
    expect(cleared.json<{ resource: Resource }>().resource.sponsor).toBeNull();
    expect((await upload(admin, {})).json<{ resource: Resource }>().resource.sponsor).toBeNull();
  });

  it("refuses an unknown sponsor, and moving a resource out of another sponsor's running campaign", async () => {
    const unknown = await upload(admin, { sponsor_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string> }>().errors.sponsor_id).toBe(
      SPONSOR_NOT_FOUND,
    );

    const owner = await addSponsor(t, admin, "Owner");
    const other = await addSponsor(t, admin, "Newcomer");
    const id = await addSponsoredResource(t, "CIO", "Held", [], owner.id);
    await addCampaign(t, admin, { sponsor_id: owner.id, resource_ids: [id], name: "Holding" });
    const cio = await companyByCode(t, "CIO");
    for (const sponsorId of [other.id, null]) {
      const res = await edit(id, { preferences: [cio.preferences[0]?.id], sponsor_id: sponsorId });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.sponsor_id).toBe(
        inOtherCampaign({ name: "Holding", sponsor: "Owner" }),
      );
    }
    const [row] = await t.db.select().from(resources).where(eq(resources.id, id));
    expect(row?.sponsorId).toBe(owner.id);
  });
});
