import type { StaffEvent } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

type When = "upcoming" | "past";

const listEvents = (when: When, companyId: number, signal?: AbortSignal) =>
  api.get<{ events: StaffEvent[] }>("/events", { query: { when, company_id: companyId }, signal });

/**
 * GET /events?when=&company_id= (staff), upcoming and past asked at once: the brand's events a
 * segment's event rules can name, upcoming ones (soonest first) then past ones (latest first).
 */
export async function listBrandEvents(
  companyId: number,
  signal?: AbortSignal,
): Promise<StaffEvent[]> {
  const [upcoming, past] = await Promise.all([
    listEvents("upcoming", companyId, signal),
    listEvents("past", companyId, signal),
  ]);
  return [...upcoming.events, ...past.events];
}

export function useBrandEvents(companyId: number) {
  return useQuery({
    queryKey: ["segment-events", companyId] as const,
    queryFn: ({ signal }) => listBrandEvents(companyId, signal),
    meta: { errorMessage: "The brand's events could not be loaded." },
  });
}
