import type { MemberData } from "@sector/shared";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mailEvents } from "../db/deliverability-schema";
import { eventRegistrations } from "../db/events-schema";
import { resourceOpens } from "../db/insights-schema";
import { newsletterDeliveries, newsletters } from "../db/newsletters-schema";
import { refreshOpenRollups } from "../db/open-rollups";
import {
  auditLog,
  companies,
  consentEvents,
  consents,
  consentTexts,
  memberships,
  preferences,
  resources,
  sponsors,
  userPreferences,
  users,
} from "../db/schema";
import { campaigns, leads } from "../db/sponsors-schema";

const iso = (date: Date) => date.toISOString();

/**
 * Everything held about one member, or null for no such (or an erased) member. Staff actions
 * name what was done, never who did it or from where: other people's data stays out.
 */
export const collectMemberData = async (
  db: Executor,
  userId: number,
): Promise<MemberData | null> => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  if (!user) return null;
  // Their opens of the last second may still wait to be rolled up into resource_opens.
  await refreshOpenRollups(db);
  const [
    brands,
    topics,
    current,
    history,
    opens,
    actions,
    editions,
    events,
    shares,
    registrations,
  ] = await Promise.all([
    db
      .select({
        company_id: memberships.companyId,
        name: companies.name,
        joinedAt: memberships.joinedAt,
        source: memberships.source,
      })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(eq(memberships.userId, userId))
      // The brand joined through first, then the others as they were joined.
      .orderBy(
        sql`${memberships.companyId} is distinct from ${user.joinedThru}`,
        asc(memberships.joinedAt),
        asc(companies.name),
      ),
    db
      .select({
        company_id: preferences.companyId,
        company_name: companies.name,
        preference_id: preferences.id,
        name: preferences.name,
      })
      .from(userPreferences)
      .innerJoin(preferences, eq(preferences.id, userPreferences.preferenceId))
      .innerJoin(companies, eq(companies.id, preferences.companyId))
      .where(eq(userPreferences.userId, userId))
      .orderBy(asc(companies.name), asc(preferences.name)),
    db
      .select({
        company_id: consents.companyId,
        company_name: companies.name,
        purpose: consents.purpose,
        granted: consents.granted,
        updatedAt: consents.updatedAt,
      })
      .from(consents)
      .innerJoin(companies, eq(companies.id, consents.companyId))
      .where(eq(consents.userId, userId))
      .orderBy(asc(companies.name), asc(consents.purpose)),
    db
      .select({
        at: consentEvents.occurredAt,
        company_id: consentEvents.companyId,
        company_name: companies.name,
        purpose: consentEvents.purpose,
        sponsor: sponsors.name,
        granted: consentEvents.granted,
        source: consentEvents.source,
        wording_version: consentTexts.version,
        wording: consentTexts.text,
        ip: consentEvents.ip,
        user_agent: consentEvents.userAgent,
      })
      .from(consentEvents)
      .innerJoin(companies, eq(companies.id, consentEvents.companyId))
      .leftJoin(consentTexts, eq(consentTexts.id, consentEvents.textId))
      .leftJoin(sponsors, eq(sponsors.id, consentEvents.sponsorId))
      .where(eq(consentEvents.userId, userId))
      .orderBy(asc(consentEvents.id)),
    db
      .select({
        resource_id: resourceOpens.resourceId,
        title: resources.title,
        openedAt: resourceOpens.openedAt,
      })
      .from(resourceOpens)
      .innerJoin(resources, eq(resources.id, resourceOpens.resourceId))
      .where(eq(resourceOpens.userId, userId))
      .orderBy(asc(resourceOpens.id)),
    db
      .select({ at: auditLog.at, action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, String(userId))))
      .orderBy(asc(auditLog.id)),
    db
      .select({
        newsletter_id: newsletterDeliveries.newsletterId,
        company_name: companies.name,
        subject: newsletters.subject,
        status: newsletterDeliveries.status,
        sentAt: newsletterDeliveries.sentAt,
        bouncedAt: newsletterDeliveries.bouncedAt,
        complainedAt: newsletterDeliveries.complainedAt,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletters, eq(newsletters.id, newsletterDeliveries.newsletterId))
      .innerJoin(companies, eq(companies.id, newsletters.companyId))
      .where(eq(newsletterDeliveries.userId, userId))
      .orderBy(asc(newsletterDeliveries.newsletterId)),
    db
      .select({
        receivedAt: mailEvents.receivedAt,
        provider: mailEvents.provider,
        kind: mailEvents.kind,
        detail: mailEvents.detail,
      })
      .from(mailEvents)
      .where(eq(mailEvents.userId, userId))
      .orderBy(asc(mailEvents.id)),
    db
      .select({
        at: leads.createdAt,
        sponsor: sponsors.name,
        resource: resources.title,
        campaign: campaigns.name,
        answers: leads.answers,
        questions: campaigns.questions,
      })
      .from(leads)
      .innerJoin(sponsors, eq(sponsors.id, leads.sponsorId))
      .innerJoin(resources, eq(resources.id, leads.resourceId))
      .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
      .where(eq(leads.userId, userId))
      .orderBy(asc(leads.id)),
    db
      .select({
        event_id: eventRegistrations.resourceId,
        title: resources.title,
        status: eventRegistrations.status,
        attendance: eventRegistrations.attendance,
        attended_minutes: eventRegistrations.attendedMinutes,
        createdAt: eventRegistrations.createdAt,
        cancelledAt: eventRegistrations.cancelledAt,
      })
      .from(eventRegistrations)
      .innerJoin(resources, eq(resources.id, eventRegistrations.resourceId))
      .where(eq(eventRegistrations.userId, userId))
      .orderBy(asc(eventRegistrations.id)),
  ]);
  const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      mobile_number: user.mobileNumber,
      user_company: user.userCompany,
      job_title: user.jobTitle,
      country: user.country,
      company_size: user.companySize,
      industry: user.industry,
      job_function: user.jobFunction,
      job_function_source: user.jobFunctionSource,
      seniority: user.seniority,
      seniority_source: user.senioritySource,
      role: user.role,
      created_at: iso(user.createdAt),
    },
    brands: brands.map(({ joinedAt, ...b }) => ({ ...b, joined_at: iso(joinedAt) })),
    topics,
    consents: current.map(({ updatedAt, ...c }) => ({ ...c, updated_at: iso(updatedAt) })),
    consent_history: history.map((e) => ({ ...e, at: iso(e.at) })),
    resource_opens: opens.map(({ openedAt, ...o }) => ({ ...o, opened_at: iso(openedAt) })),
    newsletters: editions.map(({ sentAt, bouncedAt, complainedAt, ...e }) => ({
      ...e,
      sent_at: isoOrNull(sentAt),
      bounced_at: isoOrNull(bouncedAt),
      complained_at: isoOrNull(complainedAt),
    })),
    mail_events: events.map(({ receivedAt, ...e }) => ({ ...e, at: iso(receivedAt) })),
    sponsor_shares: shares.map(({ answers, questions, ...s }) => ({
      ...s,
      at: iso(s.at),
      // By the question's wording, as the dialog asked it (its id if the campaign dropped it).
      answers: Object.fromEntries(
        Object.entries(answers).map(([id, answer]) => [
          questions.find((q) => q.id === id)?.label ?? id,
          answer,
        ]),
      ),
    })),
    event_registrations: registrations.map(({ createdAt, cancelledAt, ...r }) => ({
      ...r,
      registered_at: iso(createdAt),
      cancelled_at: isoOrNull(cancelledAt),
    })),
    staff_actions: actions.map((a) => ({ ...a, at: iso(a.at) })),
  };
};
