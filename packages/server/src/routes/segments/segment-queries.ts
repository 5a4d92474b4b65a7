import type { SegmentRules } from "@sector/shared";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { events } from "../../db/events-schema";
import { segments } from "../../db/mailings-schema";
import { companies, preferences, resources } from "../../db/schema";
import { fieldError, NotFoundError } from "../../lib/errors";
import { presentSegment } from "../../presenters/segment";
import { EVENTS_OF_OTHER_BRAND, SEGMENT_NOT_FOUND, TOPICS_OF_OTHER_BRAND } from "./messages";

const columns = {
  id: segments.id,
  companyId: segments.companyId,
  companyName: companies.name,
  name: segments.name,
  rules: segments.rules,
  createdAt: segments.createdAt,
  updatedAt: segments.updatedAt,
};

const selectSegments = (db: Executor) =>
  db.select(columns).from(segments).innerJoin(companies, eq(companies.id, segments.companyId));

/** One segment as the API shows it; 404 when there is none. */
export const segmentById = async (db: Executor, id: number) => {
  const [row] = await selectSegments(db).where(eq(segments.id, id));
  if (!row) throw new NotFoundError(SEGMENT_NOT_FOUND);
  return presentSegment(row);
};

/** A brand's segments (or every brand's), by name. */
export const listSegments = async (db: Executor, companyId?: number) => {
  const rows = await selectSegments(db)
    .where(companyId ? eq(segments.companyId, companyId) : undefined)
    .orderBy(asc(companies.name), asc(segments.name), asc(segments.id));
  return rows.map(presentSegment);
};

/**
 * The topics and events a rule names must be the brand's: another brand's would match nobody,
 * silently.
 */
export const checkRuleTopics = async (db: Executor, companyId: number, rules: SegmentRules) => {
  const ids = [...new Set(rules.preference_ids ?? [])];
  if (ids.length > 0) {
    const [found] = await db
      .select({ n: count() })
      .from(preferences)
      .where(and(inArray(preferences.id, ids), eq(preferences.companyId, companyId)));
    if ((found?.n ?? 0) !== ids.length) throw fieldError("rules", TOPICS_OF_OTHER_BRAND);
  }
  const eventIds = [
    ...new Set([
      ...(rules.event_registered ?? []),
      ...(rules.event_attended ?? []),
      ...(rules.event_no_show ?? []),
    ]),
  ];
  if (eventIds.length > 0) {
    const [found] = await db
      .select({ n: count() })
      .from(events)
      .innerJoin(resources, eq(resources.id, events.resourceId))
      .where(and(inArray(events.resourceId, eventIds), eq(resources.companyId, companyId)));
    if ((found?.n ?? 0) !== eventIds.length) throw fieldError("rules", EVENTS_OF_OTHER_BRAND);
  }
};
