import type { MailQueueState } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /mail (admin): the counts of the mail queue and the messages that did not go out. */
export function getMailQueue(signal?: AbortSignal): Promise<MailQueueState> {
  return api.get<MailQueueState>("/mail", { signal });
}

export const mailQueueQueryKey = ["mail-queue"] as const;

/** While a listed message is due this soon, the section asks again every POLL_MS. */
const SOON_MS = 60_000;
const POLL_MS = 3_000;

/**
 * True when a listed message will be attempted within a minute (e.g. right after a retry):
 * its outcome is worth showing without a reload.
 */
export function hasAttemptDueSoon(state: MailQueueState | undefined, now = Date.now()): boolean {
  return (state?.messages ?? []).some(
    (message) =>
      message.status === "pending" &&
      (message.next_attempt_at === null ||
        new Date(message.next_attempt_at).getTime() - now < SOON_MS),
  );
}

export function useMailQueue() {
  return useQuery({
    queryKey: mailQueueQueryKey,
    queryFn: ({ signal }) => getMailQueue(signal),
    // The worker delivers in the background: follow a retry until it is sent or fails.
    refetchInterval: (query) => (hasAttemptDueSoon(query.state.data) ? POLL_MS : false),
  });
}
