import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateStaffInvitationInput,
  createStaffInvitationSchema,
  STAFF_ROLES,
  type StaffRole,
} from "@sector/shared";
import { useEffect, useId } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { FormModalFooter } from "../../../components/ui/form-modal-footer";
import { Modal } from "../../../components/ui/modal";
import { TextInput } from "../../../components/ui/text-input";
import { showServerFieldErrors, toastFirstInvalid } from "../../../lib/form-errors";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { useCreateStaffInvitation } from "../api/create-staff-invitation";
import { RoleOptions } from "./role-options";

export interface InviteStaffModalProps {
  open: boolean;
  onClose: () => void;
}

const EMPTY: CreateStaffInvitationInput = { email: "", role: "employee" };
const FIELDS = ["email", "role"] as const;

/**
 * Invite staff: an employee or an admin, by email. They get a link, valid 7 days and once, to
 * choose their password; they never register as members.
 */
export function InviteStaffModal({ open, onClose }: InviteStaffModalProps) {
  const formId = useId();
  const create = useCreateStaffInvitation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateStaffInvitationInput>({
    resolver: zodResolver(createStaffInvitationSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onValid = async (input: CreateStaffInvitationInput) => {
    try {
      const invitation = await create.mutateAsync(input);
      toast.success(`Invitation sent to ${invitation.email}.`);
      onClose();
    } catch (error) {
      const shown = showServerFieldErrors(error, FIELDS, setError);
      if (shown.length === 0) reportError(error);
    }
  };

  const onInvalid = (invalid: FieldErrors<CreateStaffInvitationInput>) =>
    toastFirstInvalid(invalid, FIELDS);

  const close = () => {
    if (!isSubmitting) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Invite staff"
      description="They get an email with a link to choose their password. It works once and expires in 7 days."
      footer={
        <FormModalFooter
          formId={formId}
          submitLabel="Send invitation"
          busy={isSubmitting}
          onCancel={close}
        />
      }
    >
      <form
        id={formId}
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        className="space-y-5"
      >
        <TextInput
          label="Email address"
          type="email"
          autoComplete="off"
          data-autofocus
          error={errors.email?.message}
          {...register("email")}
        />
        <fieldset className="space-y-2">
          <legend className="mb-2 block text-sm font-medium text-slate-900">Role</legend>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <RoleOptions<StaffRole>
                roles={STAFF_ROLES}
                value={field.value as StaffRole}
                onChange={field.onChange}
              />
            )}
          />
          {errors.role?.message && (
            <p className="text-sm text-red-600" role="alert">
              {errors.role.message}
            </p>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}
