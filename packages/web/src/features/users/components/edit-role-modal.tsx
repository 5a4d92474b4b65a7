import { Field, Label, Radio, RadioGroup } from "@headlessui/react";
import { type PublicUser, ROLES, type Role } from "@sector/shared";
import { useState } from "react";
import { badgeClassName } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { fullName } from "../../../lib/user";
import { useUpdateUserRole } from "../api/update-user-role";
import { ROLE_TONES } from "./role-tones";

export interface EditRoleModalProps {
  open: boolean;
  user: PublicUser | null;
  onClose: () => void;
}

/** 'Edit User Role': user, admin or employee, preset to the current role. */
export function EditRoleModal({ open, user, onClose }: EditRoleModalProps) {
  const [role, setRole] = useState<Role>(user?.role ?? "user");
  const update = useUpdateUserRole();

  // Preset when the dialog opens for a user, while rendering (not in an effect after it): its
  // first render must already check the current role, which it then focuses.
  const openedFor = open ? (user?.id ?? null) : null;
  const [presetFor, setPresetFor] = useState<number | null>(null);
  if (openedFor !== presetFor) {
    setPresetFor(openedFor);
    if (open && user) setRole(user.role);
  }

  const close = () => {
    if (!update.isPending) onClose();
  };

  const confirm = async () => {
    if (!user || update.isPending) return;
    try {
      await update.mutateAsync({ id: user.id, role });
      toast.success("User role successfully updated!");
      onClose();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Edit User Role"
      description={user ? `${fullName(user)} (${user.email})` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={update.isPending}>
            Confirm
          </Button>
        </>
      }
    >
      <RadioGroup value={role} onChange={setRole} aria-label="Role" className="space-y-2">
        {ROLES.map((option) => (
          <Field key={option}>
            <Radio
              value={option}
              // Opens on the current role (the dialog focuses its data-autofocus element).
              autoFocus={option === role}
              className="group flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 ring-1 ring-slate-200 ring-inset hover:bg-slate-50 focus:outline-none data-checked:bg-brand-50 data-checked:ring-brand-600 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-600"
            >
              <span className="flex size-4 items-center justify-center rounded-full border border-slate-400 bg-white group-data-checked:border-brand-600 group-data-checked:bg-brand-600">
                <span className="invisible size-1.5 rounded-full bg-white group-data-checked:visible" />
              </span>
              <Label className="cursor-pointer">
                <span className={badgeClassName(ROLE_TONES[option])}>{option}</span>
              </Label>
            </Radio>
          </Field>
        ))}
      </RadioGroup>
    </Modal>
  );
}
