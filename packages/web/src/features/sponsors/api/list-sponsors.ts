import type { Sponsor } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /sponsors (admin): every sponsor, by name. */
export async function listSponsors(signal?: AbortSignal): Promise<Sponsor[]> {
  const { sponsors } = await api.get<{ sponsors: Sponsor[] }>("/sponsors", { signal });
  return sponsors;
}

export const sponsorsQueryKey = ["sponsors"] as const;

/** The sponsor list; idle while `enabled` is false (only admins may read it). */
export function useSponsors(enabled = true) {
  return useQuery({
    queryKey: sponsorsQueryKey,
    queryFn: ({ signal }) => listSponsors(signal),
    enabled,
    meta: { errorMessage: "The sponsors could not be loaded." },
  });
}
