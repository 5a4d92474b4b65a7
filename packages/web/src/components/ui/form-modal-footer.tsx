import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";

export interface FormModalFooterProps {
  /** The id of the form in the modal: the submit button sits outside it, in the footer. */
  formId: string;
  submitLabel: ReactNode;
  /** While the form saves: Submit spins, Cancel waits. */
  busy: boolean;
  onCancel: () => void;
  submitVariant?: ButtonProps["variant"];
  /** Submit stays off until the form allows it (e.g. a confirmation ticked). */
  submitDisabled?: boolean;
}

/** A form modal's footer: Cancel, then the form's submit button. */
export function FormModalFooter({
  formId,
  submitLabel,
  busy,
  onCancel,
  submitVariant = "primary",
  submitDisabled,
}: FormModalFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        type="submit"
        form={formId}
        variant={submitVariant}
        disabled={submitDisabled}
        loading={busy}
      >
        {submitLabel}
      </Button>
    </>
  );
}
