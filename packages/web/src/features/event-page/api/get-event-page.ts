import type { PublicEvent } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";
import { embeddedEvent } from "../bootstrap";

export const eventPageQueryKey = (id: number) => ["event-page", id] as const;

/** GET /events/{id}/page (public): the event as its page shows it; null when there is none (404). */
export async function getEventPage(id: number, signal?: AbortSignal): Promise<PublicEvent | null> {
  try {
    const { event } = await api.get<{ event: PublicEvent }>(`/events/${id}/page`, { signal });
    return event;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The event of a page. A server-rendered page starts with the event it embedded (the server's
 * render was seeded with the same, src/ssr.tsx), so the browser's first render reproduces its
 * markup with no request; it is asked again once stale, for the seats left.
 */
export function useEventPage(id: number | null) {
  return useQuery({
    queryKey: eventPageQueryKey(id ?? 0),
    queryFn: ({ signal }) => getEventPage(id as number, signal),
    enabled: id !== null,
    initialData: () => (id === null ? undefined : embeddedEvent(id)),
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 30_000,
  });
}
