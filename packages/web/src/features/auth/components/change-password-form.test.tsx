import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { ChangePasswordForm } from "./change-password-form";

// The whole journey (server, mail, the other session signed out) is e2e/password-change.e2e.ts;
// here, what the form refuses before it calls anything.
function renderSignedIn() {
  authStore.login(makeUser(), "member-token", false);
  return renderWithProviders(<ChangePasswordForm />, { route: "/myprofile" });
}

afterEach(() => authStore.logout());

const submit = () => screen.getByRole("button", { name: "Change password" });

describe("Change password", () => {
  it("asks for every field, with the Reset password messages for the new one", async () => {
    const network = stubFetch({});
    const { user } = renderSignedIn();
    await user.click(submit());
    // The first problem as a toast, each one under its field.
    await expectToast("Please enter your current password.");
    const current = screen.getByLabelText("Current password");
    expect(current).toHaveAttribute("aria-invalid", "true");
    expect(current).toHaveAccessibleDescription("Please enter your current password.");
    expect(current).toHaveFocus();
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      "Password is required.",
    );
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "Please confirm your password.",
    );
    expect(network.calls).toHaveLength(0);
  });

  it("refuses a short new password and a confirmation that differs", async () => {
    const network = stubFetch({});
    const { user } = renderSignedIn();
    await user.type(screen.getByLabelText("Current password"), "member-password-1");
    await user.type(screen.getByLabelText("New password"), "k7#qz!w");
    await user.type(screen.getByLabelText("Confirm new password"), "k7#qz!wx");
    await user.click(submit());
    await expectToast("Password must be at least 8 characters.");
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      "Password must be at least 8 characters.",
    );
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "Passwords do not match.",
    );
    expect(network.calls).toHaveLength(0);
  });

  it("shows and hides the three passwords with one toggle", async () => {
    stubFetch({});
    const { user } = renderSignedIn();
    const fields = ["Current password", "New password", "Confirm new password"].map((label) =>
      screen.getByLabelText(label),
    );
    for (const field of fields) expect(field).toHaveAttribute("type", "password");
    await user.click(screen.getByLabelText("Show passwords"));
    for (const field of fields) expect(field).toHaveAttribute("type", "text");
  });
});
