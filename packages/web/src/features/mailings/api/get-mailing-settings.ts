import type { MailingSettings } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /company/{id}/mailing-settings: the brand's frequency cap. */
export async function getMailingSettings(companyId: number, signal?: AbortSignal) {
  const { settings } = await api.get<{ settings: MailingSettings }>(
    `/company/${companyId}/mailing-settings`,
    { signal },
  );
  return settings;
}

export const mailingSettingsQueryKey = (companyId: number) =>
  ["mailing-settings", companyId] as const;

export function useMailingSettings(companyId: number | null) {
  return useQuery({
    queryKey: mailingSettingsQueryKey(companyId ?? 0),
    queryFn: ({ signal }) => getMailingSettings(companyId ?? 0, signal),
    enabled: companyId !== null,
    meta: { errorMessage: "The mailing settings could not be loaded." },
  });
}
