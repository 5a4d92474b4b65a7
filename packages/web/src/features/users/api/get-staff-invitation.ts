import type { StaffInvitationPreview } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * GET /staff-invitations/{token} (no sign-in): the address and role an emailed invitation offers.
 * A dead link answers 404 (unknown, revoked, replaced) or 410 (used, expired) with its message.
 */
export async function getStaffInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<StaffInvitationPreview> {
  const { invitation } = await api.get<{ invitation: StaffInvitationPreview }>(
    `/staff-invitations/${encodeURIComponent(token)}`,
    { signal },
  );
  return invitation;
}

export function useStaffInvitation(token: string) {
  return useQuery({
    queryKey: ["staff-invitation", token],
    queryFn: ({ signal }) => getStaffInvitation(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
