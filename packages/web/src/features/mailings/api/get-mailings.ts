import type { Mailing } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface MailingsPage {
  mailings: Mailing[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /mailings (staff): one page of a brand's mailings, newest first, with their counts. */
export function getMailings(
  { companyId, page }: { companyId: number; page: number },
  signal?: AbortSignal,
): Promise<MailingsPage> {
  return api.get<MailingsPage>("/mailings", { query: { company_id: companyId, page }, signal });
}

/** Every cached mailing answer (lists, reports, previews) starts with this key. */
export const mailingsQueryKeyRoot = ["mailings"] as const;

/** While a mailing of the page is sending, the list asks again this often: its counts move. */
const POLL_MS = 2_000;

export function useMailings(companyId: number | null, page: number) {
  return useQuery({
    queryKey: [...mailingsQueryKeyRoot, "list", { companyId, page }] as const,
    queryFn: ({ signal }) => getMailings({ companyId: companyId ?? 0, page }, signal),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.mailings.some((m) => m.status === "sending") ? POLL_MS : false,
    meta: { errorMessage: "The mailings could not be loaded." },
  });
}
