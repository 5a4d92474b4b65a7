import type { Preference } from "@sector/shared";
import { useQueries } from "@tanstack/react-query";
import { getPreferences } from "../../../lib/api/get-preferences";
import { preferencesQueryKey } from "../../../lib/query-keys";

/**
 * The topics (preferences) of several brands at once, each brand's from the cache the other
 * screens fill too (one request per brand, as POST /preferences/fetch takes one).
 */
export function useBrandTopics(companyIds: readonly number[]) {
  const lists = useQueries({
    queries: companyIds.map((companyId) => ({
      queryKey: preferencesQueryKey(companyId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getPreferences(companyId, signal),
      meta: { errorMessage: "Failed to fetch preferences." },
    })),
  });
  const topics: Preference[] = lists.flatMap((query) => query.data ?? []);
  return { topics, loading: lists.some((query) => query.isPending) };
}
