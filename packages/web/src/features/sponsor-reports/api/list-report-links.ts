import type { SponsorReportLink } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /sponsors/{id}/report-links (admin): a sponsor's report links, newest first, no tokens. */
export async function listReportLinks(
  sponsorId: number,
  signal?: AbortSignal,
): Promise<SponsorReportLink[]> {
  const { links } = await api.get<{ links: SponsorReportLink[] }>(
    `/sponsors/${sponsorId}/report-links`,
    { signal },
  );
  return links;
}

export const reportLinksQueryKey = (sponsorId: number) =>
  ["sponsors", sponsorId, "report-links"] as const;

/** A sponsor's report links; idle while `sponsorId` is null. */
export function useReportLinks(sponsorId: number | null) {
  return useQuery({
    queryKey: reportLinksQueryKey(sponsorId ?? 0),
    queryFn: ({ signal }) => listReportLinks(sponsorId ?? 0, signal),
    enabled: sponsorId !== null,
    meta: { errorMessage: "The report links could not be loaded." },
  });
}
