import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { CloseIcon } from "./icons";

const WIDTHS = {
  sm: "sm:max-w-md",
  md: "sm:max-w-lg",
  lg: "sm:max-w-2xl",
  xl: "sm:max-w-2xl lg:max-w-6xl",
} as const;

export interface ModalProps {
  open: boolean;
  /** Escape, a click outside and the close button call this. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons, right-aligned below the body (stacked on phones). */
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
  /**
   * "top" anchors the dialog near the top of the screen, so a body whose height changes (a
   * list filtering as one types) grows downwards instead of moving the dialog.
   */
  align?: "center" | "top";
  /** Hides the corner close button (e.g. a confirmation that must be answered with a button). */
  hideCloseButton?: boolean;
  children?: ReactNode;
}

/**
 * A Headless UI dialog: focus moves inside and is trapped there, Escape closes it, and
 * focus returns to the control that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  footer,
  size = "md",
  align = "center",
  hideCloseButton = false,
  children,
}: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 z-10 w-screen overflow-y-auto">
        <div
          className={cn(
            "flex min-h-full justify-center p-4",
            align === "top" ? "items-start sm:pt-[10vh]" : "items-end sm:items-center",
          )}
        >
          <DialogPanel
            transition
            className={cn(
              "relative w-full rounded-xl bg-white p-5 text-left shadow-xl ring-1 ring-slate-900/5 transition duration-200 sm:p-6",
              "data-closed:translate-y-4 data-closed:opacity-0 sm:data-closed:translate-y-0 sm:data-closed:scale-95",
              WIDTHS[size],
            )}
          >
            {!hideCloseButton && (
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="absolute top-3 right-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <CloseIcon className="size-5" />
              </button>
            )}
            <DialogTitle
              as="h2"
              className={cn("text-lg font-semibold text-slate-900", !hideCloseButton && "pr-8")}
            >
              {title}
            </DialogTitle>
            {description && (
              <Description className="mt-2 text-sm text-slate-600">{description}</Description>
            )}
            {children && <div className="mt-4">{children}</div>}
            {footer && (
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                {footer}
              </div>
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
