import type { EventRegistration } from "@sector/shared";
import type { eventRegistrations } from "../db/events-schema";

type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** The only shape in which a registration leaves the server. */
export const presentRegistration = (row: RegistrationRow): EventRegistration => ({
  id: row.id,
  event_id: row.resourceId,
  status: row.status,
  attendance: row.attendance ?? null,
  attended_minutes: row.attendedMinutes ?? null,
  created_at: row.createdAt.toISOString(),
  cancelled_at: row.cancelledAt?.toISOString() ?? null,
});
