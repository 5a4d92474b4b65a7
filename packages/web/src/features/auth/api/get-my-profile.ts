import type { PublicUser } from "@sector/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";

/** GET /user/protected/myprofile: the signed-in user. */
export async function getMyProfile(signal?: AbortSignal): Promise<PublicUser> {
  const { user } = await api.get<{ user: PublicUser }>("/user/protected/myprofile", { signal });
  return user;
}

export const myProfileQueryKey = ["my-profile"] as const;

export function getMyProfileQueryOptions() {
  return queryOptions({
    queryKey: myProfileQueryKey,
    queryFn: ({ signal }) => getMyProfile(signal),
  });
}

/** A fresh copy of the signed-in user from the server (the auth store holds the start-up copy). */
export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions());
}

/**
 * Start-up check (SPEC section 2): restores the user from a stored token. Safe to call
 * repeatedly; calls made while one is running share it.
 */
export function restoreSession(): Promise<void> {
  return authStore.restore(() => getMyProfile());
}
