import {
  type ConsentEvent,
  defaultSponsorWording,
  type Lead,
  type MemberData,
  type Resource,
  SPONSOR_SHARED_DETAILS,
  SPONSOR_WORDING_NEEDS_NAME,
  type SponsorOffer,
  type SponsorShares,
} from "@sector/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyByCode, loginAdmin } from "../../../test/fixtures";
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
import { consentEvents, consentTexts } from "../../db/schema";
import { leads, sponsorConsents } from "../../db/sponsors-schema";
import { capReachedMessage, NO_CAMPAIGN, withdrawnMessage } from "../../sponsors/eligibility";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const offersOf = async (token: string) => {
  const res = await apiCall(t, token, "GET", "/sponsor-offers");
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ offers: SponsorOffer[] }>().offers;
};

const eventsOf = async (userId: number) =>
  t.db.select().from(consentEvents).where(eq(consentEvents.userId, userId));

describe("the member's choice", () => {
  it("offers the dialog's content, shares once (201, then 200), records the lead and the consent event together", async () => {
    const sponsor = await addSponsor(t, admin, "Contoso");
    const resourceId = await addSponsoredResource(
      t,
      "CIO",
      "Cloud costs 2027",
      ["Cloud Computing"],
      sponsor.id,
    );
    const campaign = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [resourceId],
    });
    const ada = await memberWithToken(t, "Ada", [
      { code: "CIO", topics: ["Cloud Computing"], newsletter: true },
    ]);

    const cio = await companyByCode(t, "CIO");
    const [wording] = await t.db
      .select()
      .from(consentTexts)
      .where(and(eq(consentTexts.companyId, cio.id), eq(consentTexts.purpose, "sponsor")));
    // The migration's sentence is the shared one (the dialog and the ledger agree).
    expect(wording?.text).toBe(defaultSponsorWording("CIO"));

    const [offer] = await offersOf(ada.token);
    expect(offer).toEqual({
      resource_id: resourceId,
      campaign_id: campaign.id,
      sponsor: {
        id: sponsor.id,
        name: "Contoso",
        logo_url: sponsor.logo_url,
        website: sponsor.website,
        privacy_url: sponsor.privacy_url,
      },
      wording: {
        version: 1,
        text: defaultSponsorWording("CIO").replaceAll("{sponsor}", "Contoso"),
      },
      details: [...SPONSOR_SHARED_DETAILS],
      // The campaign asks nothing (issue 60 added the key).
      questions: [],
    });

    const before = (await eventsOf(ada.id)).length;
    const first = await share(t, ada.token, resourceId, 1);
    expect(first.statusCode, first.body).toBe(201);
    const lead = first.json<{ lead: Lead }>().lead;
    expect(lead).toMatchObject({
      sponsor_id: sponsor.id,
      campaign_id: campaign.id,
      resource_id: resourceId,
    });
    const again = await share(t, ada.token, resourceId);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ lead: Lead }>().lead).toEqual(lead);

    const events = await eventsOf(ada.id);
    expect(events.length).toBe(before + 1);
    const event = events.find((e) => e.purpose === "sponsor");
    expect(event).toMatchObject({
      sponsorId: sponsor.id,
      granted: true,
      source: "sponsor_share",
      textId: wording?.id,
    });
    const [stored] = await t.db.select().from(leads).where(eq(leads.userId, ada.id));
    expect(stored?.consentEventId).toBe(event?.id);
    expect(await offersOf(ada.token)).toEqual([]);

    // The consent history names the sponsor and shows the wording as the dialog did.
    const history = await apiCall(t, ada.token, "GET", "/user/protected/consent-events");
    const shown = history
      .json<{ events: ConsentEvent[] }>()
      .events.find((e) => e.purpose === "sponsor");
    expect(shown).toMatchObject({
      sponsor: { id: sponsor.id, name: "Contoso" },
      granted: true,
      text_version: 1,
    });
    expect(shown?.text).toContain("to Contoso, which may contact you");

    // The feed carries the sponsor on the item.
    const feed = await apiCall(t, ada.token, "POST", "/resources/filtered", { company_id: cio.id });
    const item = feed.json<{ data: Resource[] }>().data.find((r) => r.id === resourceId);
    expect(item?.sponsor).toEqual({ id: sponsor.id, name: "Contoso", logo_url: sponsor.logo_url });
  });

  it("staff are never asked: no offers, and sharing is 403", async () => {
    const sponsor = await addSponsor(t, admin, "Staffless");
    const resourceId = await addSponsoredResource(t, "CIO", "Staff read", [], sponsor.id);
    await addCampaign(t, admin, { sponsor_id: sponsor.id, resource_ids: [resourceId] });
    const employee = await staffLogin(t, "employee");
    expect(await offersOf(employee.token)).toEqual([]);
    expect(await offersOf(admin)).toEqual([]);
    expect((await share(t, employee.token, resourceId)).statusCode).toBe(403);
    expect((await share(t, admin, resourceId)).statusCode).toBe(403);
    expect((await apiCall(t, null, "POST", `/resources/${resourceId}/share`, {})).statusCode).toBe(
      401,
    );
  });

  it("409 with the reason, writing nothing, when there is no running campaign or the cap is reached", async () => {
    const sponsor = await addSponsor(t, admin, "Fabrikam");
    const plain = await addSponsoredResource(t, "CIO", "No campaign", [], sponsor.id);
    const full = await addSponsoredResource(t, "CIO", "Small campaign", [], sponsor.id);
    await addCampaign(t, admin, { sponsor_id: sponsor.id, resource_ids: [full], lead_cap: 1 });
    const bo = await memberWithToken(t, "Bo", [{ code: "CIO", topics: [], newsletter: false }]);
    const cy = await memberWithToken(t, "Cy", [{ code: "CIO", topics: [], newsletter: false }]);

    const none = await share(t, bo.token, plain);
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toBe(NO_CAMPAIGN);
    expect((await share(t, bo.token, full)).statusCode).toBe(201);
    const capped = await share(t, cy.token, full);
    expect(capped.statusCode).toBe(409);
    expect(capped.json<{ message: string }>().message).toBe(capReachedMessage("Fabrikam"));
    expect(await eventsOf(cy.id)).not.toContainEqual(
      expect.objectContaining({ purpose: "sponsor" }),
    );
    expect(await t.db.select().from(leads).where(eq(leads.userId, cy.id))).toEqual([]);
    expect((await offersOf(cy.token)).filter((o) => o.resource_id === full)).toEqual([]);
    // Unknown or malformed resource ids: a clear answer, never a 500.
    expect((await share(t, bo.token, 999_999)).statusCode).toBe(409);
    expect((await apiCall(t, bo.token, "POST", "/resources/abc/share", {})).statusCode).toBe(400);
    expect(
      (await apiCall(t, bo.token, "POST", `/resources/${full}/share`, { version: "x" })).statusCode,
    ).toBe(400);
  });

  it("the lead and its consent event commit together or not at all", async () => {
    const sponsor = await addSponsor(t, admin, "Atomic");
    const resourceId = await addSponsoredResource(t, "CIO", "Atomic read", [], sponsor.id);
    await addCampaign(t, admin, { sponsor_id: sponsor.id, resource_ids: [resourceId] });
    const di = await memberWithToken(t, "Di", [{ code: "CIO", topics: [], newsletter: false }]);
    // The lead's insert fails after the event was written: the event must go with it.
    await t.db.execute(sql`create function refuse_lead() returns trigger language plpgsql as
      $$ begin raise exception 'lead refused by the test'; end $$`);
    await t.db.execute(sql`create trigger refuse_lead before insert on leads
      for each row execute function refuse_lead()`);
    try {
      const res = await share(t, di.token, resourceId);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_lead on leads`);
      await t.db.execute(sql`drop function refuse_lead()`);
    }
    expect((await eventsOf(di.id)).filter((e) => e.purpose === "sponsor")).toEqual([]);
    expect(
      await t.db.select().from(sponsorConsents).where(eq(sponsorConsents.userId, di.id)),
    ).toEqual([]);
    expect((await share(t, di.token, resourceId)).statusCode).toBe(201);
    expect((await eventsOf(di.id)).filter((e) => e.purpose === "sponsor")).toHaveLength(1);
  });
});

describe("My Profile: shared with sponsors", () => {
  it("lists the shares, withdraws future sharing with a consent event, and the download includes them", async () => {
    const sponsor = await addSponsor(t, admin, "Litware");
    const first = await addSponsoredResource(t, "CMO", "Brand report", [], sponsor.id);
    const second = await addSponsoredResource(t, "CMO", "Brand survey", [], sponsor.id);
    const c1 = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [first],
      name: "One",
    });
    await addCampaign(t, admin, { sponsor_id: sponsor.id, resource_ids: [second], name: "Two" });
    const ed = await memberWithToken(t, "Ed", [{ code: "CMO", topics: [], newsletter: false }]);
    expect((await share(t, ed.token, first)).statusCode).toBe(201);

    const mine = await apiCall(t, ed.token, "GET", "/user/protected/sponsor-shares");
    const shares = mine.json<SponsorShares>();
    expect(shares.shares).toEqual([
      {
        lead_id: expect.any(Number),
        sponsor: {
          id: sponsor.id,
          name: "Litware",
          logo_url: sponsor.logo_url,
          privacy_url: sponsor.privacy_url,
        },
        resource: { id: first, title: "Brand report" },
        created_at: expect.any(String),
      },
    ]);
    expect(shares.sponsors).toEqual([
      {
        sponsor: { id: sponsor.id, name: "Litware", logo_url: sponsor.logo_url },
        withdrawn_at: null,
      },
    ]);
    expect((await offersOf(ed.token)).map((o) => o.resource_id)).toEqual([second]);

    const withdrawn = await apiCall(
      t,
      ed.token,
      "POST",
      "/user/protected/sponsor-shares/withdraw",
      {
        sponsor_id: sponsor.id,
      },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const at = withdrawn.json<{ withdrawn_at: string }>().withdrawn_at;
    const events = (await eventsOf(ed.id)).filter((e) => e.purpose === "sponsor");
    expect(events.map((e) => e.granted)).toEqual([true, false]);
    // No more offers, and sharing is refused with the reason.
    expect(await offersOf(ed.token)).toEqual([]);
    const refused = await share(t, ed.token, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(withdrawnMessage("Litware"));
    // What was delivered stays with the campaign.
    const campaign = await apiCall(t, admin, "GET", `/campaigns/${c1.id}`);
    expect(campaign.json<{ campaign: { leads: number } }>().campaign.leads).toBe(1);
    // Withdrawing again records nothing new; a sponsor never shared with is a 400.
    const twice = await apiCall(t, ed.token, "POST", "/user/protected/sponsor-shares/withdraw", {
      sponsor_id: sponsor.id,
    });
    expect(twice.json<{ withdrawn_at: string }>().withdrawn_at).toBe(at);
    expect((await eventsOf(ed.id)).filter((e) => e.purpose === "sponsor")).toHaveLength(2);
    const other = await addSponsor(t, admin, "Never");
    expect(
      (
        await apiCall(t, ed.token, "POST", "/user/protected/sponsor-shares/withdraw", {
          sponsor_id: other.id,
        })
      ).statusCode,
    ).toBe(400);

    const download = await apiCall(t, ed.token, "GET", "/user/protected/my-data");
    const data = JSON.parse(download.body) as MemberData;
    expect(data.sponsor_shares).toEqual([
      {
        at: expect.any(String),
        sponsor: "Litware",
        resource: "Brand report",
        campaign: "One",
        answers: {},
      },
    ]);
    expect(
      data.consent_history
        .filter((e) => e.purpose === "sponsor")
        .map((e) => [e.sponsor, e.granted]),
    ).toEqual([
      ["Litware", true],
      ["Litware", false],
    ]);
  });
});

describe("the dialog's wording", () => {
  it("is versioned: a new version is offered, and each share records the version its member read", async () => {
    const sponsor = await addSponsor(t, admin, "Wingtip");
    const resourceId = await addSponsoredResource(t, "CHRO", "People report", [], sponsor.id);
    await addCampaign(t, admin, { sponsor_id: sponsor.id, resource_ids: [resourceId] });
    const chro = await companyByCode(t, "CHRO");
    const early = await memberWithToken(t, "Early", [
      { code: "CHRO", topics: [], newsletter: false },
    ]);
    const late = await memberWithToken(t, "Late", [
      { code: "CHRO", topics: [], newsletter: false },
    ]);
    const read = await apiCall(t, admin, "GET", `/company/${chro.id}/sponsor-wording`);
    expect(read.json()).toEqual({ wording: { version: 1, text: defaultSponsorWording("CHRO") } });
    // The early member's dialog loaded version 1.
    const [shownEarly] = (await offersOf(early.token)).filter((o) => o.resource_id === resourceId);
    expect(shownEarly?.wording.version).toBe(1);

    const text = "Share your name, email, phone, company, job title and brand with {sponsor}.";
    const missing = await apiCall(t, admin, "PUT", `/company/${chro.id}/sponsor-wording`, {
      text: "No name here.",
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string> }>().errors.text).toBe(
      SPONSOR_WORDING_NEEDS_NAME,
    );
    const employee = await staffLogin(t, "employee");
    expect(
      (await apiCall(t, employee.token, "PUT", `/company/${chro.id}/sponsor-wording`, { text }))
        .statusCode,
    ).toBe(403);
    const put = await apiCall(t, admin, "PUT", `/company/${chro.id}/sponsor-wording`, { text });
    expect(put.json()).toEqual({ wording: { version: 2, text } });

    const [shownLate] = (await offersOf(late.token)).filter((o) => o.resource_id === resourceId);
    expect(shownLate?.wording).toEqual({
      version: 2,
      text: "Share your name, email, phone, company, job title and brand with Wingtip.",
    });
    expect((await share(t, early.token, resourceId, 1)).statusCode).toBe(201);
    expect((await share(t, late.token, resourceId, 2)).statusCode).toBe(201);
    const versionOf = async (userId: number) => {
      const history = await apiCall(
        t,
        admin,
        "GET",
        `/user/protected/consent-events?user_id=${userId}`,
      );
      return history.json<{ events: ConsentEvent[] }>().events.find((e) => e.purpose === "sponsor")
        ?.text_version;
    };
    expect(await versionOf(early.id)).toBe(1);
    expect(await versionOf(late.id)).toBe(2);
  });
});
