import type { MailingReport } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { mailingsQueryKeyRoot } from "./get-mailings";

/** GET /mailings/{id} (staff): one mailing with its report (counts, links, A/B arms). */
export async function getMailing(id: number, signal?: AbortSignal) {
  const { mailing } = await api.get<{ mailing: MailingReport }>(`/mailings/${id}`, { signal });
  return mailing;
}

export const mailingQueryKey = (id: number) => [...mailingsQueryKeyRoot, "mailing", id] as const;

/** While the mailing is sending, its report is asked for this often: the counts move. */
const SENDING_POLL_MS = 2_000;

export function useMailing(id: number | null) {
  return useQuery({
    queryKey: mailingQueryKey(id ?? 0),
    queryFn: ({ signal }) => getMailing(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "sending" ? SENDING_POLL_MS : false),
    meta: { errorMessage: "The mailing could not be loaded." },
  });
}
