import { zodResolver } from "@hookform/resolvers/zod";
import { acceptStaffInvitationFormSchema, STAFF_INVITATION_ACCEPTED } from "@sector/shared";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { PasswordInput } from "../../../components/ui/password-input";
import { TextInput } from "../../../components/ui/text-input";
import { isApiError } from "../../../lib/api-client";
import { toastFirstInvalid } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useAcceptStaffInvitation } from "../api/accept-staff-invitation";

type Values = z.input<typeof acceptStaffInvitationFormSchema>;
type Data = z.output<typeof acceptStaffInvitationFormSchema>;
const FIELDS = ["firstname", "lastname", "password", "confirmPassword"] as const;

export interface AcceptInvitationFormProps {
  /** The code from the emailed link. */
  token: string;
}

/**
 * The invitee's name and password; on success they sign in (as after a password reset), where
 * the role's landing page opens.
 */
export function AcceptInvitationForm({ token }: AcceptInvitationFormProps) {
  const navigate = useNavigate();
  const accept = useAcceptStaffInvitation();
  const [showPasswords, setShowPasswords] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Data>({
    resolver: zodResolver(acceptStaffInvitationFormSchema),
    defaultValues: { firstname: "", lastname: "", password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(
    async ({ firstname, lastname, password }) => {
      try {
        await accept.mutateAsync({ token, firstname, lastname, password });
        toast.success(STAFF_INVITATION_ACCEPTED);
        navigate("/login", { replace: true });
      } catch (error) {
        const fields = isApiError(error) ? error.fieldErrors : undefined;
        for (const field of ["firstname", "lastname", "password"] as const) {
          const message = fields?.[field];
          if (message) setError(field, { message }, { shouldFocus: true });
        }
        reportError(error, "Something went wrong. Please try again.");
      }
    },
    (invalid: FieldErrors<Values>) => toastFirstInvalid(invalid, FIELDS),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextInput
        label="First name"
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...register("firstname")}
      />
      <TextInput
        label="Last name"
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...register("lastname")}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        visible={showPasswords}
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        visible={showPasswords}
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Checkbox
        label="Show password"
        checked={showPasswords}
        onChange={(event) => setShowPasswords(event.target.checked)}
      />
      <Button type="submit" size="lg" fullWidth loading={accept.isPending}>
        Create my account
      </Button>
    </form>
  );
}
