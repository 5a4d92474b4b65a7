import type { PublicUser } from "@sector/shared";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";

/** GET /user/protected/myprofile: the signed-in user. */
export async function getMyProfile(signal?: AbortSignal): Promise<PublicUser> {
  const { user } = await api.get<{ user: PublicUser }>("/user/protected/myprofile", { signal });
  return user;
}

/**
 * Start-up check (SPEC section 2): restores the user from a stored token. Safe to call
 * repeatedly; calls made while one is running share it. The auth store holds the user;
 * there is no second copy in the query cache to drift from it.
 */
export function restoreSession(): Promise<void> {
  return authStore.restore(() => getMyProfile());
}
