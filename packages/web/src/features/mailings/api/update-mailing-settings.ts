import type { MailingSettings } from "@sector/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mailingSettingsQueryKey } from "./get-mailing-settings";

/** PUT /company/{id}/mailing-settings (admin): the brand's frequency cap. */
export async function updateMailingSettings({
  companyId,
  max_mailings_per_member_per_7_days,
}: {
  companyId: number;
  max_mailings_per_member_per_7_days: number;
}) {
  const { settings } = await api.put<{ settings: MailingSettings }>(
    `/company/${companyId}/mailing-settings`,
    { max_mailings_per_member_per_7_days },
  );
  return settings;
}

export function useUpdateMailingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailingSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData(mailingSettingsQueryKey(settings.company_id), settings),
  });
}
