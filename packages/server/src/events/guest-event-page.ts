import type { PublicEvent } from "@sector/shared";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { companyBrandColumns } from "../db/company-brand";
import { eventRegistrations, events } from "../db/events-schema";
import { companies, resources, sponsors } from "../db/schema";
import { presentCompanyBrand } from "../presenters/company";
import { guestSponsorQuestion } from "./guest-sponsor-question";

/**
 * An event as its public page shows it (/events/{id} and GET /api/events/{id}/page), or null
 * when the resource does not exist or is not an event. One statement: the event, its brand's
 * look and form, its sponsor and its seats counted; then the sponsor's share question, when its
 * campaign asks one (guestSponsorQuestion). Never the join URL.
 */
export const findPublicEvent = async (db: Executor, id: number): Promise<PublicEvent | null> => {
  const counted = (status: "registered" | "waitlisted") =>
    sql<number>`(select count(*)::int from ${eventRegistrations} where ${eventRegistrations.resourceId} = ${events.resourceId} and ${eventRegistrations.status} = ${status})`;
  const [row] = await db
    .select({
      id: events.resourceId,
      title: resources.title,
      resourceUrl: resources.resourceUrl,
      imageBg: resources.imageBg,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      timezone: events.timezone,
      location: events.location,
      capacity: events.capacity,
      started: sql<boolean>`${events.startsAt} <= now()`,
      sponsorId: sponsors.id,
      sponsorName: sponsors.name,
      sponsorLogoUrl: sponsors.logoUrl,
      registered: counted("registered"),
      waitlisted: counted("waitlisted"),
      company: companyBrandColumns,
    })
    .from(events)
    .innerJoin(resources, eq(resources.id, events.resourceId))
    .innerJoin(companies, eq(companies.id, resources.companyId))
    .leftJoin(sponsors, eq(sponsors.id, resources.sponsorId))
    .where(eq(events.resourceId, id));
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    resource_url: row.resourceUrl,
    image_bg: row.imageBg,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    timezone: row.timezone,
    location: row.location,
    capacity: row.capacity,
    company: presentCompanyBrand(row.company),
    sponsor:
      row.sponsorId === null || row.sponsorName === null
        ? null
        : { id: row.sponsorId, name: row.sponsorName, logo_url: row.sponsorLogoUrl },
    seats_left: row.capacity === null ? null : Math.max(0, row.capacity - row.registered),
    waitlisted: row.waitlisted,
    started: row.started,
    sponsor_question:
      row.sponsorId === null || row.started ? null : await guestSponsorQuestion(db, row.id),
  };
};
