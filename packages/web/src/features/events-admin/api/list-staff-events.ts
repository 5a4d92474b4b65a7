import type { StaffEvent } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { staffEventsQueryKeyRoot } from "../../../lib/query-keys";

export type EventsWhen = "upcoming" | "past";

export interface StaffEventsFilter {
  when: EventsWhen;
  /** null: every brand. */
  companyId: number | null;
}

/**
 * GET /events?when=&company_id= (staff): upcoming events (not ended, soonest first) or past
 * ones (latest first), of one brand or all, with their registrations counted.
 */
export async function listStaffEvents(
  { when, companyId }: StaffEventsFilter,
  signal?: AbortSignal,
): Promise<StaffEvent[]> {
  const { events } = await api.get<{ events: StaffEvent[] }>("/events", {
    query: { when, company_id: companyId },
    signal,
  });
  return events;
}

export function useStaffEvents(filter: StaffEventsFilter) {
  return useQuery({
    queryKey: [...staffEventsQueryKeyRoot, "list", filter] as const,
    queryFn: ({ signal }) => listStaffEvents(filter, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "The events could not be loaded." },
  });
}
