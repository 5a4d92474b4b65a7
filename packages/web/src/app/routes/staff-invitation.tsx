import { ROLE_DESCRIPTIONS } from "@sector/shared";
import { useParams } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { BackToLogin } from "../../features/auth/components/back-to-login";
import { useStaffInvitation } from "../../features/users/api/get-staff-invitation";
import { AcceptInvitationForm } from "../../features/users/components/accept-invitation-form";
import { isApiError } from "../../lib/api-client";

/**
 * The emailed staff invitation's page (issue 64): it asks the server first whether the link
 * still works, so a used, expired or replaced one says why at once; a live one shows the
 * address and role, and the form that makes the account.
 */
export default function StaffInvitationRoute() {
  const { token = "" } = useParams();
  const invitation = useStaffInvitation(token);

  if (invitation.isPending) {
    return (
      <AuthLayout title="Checking your invitation" footer={<BackToLogin />}>
        <div className="flex justify-center py-6">
          <Spinner size="lg" />
        </div>
      </AuthLayout>
    );
  }
  if (invitation.isError) {
    const { error } = invitation;
    return (
      <AuthLayout title="This invitation cannot be used" footer={<BackToLogin />}>
        <p className="text-sm text-slate-700" role="alert">
          {isApiError(error) && error.status < 500
            ? error.message
            : "Something went wrong. Please try again."}
        </p>
      </AuthLayout>
    );
  }
  const { email, role } = invitation.data;
  return (
    <AuthLayout
      title="Accept your invitation"
      description={
        <>
          You are invited as {role === "admin" ? "an admin" : "an employee"} with{" "}
          <strong className="break-all font-semibold text-slate-900">{email}</strong>.{" "}
          {ROLE_DESCRIPTIONS[role]}
        </>
      }
      footer={<BackToLogin />}
    >
      {/* Keyed by token so a second link opened in this tab starts from an empty form. */}
      <AcceptInvitationForm key={token} token={token} />
    </AuthLayout>
  );
}
