import type { SponsorOffer } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEvent, register, registrationOf } from "../../../test/events";
import { loginAdmin } from "../../../test/fixtures";
import { addCampaign, addSponsor, apiCall, memberWithToken } from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { eventRegistrations } from "../../db/events-schema";
import { resources } from "../../db/schema";
import { leads } from "../../db/sponsors-schema";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const member = (name: string) =>
  memberWithToken(t, name, [{ code: "CIO", topics: ["Cloud Computing"], newsletter: true }]);

/** An event sponsored by a sponsor with a running campaign asking one required question. */
const sponsoredEvent = async (title: string, leadCap = 100) => {
  const sponsor = await addSponsor(t, admin, `Sponsor of ${title}`);
  const eventId = await addEvent(t, "CIO", title);
  await t.db.update(resources).set({ sponsorId: sponsor.id }).where(eq(resources.id, eventId));
  const campaign = await addCampaign(t, admin, {
    sponsor_id: sponsor.id,
    resource_ids: [eventId],
    name: title,
    lead_cap: leadCap,
    questions: [
      {
        id: "budget",
        label: "Budget this year",
        kind: "single",
        options: ["Under $10k", "Over $10k"],
        required: true,
      },
    ],
  });
  await t.sync();
  return { sponsor, eventId, campaign };
};

const leadsOf = (userId: number) => t.db.select().from(leads).where(eq(leads.userId, userId));

describe("sponsored events", () => {
  it("ask the sponsor question at registration: a share makes the lead, with the event as its resource", async () => {
    const { eventId, campaign } = await sponsoredEvent("Sponsored webinar");
    const ada = await member("Ada");
    const offers = (await apiCall(t, ada.token, "GET", "/sponsor-offers")).json<{
      offers: SponsorOffer[];
    }>().offers;
    const offer = offers.find((o) => o.resource_id === eventId);
    expect(offer?.questions.map((q) => q.id)).toEqual(["budget"]);

    const res = await register(t, ada.token, eventId, {
      share: { version: offer?.wording.version, answers: { budget: "Over $10k" } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(registrationOf(res).status).toBe("registered");
    const [lead] = await leadsOf(ada.id);
    expect(lead).toMatchObject({ campaignId: campaign.id, resourceId: eventId });
    expect(lead?.answers).toEqual({ budget: "Over $10k" });

    // The lead export names the event as the resource.
    const csv = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}/leads.csv`);
    expect(csv.body).toContain("Sponsored webinar");
  });

  it("share nothing on a registration alone", async () => {
    const { eventId } = await sponsoredEvent("Unshared roundtable");
    const bob = await member("Bob");
    expect((await register(t, bob.token, eventId)).statusCode).toBe(201);
    expect(await leadsOf(bob.id)).toEqual([]);
  });

  it("write nothing when an answer is wrong (400): neither the registration nor the lead", async () => {
    const { eventId } = await sponsoredEvent("Strict sponsor");
    const cid = await member("Cid");
    const res = await register(t, cid.token, eventId, {
      share: { answers: { budget: "A million" } },
    });
    expect(res.statusCode).toBe(400);
    expect(await leadsOf(cid.id)).toEqual([]);
    expect(
      await t.db.select().from(eventRegistrations).where(eq(eventRegistrations.userId, cid.id)),
    ).toEqual([]);
  });

  it("register without a lead when the campaign is no longer open to them (its cap reached)", async () => {
    const { eventId } = await sponsoredEvent("Capped webinar", 1);
    const [first, second] = [await member("Dee"), await member("Eli")];
    const answers = { budget: "Over $10k" };
    expect((await register(t, first.token, eventId, { share: { answers } })).statusCode).toBe(201);
    const late = await register(t, second.token, eventId, { share: { answers } });
    expect(late.statusCode, late.body).toBe(201);
    expect(registrationOf(late).status).toBe("registered");
    expect(await leadsOf(first.id)).toHaveLength(1);
    expect(await leadsOf(second.id)).toEqual([]);
  });
});
