import type { JoinPreview } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const joinPreviewQueryKey = (slug: string) => ["join-preview", slug] as const;

/**
 * POST /user/public/join/preview (public): what an emailed link to join another brand will
 * add. A POST that changes nothing, so the slug stays out of URLs the server logs.
 */
export function getJoinPreview(slug: string, signal?: AbortSignal): Promise<JoinPreview> {
  return api.post<JoinPreview>("/user/public/join/preview", { slug }, { signal });
}

export function useJoinPreview(slug: string) {
  return useQuery({
    queryKey: joinPreviewQueryKey(slug),
    queryFn: ({ signal }) => getJoinPreview(slug, signal),
    // A link's state only changes when it is confirmed, which this page does itself.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
