import type { EventRegistrant, StaffEvent } from "@sector/shared";
import { and, asc, desc, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { eventRegistrations, events } from "../../db/events-schema";
import { companies, resources, sponsors, users } from "../../db/schema";
import { containsPattern } from "../../lib/like-pattern";
import { presentRegistrant, presentStaffEvent } from "../../presenters/event";

const counted = (condition: SQL, name: string) =>
  sql<number>`(count(*) filter (where ${condition}))::int`.as(name);

/** Each event's registrations counted by what became of them. */
const countsOf = (db: Executor) =>
  db
    .select({
      resourceId: eventRegistrations.resourceId,
      registered: counted(sql`${eventRegistrations.status} = 'registered'`, "registered"),
      waitlisted: counted(sql`${eventRegistrations.status} = 'waitlisted'`, "waitlisted"),
      cancelled: counted(sql`${eventRegistrations.status} = 'cancelled'`, "cancelled"),
      attended: counted(sql`${eventRegistrations.attendance} = 'attended'`, "attended"),
      noShow: counted(sql`${eventRegistrations.attendance} = 'no_show'`, "no_show"),
    })
    .from(eventRegistrations)
    .groupBy(eventRegistrations.resourceId)
    .as("counts");

/**
 * Staff's events: upcoming (not ended yet, soonest first) or past (latest first), of one brand
 * or all, each with its registrations counted.
 */
export const listStaffEvents = async (
  db: Executor,
  query: { when: "upcoming" | "past"; companyId?: number; id?: number },
): Promise<StaffEvent[]> => {
  const counts = countsOf(db);
  const where = [
    query.id === undefined
      ? query.when === "upcoming"
        ? gt(events.endsAt, sql`now()`)
        : lte(events.endsAt, sql`now()`)
      : eq(events.resourceId, query.id),
    query.companyId === undefined ? undefined : eq(resources.companyId, query.companyId),
  ];
  const rows = await db
    .select({
      event: events,
      title: resources.title,
      resourceUrl: resources.resourceUrl,
      companyId: companies.id,
      companyName: companies.name,
      sponsorId: sponsors.id,
      sponsorName: sponsors.name,
      sponsorLogoUrl: sponsors.logoUrl,
      registered: counts.registered,
      waitlisted: counts.waitlisted,
      cancelled: counts.cancelled,
      attended: counts.attended,
      noShow: counts.noShow,
    })
    .from(events)
    .innerJoin(resources, eq(resources.id, events.resourceId))
    .innerJoin(companies, eq(companies.id, resources.companyId))
    .leftJoin(sponsors, eq(sponsors.id, resources.sponsorId))
    .leftJoin(counts, eq(counts.resourceId, events.resourceId))
    .where(and(...where))
    .orderBy(
      query.when === "upcoming" ? asc(events.startsAt) : desc(events.startsAt),
      asc(events.resourceId),
    )
    .limit(500);
  return rows.map(presentStaffEvent);
};

/** Registrations made per UTC day (cancelled ones included: they registered that day). */
export const registrationsPerDay = async (db: Executor, eventId: number) =>
  db
    .select({
      day: sql<string>`to_char(${eventRegistrations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.resourceId, eventId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);

export type RegistrantStatus = "registered" | "waitlisted" | "cancelled" | "attended" | "no_show";

/**
 * An event's registrants, in registration order (erased members left out): those whose name,
 * address or company contains `search`, of one status (attended / no_show: the attendance).
 */
export const listRegistrants = async (
  db: Executor,
  eventId: number,
  filter: { search?: string; status?: RegistrantStatus; afterId?: number; limit: number },
): Promise<EventRegistrant[]> => {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const rows = await db
    .select({
      registration: eventRegistrations,
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      userCompany: users.userCompany,
      jobTitle: users.jobTitle,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .where(
      and(
        eq(eventRegistrations.resourceId, eventId),
        sql`${users.erasedAt} is null`,
        filter.afterId === undefined ? undefined : gt(eventRegistrations.id, filter.afterId),
        filter.status === undefined
          ? undefined
          : filter.status === "attended" || filter.status === "no_show"
            ? eq(eventRegistrations.attendance, filter.status)
            : eq(eventRegistrations.status, filter.status),
        pattern === null
          ? undefined
          : sql`(${users.email} ilike ${pattern} or (${users.firstname} || ' ' || ${users.lastname}) ilike ${pattern} or ${users.userCompany} ilike ${pattern})`,
      ),
    )
    .orderBy(asc(eventRegistrations.id))
    .limit(filter.limit);
  return rows.map(presentRegistrant);
};
