import { waitFor } from "@testing-library/react";
import { expect } from "vitest";

/** The texts of the toasts on screen (react-hot-toast's toaster), newest first. */
export function toastMessages(): string[] {
  return [...document.querySelectorAll('[data-rht-toaster] [role="status"]')].map(
    (element) => element.textContent ?? "",
  );
}

/** Waits until a toast with exactly `text` shows. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(toastMessages()).toContain(text));
}
