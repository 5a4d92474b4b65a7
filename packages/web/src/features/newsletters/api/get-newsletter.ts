import type { NewsletterWithCounts } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { newslettersQueryKeyRoot } from "./get-newsletters";

/** GET /newsletters/{id} (staff): one edition with its counts. */
export async function getNewsletter(id: number, signal?: AbortSignal) {
  const { newsletter } = await api.get<{ newsletter: NewsletterWithCounts }>(`/newsletters/${id}`, {
    signal,
  });
  return newsletter;
}

export const newsletterQueryKey = (id: number) =>
  [...newslettersQueryKeyRoot, "edition", id] as const;

/** While the edition is sending, its counts are asked for this often: the progress moves. */
export const SENDING_POLL_MS = 2_000;

export function useNewsletter(id: number | null) {
  return useQuery({
    queryKey: newsletterQueryKey(id ?? 0),
    queryFn: ({ signal }) => getNewsletter(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "sending" ? SENDING_POLL_MS : false),
    meta: { errorMessage: "The newsletter could not be loaded." },
  });
}
