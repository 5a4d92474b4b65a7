import type { SuppressionReason, SuppressionsPage } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The list's filters, as GET /suppressions takes them. */
export interface SuppressionsParams {
  /** A part of the address, applied once typing has paused; "" for every address. */
  q: string;
  /** One reason, or null for all of them. */
  reason: SuppressionReason | null;
  page: number;
}

/** GET /suppressions (admin): one page of suppressed addresses, newest first, and the matches. */
export function getSuppressions(
  { q, reason, page }: SuppressionsParams,
  signal?: AbortSignal,
): Promise<SuppressionsPage> {
  return api.get<SuppressionsPage>("/suppressions", {
    query: { q: q || undefined, reason, page },
    signal,
  });
}

/** Every cached page of the list starts with this key. */
export const suppressionsQueryKeyRoot = ["suppressions"] as const;

export const suppressionsQueryKey = (params: SuppressionsParams) =>
  [...suppressionsQueryKeyRoot, params] as const;

export function useSuppressions(params: SuppressionsParams) {
  return useQuery({
    queryKey: suppressionsQueryKey(params),
    queryFn: ({ signal }) => getSuppressions(params, signal),
    // The current rows stay (dimmed) while the next page, search or reason loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: "The suppressed addresses could not be loaded." },
  });
}
