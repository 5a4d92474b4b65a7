import type { StaffEvent } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /events/{id} (staff): the event of a resource with what only staff see (its join URL). */
export async function getStaffEvent(id: number, signal?: AbortSignal): Promise<StaffEvent> {
  const { event } = await api.get<{ event: StaffEvent }>(`/events/${id}`, { signal });
  return event;
}

export const staffEventQueryKey = (id: number) => ["events", "staff", id] as const;

/**
 * The event being edited with its join URL (resources carry the event without it); idle while
 * `id` is null. Read afresh at each opening of the form: the join URL is not kept.
 */
export function useStaffEvent(id: number | null) {
  return useQuery({
    queryKey: staffEventQueryKey(id ?? 0),
    queryFn: ({ signal }) => getStaffEvent(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    meta: { errorMessage: "The event's details could not be loaded." },
  });
}
