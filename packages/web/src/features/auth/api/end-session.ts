import { api } from "../../../lib/api-client";

/**
 * POST /user/protected/logout: the server revokes the token the call carries. The token is
 * read and the request sent the moment this is called, so the caller may forget the token
 * right after. `keepalive` lets the request finish even if the tab is closed meanwhile.
 */
export function endSession(): Promise<void> {
  return api.post<void>("/user/protected/logout", undefined, { keepalive: true });
}
