import type { SponsorReport } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";
import { API_BASE_PATH } from "../../../lib/config";

const tokenPath = (token: string) => `/sponsor-report/${encodeURIComponent(token)}`;

/**
 * GET /sponsor-report/{token} (no sign-in): the sponsor's own report, or null when the link is
 * expired, revoked or unknown (404: the page says so itself, no error toast).
 */
export async function getSponsorReport(
  token: string,
  signal?: AbortSignal,
): Promise<SponsorReport | null> {
  try {
    return await api.get<SponsorReport>(tokenPath(token), { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Where the report's CSV downloads from: a plain link, the token is its only credential. */
export const sponsorReportCsvUrl = (token: string) =>
  `${API_BASE_PATH}${tokenPath(token)}/leads.csv`;

/** The report a link opens (null: expired, revoked or unknown). */
export function useSponsorReport(token: string) {
  return useQuery({
    queryKey: ["sponsor-report", token] as const,
    queryFn: ({ signal }) => getSponsorReport(token, signal),
    meta: { errorMessage: "The report could not be loaded." },
  });
}
