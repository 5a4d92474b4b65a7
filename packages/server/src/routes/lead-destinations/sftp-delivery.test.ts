import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { CampaignLeadsPage, Lead, LeadDestination } from "@sector/shared";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SftpServer, startSftpServer } from "../../../test/fakes/sftp-server";
import { loginAdmin } from "../../../test/fixtures";
import {
  addCampaign,
  addSponsor,
  addSponsoredResource,
  apiCall,
  memberWithToken,
  share,
} from "../../../test/sponsors";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { leadDeliveries } from "../../db/lead-delivery-schema";
import { campaignSlug } from "../../lead-delivery/sftp";

let t: TestApp;
let admin: string;
let sftp: SftpServer;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAdmin(t)).token;
  sftp = await startSftpServer();
}, 30_000);
afterAll(async () => {
  await t.close();
  await sftp.close();
});

const deliveriesOf = (leadId: number) =>
  t.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
const waitFor = async (check: () => Promise<boolean>, ms = 15_000) => {
  const until = Date.now() + ms;
  for (;;) {
    await t.app.jobs.drain();
    if (await check()) return;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe("lead delivery to an SFTP folder, through the routes", () => {
  it("a lead made lands as its row in the campaign's CSV of the day and shows delivered; redelivered, it is still one row", async () => {
    const sponsor = await addSponsor(t, admin, "Drop Sponsor");
    const resourceId = await addSponsoredResource(t, "CHRO", "Drop Report", [], sponsor.id);
    const campaign = await addCampaign(t, admin, {
      sponsor_id: sponsor.id,
      resource_ids: [resourceId],
      name: "Drop Campaign: EMEA",
    });
    const created = await apiCall(t, admin, "POST", `/sponsors/${sponsor.id}/destinations`, {
      kind: "sftp",
      name: "Acme drop",
      settings: {
        host: sftp.host,
        port: sftp.port,
        username: sftp.keyUser.username,
        private_key: sftp.keyUser.privateKey,
        folder: sftp.folder,
      },
      field_map: { email: "E-mail", first_name: "First name", campaign: "Campaign" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const destination = created.json<{ destination: LeadDestination }>().destination;
    expect(created.body).not.toContain("PRIVATE KEY");

    const member = await memberWithToken(t, "Sftpa", [
      { code: "CHRO", topics: [], newsletter: false },
    ]);
    const shared = await share(t, member.token, resourceId);
    expect(shared.statusCode, shared.body).toBe(201);
    const lead = shared.json<{ lead: Lead }>().lead;
    await waitFor(async () => (await deliveriesOf(lead.id))[0]?.status === "delivered");

    const email =
      (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, member.id) }))?.email ??
      "";
    const file = `${campaignSlug(campaign.name)}-${lead.created_at.slice(0, 10)}.csv`;
    // The file's rows as records under its header (the columns' order is the kind's own).
    const records = () =>
      parse(readFileSync(join(sftp.folder, file), "utf8"), { columns: true }) as Record<
        string,
        string
      >[];
    expect(readdirSync(sftp.folder)).toEqual([file]);
    expect(records()).toEqual([
      { "E-mail": email, "First name": "Sftpa", Campaign: campaign.name },
    ]);
    const page = await apiCall(t, admin, "GET", `/campaigns/${campaign.id}/leads`);
    expect(page.json<CampaignLeadsPage>().leads[0]?.deliveries).toEqual([
      {
        destination_id: destination.id,
        status: "delivered",
        attempts: 1,
        last_error: null,
        delivered_at: expect.any(String),
      },
    ]);

    const first = (await deliveriesOf(lead.id))[0]?.deliveredAt?.getTime() ?? 0;
    const inode = statSync(join(sftp.folder, file)).ino;
    const again = await apiCall(t, admin, "POST", `/leads/${lead.id}/redeliver`);
    expect(again.json()).toEqual({ queued: 1 });
    await waitFor(async () => (await deliveriesOf(lead.id))[0]?.status === "delivered");
    const [redelivered] = await deliveriesOf(lead.id);
    expect(redelivered?.lastError).toBeNull();
    expect(redelivered?.deliveredAt?.getTime()).toBeGreaterThan(first);
    // Written again (a new file renamed over the old), its row replaced, not appended.
    expect(statSync(join(sftp.folder, file)).ino).not.toBe(inode);
    expect(records()).toEqual([
      { "E-mail": email, "First name": "Sftpa", Campaign: campaign.name },
    ]);
    expect(readdirSync(sftp.folder)).toEqual([file]);
  });
});
