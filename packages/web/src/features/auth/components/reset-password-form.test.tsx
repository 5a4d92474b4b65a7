import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { ResetPasswordForm } from "./reset-password-form";

const renderForm = () =>
  renderWithProviders(<ResetPasswordForm slug="abc123" />, { route: "/reset-password/abc123" });
const submit = () => screen.getByRole("button", { name: "Reset Password" });

describe("Reset password form (SPEC sections 5 and 8)", () => {
  it("requires the password and its confirmation", async () => {
    const network = stubFetch({});
    const { user } = renderForm();
    await user.click(submit());
    expect(await screen.findByText("Password is required.")).toBeInTheDocument();
    expect(screen.getByText("Please confirm your password.")).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("asks for at least 8 characters", async () => {
    stubFetch({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText("New password"), "short12");
    await user.type(screen.getByLabelText("Confirm password"), "short12");
    await user.click(submit());
    expect(await screen.findByText("Password must be at least 8 characters.")).toBeInTheDocument();
  });

  it("asks for matching passwords", async () => {
    stubFetch({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Confirm password"), "long-enough-2");
    await user.click(submit());
    expect(await screen.findByText("Passwords do not match.")).toBeInTheDocument();
  });

  it("sends the slug and the new password, then goes to /login", async () => {
    const network = stubFetch({ "POST /user/public/reset-password": { body: {} } });
    const { user } = renderForm();
    await user.type(screen.getByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Confirm password"), "long-enough-1");
    await user.click(submit());
    await expectToast("Password has been successfully changed!");
    expect(await screen.findByText("Navigated to /login")).toBeInTheDocument();
    expect(network.callsTo("POST /user/public/reset-password")[0]?.body).toEqual({
      slug: "abc123",
      newPassword: "long-enough-1",
    });
  });

  it("says 'Something went wrong' when the reset fails without a message", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({ "POST /user/public/reset-password": { status: 500, body: {} } });
    const { user } = renderForm();
    await user.type(screen.getByLabelText("New password"), "long-enough-1");
    await user.type(screen.getByLabelText("Confirm password"), "long-enough-1");
    await user.click(submit());
    await expectToast("Something went wrong. Please try again.");
    expect(logged).toHaveBeenCalled();
  });
});
