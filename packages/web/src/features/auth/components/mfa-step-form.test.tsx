import { MFA_CODE_INVALID, MFA_SIGN_IN_EXPIRED } from "@sector/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { MfaStepForm } from "./mfa-step-form";

const MFA = "POST /user/public/login/mfa";

const renderStep = (remember = false) =>
  renderWithProviders(<MfaStepForm step={{ mfa_token: "mfa-1", remember }} />, {
    route: "/login/mfa",
  });

afterEach(() => authStore.logout());

describe("Two-factor sign-in step", () => {
  it("asks for a numeric one-time code", () => {
    stubFetch({});
    renderStep();
    const field = screen.getByLabelText("Two-factor code");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
  });

  it("finishes the sign-in as a login does: session stored, toast, /", async () => {
    const user = makeUser({ email: "ada@example.com" });
    const network = stubFetch({ [MFA]: { body: { user, token: "session-tok" } } });
    const { user: reader } = renderStep(true);
    await reader.type(screen.getByLabelText("Two-factor code"), "123 456");
    await reader.click(screen.getByRole("button", { name: "Verify" }));
    await expectToast("Successful Login!");
    expect(await screen.findByText("Navigated to /")).toBeInTheDocument();
    expect(network.callsTo(MFA)[0]?.body).toEqual({ mfa_token: "mfa-1", code: "123456" });
    expect(authStore.getState().user).toEqual(user);
    // Remember me was ticked on the first step: the token is kept in local storage.
    expect(window.localStorage.getItem("token")).toBe("session-tok");
  });

  it("says a wrong code is wrong, and stays", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({ [MFA]: { status: 401, body: { message: MFA_CODE_INVALID } } });
    const { user } = renderStep();
    await user.type(screen.getByLabelText("Two-factor code"), "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(MFA_CODE_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText("Two-factor code")).toHaveAttribute("aria-invalid", "true");
    expect(authStore.getState().user).toBeNull();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });

  it("says an expired sign-in is over and links back to sign in", async () => {
    stubFetch({ [MFA]: { status: 401, body: { message: MFA_SIGN_IN_EXPIRED } } });
    const { user } = renderStep();
    await user.type(screen.getByLabelText("Two-factor code"), "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MFA_SIGN_IN_EXPIRED);
    await user.click(screen.getByRole("link", { name: "Back to login" }));
    expect(await screen.findByText("Navigated to /login")).toBeInTheDocument();
  });

  it("takes a recovery code instead", async () => {
    const network = stubFetch({ [MFA]: { body: { user: makeUser(), token: "t" } } });
    const { user } = renderStep();
    await user.click(screen.getByRole("button", { name: "Use a recovery code" }));
    const field = screen.getByLabelText("Recovery code");
    expect(field).toHaveAttribute("inputmode", "text");
    await user.type(field, "abcde-fghjk");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Navigated to /")).toBeInTheDocument();
    expect(network.callsTo(MFA)[0]?.body).toEqual({ mfa_token: "mfa-1", code: "abcdefghjk" });
  });

  it("asks for a code before calling", async () => {
    const network = stubFetch({});
    const { user } = renderStep();
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByText("Enter the 6-digit code or a recovery code."),
    ).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });
});
