import type { LeadDestination } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /sponsors/{id}/destinations (admin): a sponsor's destinations, secrets as "••••". */
export async function listDestinations(
  sponsorId: number,
  signal?: AbortSignal,
): Promise<LeadDestination[]> {
  const { destinations } = await api.get<{ destinations: LeadDestination[] }>(
    `/sponsors/${sponsorId}/destinations`,
    { signal },
  );
  return destinations;
}

export const destinationsQueryKey = (sponsorId: number) =>
  ["sponsors", sponsorId, "destinations"] as const;

/** A sponsor's destinations; idle while `sponsorId` is null. */
export function useDestinations(sponsorId: number | null) {
  return useQuery({
    queryKey: destinationsQueryKey(sponsorId ?? 0),
    queryFn: ({ signal }) => listDestinations(sponsorId ?? 0, signal),
    enabled: sponsorId !== null,
    meta: { errorMessage: "The lead destinations could not be loaded." },
  });
}
