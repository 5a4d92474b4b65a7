import type { NewsletterAudience } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newsletterQueryKey } from "./get-newsletter";

/**
 * GET /newsletters/{id}/audience (staff): how many members the edition would go to if sent now,
 * counted by the send's own rule.
 */
export async function getNewsletterAudience(id: number, signal?: AbortSignal) {
  const { members } = await api.get<NewsletterAudience>(`/newsletters/${id}/audience`, { signal });
  return members;
}

/** Below the edition's key: sending or saving the edition counts again. */
export const newsletterAudienceQueryKey = (id: number) =>
  [...newsletterQueryKey(id), "audience"] as const;

/** `enabled` while the edition has not started sending (after that, its counts say it). */
export function useNewsletterAudience(id: number, enabled: boolean) {
  return useQuery({
    queryKey: newsletterAudienceQueryKey(id),
    queryFn: ({ signal }) => getNewsletterAudience(id, signal),
    enabled,
    meta: { errorMessage: "The newsletter's audience could not be counted." },
  });
}
