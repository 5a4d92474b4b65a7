import type { Preference } from "@sector/shared";
import type { QueryClient } from "@tanstack/react-query";
import { preferencesQueryKey } from "./fetch-preferences";

/** The server lists preferences by name; local updates keep that order. */
const byName = (a: Preference, b: Preference) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;

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
