import { ADMIN_GRANT, type PublicUser, ROLES, type Role } from "@sector/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Modal } from "../../../components/ui/modal";
import { reportError } from "../../../lib/report-error";
import { toast } from "../../../lib/toast";
import { fullName } from "../../../lib/user";
import { useUpdateUserRole } from "../api/update-user-role";
import { RoleOptions } from "./role-options";

export interface EditRoleModalProps {
  open: boolean;
  user: PublicUser | null;
  onClose: () => void;
}

/**
 * 'Edit User Role': user, admin or employee, preset to the current role, each saying what it
 * can do. Making somebody an admin is asked again, with what that grants, before it is saved.
 */
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

  const [askingAdmin, setAskingAdmin] = useState(false);

  const close = () => {
    if (!update.isPending) onClose();
  };

  const save = async () => {
    if (!user || update.isPending) return;
    try {
      await update.mutateAsync({ id: user.id, role });
      toast.success("User role successfully updated!");
      setAskingAdmin(false);
      onClose();
    } catch (error) {
      setAskingAdmin(false);
      reportError(error);
    }
  };

  const confirm = () => {
    if (!user || update.isPending) return;
    if (role === "admin" && user.role !== "admin") setAskingAdmin(true);
    else void save();
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
      <RoleOptions roles={ROLES} value={role} onChange={setRole} autoFocusChecked />
      <ConfirmDialog
        open={open && askingAdmin}
        message={`Make ${user ? fullName(user) : "this user"} an admin?`}
        description={ADMIN_GRANT}
        confirmLabel="Yes, make admin"
        cancelLabel="No, cancel"
        onConfirm={() => void save()}
        onCancel={() => setAskingAdmin(false)}
        busy={update.isPending}
      />
    </Modal>
  );
}
