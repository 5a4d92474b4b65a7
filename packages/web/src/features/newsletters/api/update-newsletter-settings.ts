import type { NewsletterSettings, NewsletterSettingsInput } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newsletterSettingsQueryKey } from "./get-newsletter-settings";

/** PUT /company/{id}/newsletter (admin): the brand's weekly edition settings. */
export async function updateNewsletterSettings({
  companyId,
  ...input
}: NewsletterSettingsInput & { companyId: number }) {
  const { settings } = await api.put<{ settings: NewsletterSettings }>(
    `/company/${companyId}/newsletter`,
    input,
  );
  return settings;
}

export function useUpdateNewsletterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNewsletterSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData(newsletterSettingsQueryKey(settings.company_id), settings),
  });
}
