import type { MyProfileResponse } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Every cached profile-details answer starts with this. */
export const profileDetailsBaseKey = ["profile-details"] as const;

/**
 * GET /user/protected/myprofile, whole: the user with their firmographics, and what their job
 * title suggests for seniority and job function (the Work details section offers it).
 */
export function getProfileDetails(signal?: AbortSignal): Promise<MyProfileResponse> {
  return api.get<MyProfileResponse>("/user/protected/myprofile", { signal });
}

export function useProfileDetails(userId: number) {
  return useQuery({
    // Keyed by user: the cache must never hand one person's details to another.
    queryKey: [...profileDetailsBaseKey, userId],
    queryFn: ({ signal }) => getProfileDetails(signal),
    meta: { errorMessage: "Failed to fetch your work details." },
  });
}
