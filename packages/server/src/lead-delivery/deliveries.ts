import type { FieldMap, LeadAnswers } from "@sector/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { leadDeliveries, leadDestinations } from "../db/lead-delivery-schema";
import { rowsOf } from "../db/rows";
import { companies, consentEvents, consentTexts, jobs, resources, users } from "../db/schema";
import { campaigns, type LeadMemberSnapshot, leads } from "../db/sponsors-schema";
import { enqueueJob } from "../jobs/job-queue";
import { retryDelayMs } from "../jobs/retry-policy";
import type { RetryPolicy } from "../lib/retry-policy";
import { liveMemberColumns } from "../sponsors/lead-member";
import type { LeadOutcome, MappedLead } from "./adapter";

/**
 * The delivery queue of issue 61: one lead_deliveries row per lead and destination, written
 * with the lead; the job "lead-delivery" { destinationId } sends a destination's due ones in
 * batches, each batch claimed by a lease so two workers never send the same leads at once.
 */

/**
 * Makes sure a "lead-delivery" job of this destination will run at `runAt` (now when absent):
 * one already waiting, not claimed and due by then, is enough. Its row is locked until the
 * caller commits, so a worker cannot claim it in between and miss what the caller writes (the
 * claim skips locked jobs; a job claimed first no longer matches and a new one is queued).
 */
export const ensureDeliveryJob = async (
  db: Executor,
  destinationId: number,
  runAt?: Date,
): Promise<void> => {
  const by = runAt ? sql`${runAt.toISOString()}::timestamptz` : sql`now()`;
  const waiting = await db.execute(sql`
    select ${jobs.id} from ${jobs}
    where ${jobs.kind} = 'lead-delivery' and ${jobs.status} = 'pending'
      and (${jobs.payload} ->> 'destinationId')::int = ${destinationId}
      and ${jobs.runAt} <= greatest(${by}, now())
      and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= now())
    limit 1
    for update`);
  if (rowsOf(waiting).length > 0) return;
  await enqueueJob(db, "lead-delivery", { destinationId }, runAt ? { runAt } : {});
};

/**
 * A lead just made: a delivery for each active destination of its sponsor that delivers
 * through this queue (https ones hear of it as a webhook event), and their jobs. Pass the
 * lead's transaction: the deliveries exist exactly when the lead does.
 */
export const queueLeadDeliveries = async (
  tx: Executor,
  leadId: number,
  sponsorId: number,
): Promise<number> => {
  const queued = await tx.execute(sql`
    insert into ${leadDeliveries} (lead_id, destination_id)
    select ${leadId}, ${leadDestinations.id} from ${leadDestinations}
    where ${leadDestinations.sponsorId} = ${sponsorId}
      and ${leadDestinations.active} and ${leadDestinations.kind} <> 'https'
    on conflict do nothing
    returning destination_id`);
  const rows = rowsOf<{ destination_id: number }>(queued);
  for (const { destination_id } of rows) await ensureDeliveryJob(tx, destination_id);
  return rows.length;
};

/** One claimed delivery. */
export interface ClaimedDelivery {
  id: number;
  leadId: number;
  /** Its attempts, this one included. */
  attempts: number;
}

/**
 * Claims up to `limit` due deliveries of a destination for `leaseMs` and counts the attempt.
 * FOR UPDATE SKIP LOCKED, then the lease: two workers never hold the same delivery.
 */
export const claimDeliveries = async (
  db: Executor,
  destinationId: number,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedDelivery[]> => {
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.destinationId, destinationId),
        eq(leadDeliveries.status, "pending"),
        sql`${leadDeliveries.nextAttemptAt} <= now()`,
        sql`(${leadDeliveries.lockedUntil} is null or ${leadDeliveries.lockedUntil} <= now())`,
      ),
    )
    .orderBy(leadDeliveries.nextAttemptAt, leadDeliveries.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(leadDeliveries)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${leadDeliveries.attempts} + 1`,
      firstAttemptAt: sql`coalesce(${leadDeliveries.firstAttemptAt}, now())`,
    })
    .where(inArray(leadDeliveries.id, due))
    .returning({
      id: leadDeliveries.id,
      leadId: leadDeliveries.leadId,
      attempts: leadDeliveries.attempts,
    });
};

/** Claimed deliveries handed back untouched (the process is stopping): due at once. */
export const releaseDeliveries = async (db: Executor, ids: number[]): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(leadDeliveries)
    .set({ lockedUntil: null, attempts: sql`greatest(${leadDeliveries.attempts} - 1, 0)` })
    .where(and(inArray(leadDeliveries.id, ids), eq(leadDeliveries.status, "pending")));
};

/** Deliveries never sent: their lead was rejected or its member erased (`why`). */
export const skipDeliveries = async (db: Executor, ids: number[], why: string): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(leadDeliveries)
    .set({ status: "skipped", lastError: why, lockedUntil: null })
    .where(inArray(leadDeliveries.id, ids));
};

/**
 * Records what the far end said of each claimed delivery: delivered; failed when refused for
 * good; else pending again after the retry policy's delay (or the far end's own, when longer),
 * and failed once its window (giveUpAfterMs from the first attempt, by the database's clock)
 * is over. One statement per outcome of the same kind and words.
 */
export const recordOutcomes = async (
  db: Executor,
  claimed: ClaimedDelivery[],
  outcomes: LeadOutcome[],
  retry: RetryPolicy,
): Promise<void> => {
  const byLead = new Map(outcomes.map((o) => [o.leadId, o]));
  const delivered: number[] = [];
  const groups = new Map<
    string,
    { ids: number[]; error: string; retryable: boolean; waitMs: number }
  >();
  for (const delivery of claimed) {
    const outcome: LeadOutcome = byLead.get(delivery.leadId) ?? {
      leadId: delivery.leadId,
      ok: false,
      retryable: true,
      error: "the destination answered nothing for this lead",
    };
    if (outcome.ok) {
      delivered.push(delivery.id);
      continue;
    }
    const waitMs = outcome.retryable
      ? Math.max(retryDelayMs(retry, delivery.attempts), outcome.retryAfterMs ?? 0)
      : 0;
    const key = `${outcome.retryable}|${waitMs}|${outcome.error}`;
    const group = groups.get(key) ?? {
      ids: [],
      error: outcome.error.slice(0, 1000),
      retryable: outcome.retryable,
      waitMs,
    };
    group.ids.push(delivery.id);
    groups.set(key, group);
  }
  if (delivered.length > 0) {
    await db
      .update(leadDeliveries)
      .set({ status: "delivered", deliveredAt: sql`now()`, lastError: null, lockedUntil: null })
      .where(and(inArray(leadDeliveries.id, delivered), eq(leadDeliveries.status, "pending")));
  }
  for (const group of groups.values()) {
    const over = sql`now() - ${leadDeliveries.firstAttemptAt} >= ${retry.giveUpAfterMs} * interval '1 millisecond'`;
    await db
      .update(leadDeliveries)
      .set(
        group.retryable
          ? {
              status: sql`case when ${over} then 'failed' else 'pending' end`,
              nextAttemptAt: sql`now() + ${group.waitMs} * interval '1 millisecond'`,
              lastError: group.error,
              lockedUntil: null,
            }
          : { status: "failed", lastError: group.error, lockedUntil: null },
      )
      .where(and(inArray(leadDeliveries.id, group.ids), eq(leadDeliveries.status, "pending")));
  }
};

/**
 * When the destination's next pending delivery is due (or its claim ends), null when none
 * waits: the job that finds nothing due queues itself for then.
 */
export const nextDueAt = async (db: Executor, destinationId: number): Promise<Date | null> => {
  const [row] = await db
    .select({
      at: sql<
        string | null
      >`min(greatest(${leadDeliveries.nextAttemptAt}, coalesce(${leadDeliveries.lockedUntil}, ${leadDeliveries.nextAttemptAt})))`,
    })
    .from(leadDeliveries)
    .where(
      and(eq(leadDeliveries.destinationId, destinationId), eq(leadDeliveries.status, "pending")),
    );
  return row?.at ? new Date(row.at) : null;
};

/**
 * POST /leads/{id}/redeliver: every delivery of the lead pending again, due now, with a fresh
 * retry window; answers the destinations whose job must run.
 */
export const redeliverLead = async (db: Executor, leadId: number): Promise<number[]> => {
  const rows = await db
    .update(leadDeliveries)
    .set({
      status: "pending",
      nextAttemptAt: sql`now()`,
      firstAttemptAt: null,
      lockedUntil: null,
      lastError: null,
      deliveredAt: null,
    })
    .where(eq(leadDeliveries.leadId, leadId))
    .returning({ destinationId: leadDeliveries.destinationId });
  const destinations = [...new Set(rows.map((r) => r.destinationId))];
  for (const id of destinations) await ensureDeliveryJob(db, id);
  return destinations;
};

/** The lead's deliveries for the leads list. */
export const deliveriesOfLeads = async (db: Executor, leadIds: number[]) => {
  if (leadIds.length === 0) return new Map<number, (typeof leadDeliveries.$inferSelect)[]>();
  const rows = await db
    .select()
    .from(leadDeliveries)
    .where(inArray(leadDeliveries.leadId, leadIds))
    .orderBy(leadDeliveries.destinationId);
  const byLead = new Map<number, (typeof leadDeliveries.$inferSelect)[]>();
  for (const row of rows) byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), row]);
  return byLead;
};

/** A lead as a destination's field map reads it. */
export interface LeadForDelivery {
  id: number;
  status: "delivered" | "rejected";
  erased: boolean;
  member: LeadMemberSnapshot;
  answers: LeadAnswers;
  createdAt: Date;
  campaign: { id: number; name: string };
  brand: string;
  resource: string;
  consentAt: Date;
  consentVersion: number;
}

/** The leads of claimed deliveries, as sold (the member's live details for leads before 0024). */
export const leadsForDelivery = async (
  db: Executor,
  leadIds: number[],
): Promise<Map<number, LeadForDelivery>> => {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: leads.id,
      status: leads.status,
      erasedAt: users.erasedAt,
      sold: leads.member,
      live: liveMemberColumns,
      answers: leads.answers,
      createdAt: leads.createdAt,
      campaign: { id: campaigns.id, name: campaigns.name },
      brand: companies.name,
      resource: resources.title,
      consentAt: consentEvents.occurredAt,
      consentVersion: consentTexts.version,
    })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.userId))
    .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .innerJoin(resources, eq(resources.id, leads.resourceId))
    .innerJoin(consentEvents, eq(consentEvents.id, leads.consentEventId))
    .innerJoin(consentTexts, eq(consentTexts.id, consentEvents.textId))
    .where(inArray(leads.id, leadIds));
  return new Map(
    rows.map(({ sold, live, erasedAt, ...row }) => [
      row.id,
      { ...row, member: sold ?? live, erased: erasedAt !== null },
    ]),
  );
};

/** Our value of one field of a lead, as text ("" when it has none). */
const fieldValue = (lead: LeadForDelivery, field: string): string => {
  const m = lead.member;
  if (field.startsWith("question:")) {
    const answer = lead.answers[field.slice("question:".length)];
    return Array.isArray(answer) ? answer.join("; ") : (answer ?? "");
  }
  switch (field) {
    case "first_name":
      return m.firstname;
    case "last_name":
      return m.lastname;
    case "email":
      return m.email;
    case "phone":
      return m.mobileNumber;
    case "company":
      return m.userCompany;
    case "job_title":
      return m.jobTitle;
    case "brand":
      return lead.brand;
    case "country":
      return m.country ?? "";
    case "company_size":
      return m.companySize ?? "";
    case "industry":
      return m.industry ?? "";
    case "job_function":
      return m.jobFunction ?? "";
    case "seniority":
      return m.seniority ?? "";
    case "consent_at":
      return lead.consentAt.toISOString();
    case "consent_version":
      return String(lead.consentVersion);
    case "resource":
      return lead.resource;
    case "campaign":
      return lead.campaign.name;
    default:
      return "";
  }
};

/** A lead through a destination's field map: their field → our value. */
export const mapLead = (lead: LeadForDelivery, fieldMap: FieldMap, test = false): MappedLead => ({
  leadId: lead.id,
  test,
  email: lead.member.email,
  campaign: lead.campaign,
  day: lead.createdAt.toISOString().slice(0, 10),
  record: Object.fromEntries(
    Object.entries(fieldMap).map(([ours, theirs]) => [theirs, fieldValue(lead, ours)]),
  ),
});

/** "Send test lead": a lead no member made, marked as a test in its name and company. */
export const testLead = (now = new Date()): LeadForDelivery => ({
  id: 0,
  status: "delivered",
  erased: false,
  member: {
    firstname: "Test",
    lastname: "Lead (Sector Portal test)",
    email: "test-lead@sector-portal.invalid",
    mobileNumber: "+10000000000",
    userCompany: "Sector Portal test lead",
    jobTitle: "Test lead: not a real person",
    country: null,
    companySize: null,
    industry: null,
    jobFunction: null,
    seniority: null,
  },
  answers: {},
  createdAt: now,
  campaign: { id: 0, name: "Sector Portal test lead" },
  brand: "Sector Portal",
  resource: "Sector Portal test lead",
  consentAt: now,
  consentVersion: 0,
});
