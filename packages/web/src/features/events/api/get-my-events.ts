import type { MyEvent } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /user/protected/events: the signed-in member's registrations, each with its event. */
export async function getMyEvents(signal?: AbortSignal): Promise<MyEvent[]> {
  const { events } = await api.get<{ events: MyEvent[] }>("/user/protected/events", { signal });
  return events;
}

/** Every cached answer of one member's registrations starts with this. */
export const myEventsBaseKey = ["my-events"] as const;

export const myEventsQueryKey = (userId: number) => [...myEventsBaseKey, userId] as const;

/**
 * The member's registrations: one read for a whole feed of cards and for My events. Keyed by
 * user, so one member's never show to another signing in on the tab; `enabled` false for
 * staff, who register for nothing.
 */
export function useMyEvents(userId: number, enabled = true) {
  return useQuery({
    queryKey: myEventsQueryKey(userId),
    queryFn: ({ signal }) => getMyEvents(signal),
    enabled,
    meta: { errorMessage: "Your event registrations could not be loaded." },
  });
}
