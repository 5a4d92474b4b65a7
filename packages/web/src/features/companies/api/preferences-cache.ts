import type { Preference } from "@sector/shared";
import type { QueryClient } from "@tanstack/react-query";
import { byName } from "../../../lib/by-name";
import { preferencesQueryKey } from "../../../lib/query-keys";

/** Applies `change` to the cached preferences of one company, then re-sorts them. */
export function updateCachedPreferences(
  queryClient: QueryClient,
  companyId: number,
  change: (list: Preference[]) => Preference[],
): void {
  queryClient.setQueryData<Preference[]>(preferencesQueryKey(companyId), (list) =>
    list ? change(list).sort(byName) : list,
  );
}
