import { NEWSLETTERS_PAGE_SIZE, type NewsletterWithCounts } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface NewslettersPage {
  newsletters: NewsletterWithCounts[];
  totalNewsletters: number;
}

/** GET /newsletters (staff): one page of a brand's editions, newest first, with their counts. */
export function getNewsletters(
  { companyId, page }: { companyId: number; page: number },
  signal?: AbortSignal,
): Promise<NewslettersPage> {
  return api.get<NewslettersPage>("/newsletters", {
    query: { company_id: companyId, page, pageSize: NEWSLETTERS_PAGE_SIZE },
    signal,
  });
}

/** Every cached newsletter answer (lists, editions, previews) starts with this key. */
export const newslettersQueryKeyRoot = ["newsletters"] as const;

/** While an edition of the page is sending, the list asks again this often: its counts move. */
const POLL_MS = 2_000;

export function useNewsletters(companyId: number | null, page: number) {
  return useQuery({
    queryKey: [...newslettersQueryKeyRoot, "list", { companyId, page }] as const,
    queryFn: ({ signal }) => getNewsletters({ companyId: companyId ?? 0, page }, signal),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.newsletters.some((n) => n.status === "sending") ? POLL_MS : false,
    meta: { errorMessage: "The newsletters could not be loaded." },
  });
}
