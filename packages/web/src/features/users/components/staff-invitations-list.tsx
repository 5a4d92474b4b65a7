import type { StaffInvitation } from "@sector/shared";
import { useState } from "react";
import { badgeClassName } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { formatDateTime } from "../../../lib/dates";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useStaffInvitations } from "../api/list-staff-invitations";
import { useRevokeStaffInvitation } from "../api/revoke-staff-invitation";
import { ROLE_TONES } from "./role-tones";

/** The open staff invitations (not yet accepted, revoked or expired), each with Revoke. */
export function StaffInvitationsList() {
  const { data } = useStaffInvitations();
  const revoke = useRevokeStaffInvitation();
  const [revoking, setRevoking] = useState<StaffInvitation | null>(null);

  if (!data || data.length === 0) return null;

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success(`The invitation of ${revoking.email} was revoked.`);
    } catch (error) {
      reportError(error);
    }
    setRevoking(null);
  };

  return (
    <section aria-labelledby="open-invitations" className="mb-6">
      <h2 id="open-invitations" className="mb-2 text-base font-semibold text-slate-900">
        Open invitations
      </h2>
      <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-900/5">
        {data.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                <span className="break-all">{invitation.email}</span>
                <span className={badgeClassName(ROLE_TONES[invitation.role])}>
                  {invitation.role}
                </span>
              </p>
              <p className="text-xs text-slate-600">
                Invited{invitation.invited_by ? ` by ${invitation.invited_by}` : ""}; expires{" "}
                {formatDateTime(invitation.expires_at)}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Revoke the invitation of ${invitation.email}`}
              onClick={() => setRevoking(invitation)}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        message={`Revoke the invitation of ${revoking?.email ?? ""}?`}
        description="Its link stops working. You can invite the address again later."
        confirmLabel="Yes, revoke"
        cancelLabel="No, keep it"
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
        busy={revoke.isPending}
      />
    </section>
  );
}
