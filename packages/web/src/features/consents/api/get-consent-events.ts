import type { ConsentEvent, ConsentPurpose } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** A member's one-click unsubscribe link for one brand and purpose (admin only). */
export interface UnsubscribeUrl {
  company_id: number;
  company_name: string;
  purpose: ConsentPurpose;
  url: string;
}

export interface ConsentHistory {
  events: ConsentEvent[];
  /** Present for admins only. */
  unsubscribe_urls?: UnsubscribeUrl[];
}

/** GET /user/protected/consent-events?user_id=: a member's consent history, newest first. */
export function getConsentEvents(userId: number, signal?: AbortSignal): Promise<ConsentHistory> {
  return api.get<ConsentHistory>("/user/protected/consent-events", {
    query: { user_id: userId },
    signal,
  });
}

/** The history of one member; idle while `userId` is null. */
export function useConsentEvents(userId: number | null) {
  return useQuery({
    queryKey: ["consent-events", userId] as const,
    queryFn: ({ signal }) => getConsentEvents(userId as number, signal),
    enabled: userId !== null,
    // The ledger changes whenever the member acts: read it afresh on every opening.
    staleTime: 0,
  });
}
