import type { AuditEntry } from "@sector/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Entries per page of the Audit log screen. */
export const AUDIT_PAGE_SIZE = 20;

export interface AuditLogPage {
  entries: AuditEntry[];
  total: number;
}

export interface AuditLogParams {
  page: number;
  pageSize?: number;
  /** Only this action (e.g. "lead.export"); null for all. */
  action: string | null;
  /** Only what this staff member did; null for everyone. */
  actorId: number | null;
}

/** GET /audit (admin): one page of staff actions, newest first, and the total. */
export function getAuditLog(
  { page, pageSize = AUDIT_PAGE_SIZE, action, actorId }: AuditLogParams,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  return api.get<AuditLogPage>("/audit", {
    query: { page, pageSize, action, actor_id: actorId },
    signal,
  });
}

/** Every cached page of the audit log starts with this key. */
export const auditLogQueryKeyRoot = ["audit-log"] as const;

export function useAuditLog({ page, pageSize = AUDIT_PAGE_SIZE, action, actorId }: AuditLogParams) {
  return useQuery({
    queryKey: [...auditLogQueryKeyRoot, { page, pageSize, action, actorId }] as const,
    queryFn: ({ signal }) => getAuditLog({ page, pageSize, action, actorId }, signal),
    // The previous page stays on screen while the next one loads: no flash of 'Loading...'.
    placeholderData: keepPreviousData,
    // Staff act all the time (an export a minute ago): opening the screen asks again.
    staleTime: 0,
  });
}
