import { SUPPRESSION_EXISTS, type Suppression } from "@sector/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast, toastMessages } from "../../../../test/toasts";
import { AddSuppressionModal } from "./add-suppression-modal";

const added: Suppression = {
  id: 3,
  email: "gone@example.org",
  reason: "manual",
  created_at: "2026-11-25T10:00:00.000Z",
  detail: "Asked by phone",
};

const openModal = (onAdded = vi.fn()) => {
  const rendered = renderWithProviders(
    <AddSuppressionModal open onClose={() => {}} onAdded={onAdded} />,
  );
  const dialog = screen.getByRole("dialog", { name: "Add address" });
  return { ...rendered, dialog, onAdded };
};

describe("Add address", () => {
  it("sends the address as a manual suppression, with its detail, and says so", async () => {
    const network = stubFetch({
      "POST /suppressions": { status: 201, body: { suppression: added } },
    });
    const { user, dialog, onAdded } = openModal();
    await user.type(within(dialog).getByLabelText("Email address"), " Gone@Example.org ");
    await user.type(within(dialog).getByLabelText("Detail (optional)"), "Asked by phone");
    await user.click(within(dialog).getByRole("button", { name: "Add address" }));

    await expectToast("gone@example.org gets no more marketing mail.");
    expect(network.callsTo("POST /suppressions").map((call) => call.body)).toEqual([
      { email: "gone@example.org", reason: "manual", detail: "Asked by phone" },
    ]);
    expect(onAdded).toHaveBeenCalledWith(added);
  });

  it("sends no detail when none was written", async () => {
    const network = stubFetch({
      "POST /suppressions": { status: 201, body: { suppression: added } },
    });
    const { user, dialog, onAdded } = openModal();
    await user.type(within(dialog).getByLabelText("Email address"), "gone@example.org");
    await user.click(within(dialog).getByRole("button", { name: "Add address" }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(network.callsTo("POST /suppressions")[0]?.body).toEqual({
      email: "gone@example.org",
      reason: "manual",
      detail: null,
    });
  });

  it("shows the server's 409 on the email field and stays open", async () => {
    stubFetch({
      "POST /suppressions": {
        status: 409,
        body: { message: SUPPRESSION_EXISTS, errors: { email: SUPPRESSION_EXISTS } },
      },
    });
    const { user, dialog, onAdded } = openModal();
    const email = within(dialog).getByLabelText("Email address");
    await user.type(email, "gone@example.org");
    await user.click(within(dialog).getByRole("button", { name: "Add address" }));

    await within(dialog).findByText("This address is already suppressed.");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("This address is already suppressed.");
    expect(onAdded).not.toHaveBeenCalled();
    // Said once, under the field, not again in a toast.
    expect(toastMessages()).toEqual([]);
    expect(screen.getByRole("dialog", { name: "Add address" })).toBeInTheDocument();
  });

  it("refuses a malformed address before asking the server", async () => {
    const network = stubFetch({});
    const { user, dialog } = openModal();
    const email = within(dialog).getByLabelText("Email address");
    await user.type(email, "not-an-address");
    await user.click(within(dialog).getByRole("button", { name: "Add address" }));

    await within(dialog).findByText("Please enter a valid email address.");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(network.calls).toEqual([]);
  });
});
