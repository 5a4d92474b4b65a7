import type { NewsletterSettings } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /company/{id}/newsletter (admin): the brand's weekly edition settings. */
export async function getNewsletterSettings(companyId: number, signal?: AbortSignal) {
  const { settings } = await api.get<{ settings: NewsletterSettings }>(
    `/company/${companyId}/newsletter`,
    { signal },
  );
  return settings;
}

export const newsletterSettingsQueryKey = (companyId: number) =>
  ["newsletter-settings", companyId] as const;

export function useNewsletterSettings(companyId: number | null) {
  return useQuery({
    queryKey: newsletterSettingsQueryKey(companyId ?? 0),
    queryFn: ({ signal }) => getNewsletterSettings(companyId ?? 0, signal),
    enabled: companyId !== null,
    meta: { errorMessage: "The weekly schedule could not be loaded." },
  });
}
