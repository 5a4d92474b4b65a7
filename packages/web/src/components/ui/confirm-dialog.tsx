import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Button } from "./button";

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, read out as the dialog's name. */
  message: string;
  /** What confirming will do, read out as the dialog's description. */
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button spins and the dialog stays open. */
  busy?: boolean;
}

/**
 * A yes/no question in a modal. Focus starts on the cancel button (the safe answer),
 * Escape and a click outside cancel.
 */
export function ConfirmDialog({
  open,
  message,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 z-10 flex w-screen items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          transition
          className="w-full max-w-md rounded-xl bg-white p-6 text-center shadow-xl ring-1 ring-slate-900/5 transition duration-200 data-closed:scale-95 data-closed:opacity-0"
        >
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50">
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.5}
              className="size-7 text-amber-600"
              aria-hidden="true"
              focusable="false"
            >
              <path
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M12 9v3.75m9-.75a9 9 0 1 1-18 0 9 9 0 0 1 18 0Zm-9 3.75h.008v.008H12v-.008Z"
              />
            </svg>
          </span>
          <DialogTitle as="h2" className="mt-4 text-base font-semibold text-slate-900">
            {message}
          </DialogTitle>
          {description && (
            <Description className="mt-2 text-sm text-slate-600">{description}</Description>
          )}
          <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
            <Button variant="secondary" onClick={close} disabled={busy} data-autofocus>
              {cancelLabel}
            </Button>
            <Button onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
