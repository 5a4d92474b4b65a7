import type { MailingPurpose, SegmentRules } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { segmentsQueryKeyRoot } from "./list-segments";

export interface RulesCountParams {
  companyId: number;
  purpose: MailingPurpose;
  rules: SegmentRules;
}

/**
 * GET /segments/count (staff): the brand's members matching rules not saved yet, holding the
 * purpose's consent now, not suppressed, not erased.
 */
export async function countSegmentRules(
  { companyId, purpose, rules }: RulesCountParams,
  signal?: AbortSignal,
): Promise<number> {
  const { count } = await api.get<{ count: number }>("/segments/count", {
    query: {
      company_id: companyId,
      purpose,
      ...(Object.keys(rules).length > 0 && { rules: JSON.stringify(rules) }),
    },
    signal,
  });
  return count;
}

/** `params` as the builder asks once the rules have stopped changing; idle while null. */
export function useSegmentRulesCount(params: RulesCountParams | null) {
  return useQuery({
    queryKey: [...segmentsQueryKeyRoot, "count", params] as const,
    queryFn: ({ signal }) => countSegmentRules(params as RulesCountParams, signal),
    enabled: params !== null,
    // The last count stays (marked as updating) while the next one is asked.
    placeholderData: keepPreviousData,
    meta: { errorMessage: "The members could not be counted." },
  });
}
