import { CAMPAIGN_LEAD_CSV_COLUMNS, type CampaignQuestion, type LeadAnswers } from "@sector/shared";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { companies, consentEvents, consentTexts, resources, users } from "../../db/schema";
import { campaigns, leads } from "../../db/sponsors-schema";
import { csvText, guardFormula } from "../../lib/csv-text";
import { liveMemberColumns } from "../../sponsors/lead-member";

const BATCH = 500;

/** A batch of a campaign's leads after `afterId`, erased members left out. */
const leadBatch = (db: Executor, campaignId: number, afterId: number) =>
  db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      // As sold; the member's current details only for leads from before migration 0024.
      sold: leads.member,
      live: liveMemberColumns,
      brand: companies.name,
      resource: resources.title,
      version: consentTexts.version,
      consentAt: consentEvents.occurredAt,
      status: leads.status,
      reason: leads.rejectReason,
      answers: leads.answers,
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

/** An answer as one cell: a text or choice as it is, several choices joined by "; ". */
const answerCell = (answers: LeadAnswers, id: string): string => {
  const answer = answers[id];
  return Array.isArray(answer) ? answer.join("; ") : (answer ?? "");
};

/**
 * One lead as the file's cells, in CAMPAIGN_LEAD_CSV_COLUMNS order then one per question,
 * formulas guarded. Work details and profile answers are the lists' codes.
 */
export const campaignLeadCells = (row: LeadRow, questions: CampaignQuestion[]): string[] => {
  const m = row.sold ?? row.live;
  return [
    row.createdAt.toISOString(),
    m.firstname,
    m.lastname,
    m.email,
    m.mobileNumber,
    m.userCompany,
    m.jobTitle,
    row.brand,
    row.resource,
    String(row.version),
    row.consentAt.toISOString(),
    m.country ?? "",
    m.companySize ?? "",
    m.industry ?? "",
    m.jobFunction ?? "",
    m.seniority ?? "",
    row.status,
    row.reason ?? "",
    ...questions.map((q) => answerCell(row.answers, q.id)),
  ].map(guardFormula);
};

/**
 * The campaign's leads file, in chunks of a batch each: the sponsor's leads in lead order,
 * rejected ones included with their status and reason, one column per current question.
 */
export async function* campaignLeadCsv(db: Executor, campaignId: number): AsyncGenerator<string> {
  const [campaign] = await db
    .select({ questions: campaigns.questions })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const questions = campaign?.questions ?? [];
  yield csvText([[...CAMPAIGN_LEAD_CSV_COLUMNS, ...questions.map((q) => guardFormula(q.label))]]);
  for await (const rows of campaignLeadCellBatches(db, campaignId, questions)) yield csvText(rows);
}

/**
 * A campaign's leads as the file's rows (campaignLeadCells), a batch at a time: the campaign's
 * file above and a sponsor's own report (src/routes/sponsor-reports) write them.
 */
export async function* campaignLeadCellBatches(
  db: Executor,
  campaignId: number,
  questions: CampaignQuestion[],
): AsyncGenerator<string[][]> {
  let after = 0;
  for (;;) {
    const batch = await leadBatch(db, campaignId, after);
    if (batch.length > 0) yield batch.map((row) => campaignLeadCells(row, questions));
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return;
    after = last.id;
  }
}
