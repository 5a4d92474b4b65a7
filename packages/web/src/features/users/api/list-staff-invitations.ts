import type { StaffInvitation } from "@sector/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /staff-invitations (admin): the open invitations, newest first, no tokens. */
export async function listStaffInvitations(signal?: AbortSignal): Promise<StaffInvitation[]> {
  const { invitations } = await api.get<{ invitations: StaffInvitation[] }>("/staff-invitations", {
    signal,
  });
  return invitations;
}

export const staffInvitationsQueryKey = ["staff-invitations"] as const;

export function useStaffInvitations() {
  return useQuery({
    queryKey: staffInvitationsQueryKey,
    queryFn: ({ signal }) => listStaffInvitations(signal),
    meta: { errorMessage: "The open invitations could not be loaded." },
  });
}
