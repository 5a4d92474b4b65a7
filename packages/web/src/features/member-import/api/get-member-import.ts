import { isFinishedImport, type MemberImportReport } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /members/imports/{id} (admin): progress, counts and the first page of refused lines. */
export function getMemberImport(id: number, signal?: AbortSignal): Promise<MemberImportReport> {
  return api.get<MemberImportReport>(`/members/imports/${id}`, { signal });
}

export const memberImportQueryKey = (id: number | null) => ["member-import", id] as const;

/** How often a running import's progress is asked for. */
export const IMPORT_POLL_MS = 1_000;

/** The import's report, asked again every second until it is done or failed. */
export function useMemberImport(id: number | null) {
  return useQuery({
    queryKey: memberImportQueryKey(id),
    queryFn: ({ signal }) => getMemberImport(id as number, signal),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && isFinishedImport(query.state.data.status) ? false : IMPORT_POLL_MS,
  });
}
