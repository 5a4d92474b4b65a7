import type { ResetPasswordCheck } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * POST /user/public/reset-password/check: whether the emailed link still works, and whether it
 * sets a first password ("welcome") or replaces one ("reset"). A POST keeps the slug out of logs.
 */
export function checkResetLink(slug: string, signal?: AbortSignal): Promise<ResetPasswordCheck> {
  return api.post<ResetPasswordCheck>("/user/public/reset-password/check", { slug }, { signal });
}

export function useResetLinkCheck(slug: string) {
  return useQuery({
    queryKey: ["reset-link-check", slug],
    queryFn: ({ signal }) => checkResetLink(slug, signal),
    // One answer per visit: a link spent in another tab shows up on submit, as before.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
