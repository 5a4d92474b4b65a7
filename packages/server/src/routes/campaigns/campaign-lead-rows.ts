import { CAMPAIGN_LEAD_CSV_COLUMNS } from "@sector/shared";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { companies, consentEvents, consentTexts, resources, users } from "../../db/schema";
import { leads } from "../../db/sponsors-schema";
import { csvText, guardFormula } from "../../lib/csv-text";

const BATCH = 500;

/** A batch of a campaign's leads after `afterId`, erased members left out. */
const leadBatch = (db: Executor, campaignId: number, afterId: number) =>
  db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phone: users.mobileNumber,
      company: users.userCompany,
      jobTitle: users.jobTitle,
      brand: companies.name,
      resource: resources.title,
      version: consentTexts.version,
      consentAt: consentEvents.occurredAt,
    })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.userId))
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .innerJoin(resources, eq(resources.id, leads.resourceId))
    .innerJoin(consentEvents, eq(consentEvents.id, leads.consentEventId))
    .innerJoin(consentTexts, eq(consentTexts.id, consentEvents.textId))
    .where(and(eq(leads.campaignId, campaignId), gt(leads.id, afterId), isNull(users.erasedAt)))
    .orderBy(asc(leads.id))
    .limit(BATCH);

type LeadRow = Awaited<ReturnType<typeof leadBatch>>[number];

/** One lead as the file's cells, in CAMPAIGN_LEAD_CSV_COLUMNS order, formulas guarded. */
export const campaignLeadCells = (row: LeadRow): string[] =>
  [
    row.createdAt.toISOString(),
    row.firstname,
    row.lastname,
    row.email,
    row.phone,
    row.company,
    row.jobTitle,
    row.brand,
    row.resource,
    String(row.version),
    row.consentAt.toISOString(),
  ].map(guardFormula);

/** The campaign's leads file, in chunks of a batch each: the sponsor's leads in lead order. */
export async function* campaignLeadCsv(db: Executor, campaignId: number): AsyncGenerator<string> {
  yield csvText([[...CAMPAIGN_LEAD_CSV_COLUMNS]]);
  let after = 0;
  for (;;) {
    const batch = await leadBatch(db, campaignId, after);
    if (batch.length > 0) yield csvText(batch.map(campaignLeadCells));
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return;
    after = last.id;
  }
}
