import type { StaffEvent } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api-client";
import { staffEventsQueryKeyRoot } from "../query-keys";

export interface StaffEventDetail {
  event: StaffEvent;
  /** New registrations per UTC day ("YYYY-MM-DD"), the days with none left out. */
  registrations_per_day: { day: string; count: number }[];
}

/** GET /events/{id} (staff): one event with its join URL, its counts and registrations per day. */
export function getStaffEvent(id: number, signal?: AbortSignal): Promise<StaffEventDetail> {
  return api.get<StaffEventDetail>(`/events/${id}`, { signal });
}

export const staffEventQueryKey = (id: number) =>
  [...staffEventsQueryKeyRoot, "event", id] as const;

/**
 * One event as staff see it; idle while `id` is null. `fresh`: read afresh at each use and not
 * kept (the archive's edit form, which must not hold on to the join URL).
 */
export function useStaffEvent(id: number | null, { fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: staffEventQueryKey(id ?? 0),
    queryFn: ({ signal }) => getStaffEvent(id ?? 0, signal),
    enabled: id !== null,
    ...(fresh ? { staleTime: 0, gcTime: 0 } : {}),
    meta: { errorMessage: "The event could not be loaded." },
  });
}
