import { API_BASE_PATH } from "../../../lib/config";
import { getStoredToken } from "../../../lib/token-storage";

/** Where an open of resource `id` is recorded. */
export const resourceOpenUrl = (id: number) => `${API_BASE_PATH}/resources/${id}/open`;

/**
 * POST /resources/{id}/open (any signed-in role): counts that the signed-in user opened a
 * resource, for the admin's insights. Called as the link opens the resource in a new tab, so it
 * must neither wait nor fail loudly: the link goes ahead whatever happens here, and a lost
 * count is not worth a message. No query hook: nothing is cached or shown.
 *
 * sendBeacon outlives the page and never delays it, but cannot set headers, so the token goes
 * in a form-encoded body (RFC 6750 section 2.2). Where sendBeacon is missing or refuses (a full
 * queue), a keepalive fetch with the usual header does the same.
 */
export function recordOpen(id: number): void {
  const token = getStoredToken();
  if (!token) return;
  const url = resourceOpenUrl(id);
  try {
    if (
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon(url, new URLSearchParams({ access_token: token }))
    ) {
      return;
    }
  } catch {
    // Some browsers throw for a body they will not queue: fall back to fetch.
  }
  try {
    fetch(url, {
      method: "POST",
      keepalive: true,
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  } catch {
    // fetch itself may throw synchronously (e.g. keepalive quota): the count is lost, nothing else.
  }
}
