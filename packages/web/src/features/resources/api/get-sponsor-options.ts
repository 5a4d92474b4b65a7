import type { Sponsor } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import type { SelectOption } from "../../../components/ui/select";
import { api } from "../../../lib/api-client";

/** The "No sponsor" choice of the resource forms' Sponsor select (sent as null). */
export const NO_SPONSOR = 0;

/** GET /sponsors (admin): every sponsor, by name, as the choices of a resource's Sponsor. */
export async function getSponsorOptions(signal?: AbortSignal): Promise<SelectOption<number>[]> {
  const { sponsors } = await api.get<{ sponsors: Sponsor[] }>("/sponsors", { signal });
  return [
    { value: NO_SPONSOR, label: "No sponsor" },
    ...sponsors.map((sponsor) => ({ value: sponsor.id, label: sponsor.name })),
  ];
}

/** Below the sponsors' own key: a new or renamed sponsor refreshes these choices too. */
export const sponsorOptionsQueryKey = ["sponsors", "resource-options"] as const;

/** `enabled`: admins only; employees may not list sponsors and are never offered the choice. */
export function useSponsorOptions(enabled: boolean) {
  return useQuery({
    queryKey: sponsorOptionsQueryKey,
    queryFn: ({ signal }) => getSponsorOptions(signal),
    enabled,
    meta: { errorMessage: "The sponsors could not be loaded." },
  });
}
