import type { EventRegistrant } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { staffEventsQueryKeyRoot } from "../../../lib/query-keys";

/** The registrant table's status filter: a registration's status, or its attendance. */
export type RegistrantStatusFilter =
  | "registered"
  | "waitlisted"
  | "cancelled"
  | "attended"
  | "no_show";

export interface RegistrantsFilter {
  /** Name, email or company contains it; "" for everyone. */
  search: string;
  status: RegistrantStatusFilter | null;
}

/**
 * GET /events/{id}/registrants?search=&status= (staff): the event's registrants in
 * registration order, the first 500 that match.
 */
export async function listEventRegistrants(
  id: number,
  { search, status }: RegistrantsFilter,
  signal?: AbortSignal,
): Promise<EventRegistrant[]> {
  const { registrants } = await api.get<{ registrants: EventRegistrant[] }>(
    `/events/${id}/registrants`,
    { query: { search: search || null, status }, signal },
  );
  return registrants;
}

export const eventRegistrantsQueryKey = (id: number) =>
  [...staffEventsQueryKeyRoot, "registrants", id] as const;

export function useEventRegistrants(id: number, filter: RegistrantsFilter) {
  return useQuery({
    queryKey: [...eventRegistrantsQueryKey(id), filter] as const,
    queryFn: ({ signal }) => listEventRegistrants(id, filter, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "The registrants could not be loaded." },
  });
}
