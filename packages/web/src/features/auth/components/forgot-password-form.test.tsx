import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { ForgotPasswordForm } from "./forgot-password-form";

const submit = () => screen.getByRole("button", { name: "Send Password Reset Link" });

describe("Forgot password form (SPEC section 5)", () => {
  it("requires the email", async () => {
    const network = stubFetch({});
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.click(submit());
    expect(await screen.findByText("Email is required.")).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("asks for a valid address", async () => {
    stubFetch({});
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("Email"), "ada@");
    await user.click(submit());
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
  });

  it("sends the link and says so", async () => {
    const network = stubFetch({ "POST /user/public/forgot-password": { body: {} } });
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(submit());
    await expectToast("Password reset link has been sent successfully to your email!");
    expect(network.callsTo("POST /user/public/forgot-password")[0]?.body).toEqual({
      email: "ada@example.com",
    });
  });
});
