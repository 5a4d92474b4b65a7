import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { DeleteAccountDialog } from "./delete-account-dialog";

const DELETE_ACCOUNT = "POST /user/protected/delete-account";
const WRONG_PASSWORD = "The password is not correct.";

function renderSignedIn() {
  authStore.login(makeUser(), "member-token", false);
  return renderWithProviders(<DeleteAccountDialog open onClose={() => {}} />, {
    route: "/myprofile",
  });
}

const deleteButton = () => screen.getByRole("button", { name: "Delete my account" });

afterEach(() => authStore.logout());

describe("Delete my account", () => {
  it("says what is erased and what is kept, and enables the button only for DELETE", async () => {
    const network = stubFetch({});
    const { user } = renderSignedIn();
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(dialog).toHaveTextContent(/password and topics are erased/);
    expect(dialog).toHaveTextContent(/consents you gave or withdrew are kept/);
    await user.type(screen.getByLabelText("Password"), "member-password-1");
    expect(deleteButton()).toBeDisabled();

    const confirmation = screen.getByLabelText("Type DELETE to confirm");
    await user.type(confirmation, "delete");
    expect(deleteButton()).toBeDisabled();
    await user.clear(confirmation);
    await user.type(confirmation, "DELETE ");
    expect(deleteButton()).toBeDisabled();
    await user.type(confirmation, "{Backspace}");
    expect(deleteButton()).toBeEnabled();
    await user.type(confirmation, "{Backspace}");
    expect(deleteButton()).toBeDisabled();
    expect(network.calls).toHaveLength(0);
  });

  it("asks for the password", async () => {
    const network = stubFetch({});
    const { user } = renderSignedIn();
    await user.type(await screen.findByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(deleteButton());
    expect(await screen.findByText("Please enter your password.")).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("shows the server's message under the password and keeps the session", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const network = stubFetch({
      [DELETE_ACCOUNT]: {
        status: 400,
        body: { message: WRONG_PASSWORD, errors: { password: WRONG_PASSWORD } },
      },
    });
    const { user } = renderSignedIn();
    const password = await screen.findByLabelText("Password");
    await user.type(password, "wrong-password");
    await user.type(screen.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(deleteButton());

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(WRONG_PASSWORD);
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(WRONG_PASSWORD);
    expect(network.callsTo(DELETE_ACCOUNT)[0]?.body).toEqual({ password: "wrong-password" });
    expect(authStore.getState().token).toBe("member-token");
    expect(window.sessionStorage.getItem("token")).toBe("member-token");
    expect(screen.queryByText(/Navigated to/)).toBeNull();
    expect(screen.getByRole("dialog", { name: "Delete your account?" })).toBeInTheDocument();
  });

  it("shows a refusal that is not about the password in the dialog (the last admin)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = "The last admin cannot be erased. Make another user an admin first.";
    stubFetch({ [DELETE_ACCOUNT]: { status: 409, body: { message: refusal } } });
    const { user } = renderSignedIn();
    const password = await screen.findByLabelText("Password");
    await user.type(password, "admin-password-1");
    await user.type(screen.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(deleteButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(password).not.toHaveAttribute("aria-invalid");
    expect(authStore.getState().token).toBe("member-token");
  });

  it("on success forgets the session without the server logout, goes to /login and says so", async () => {
    const network = stubFetch({ [DELETE_ACCOUNT]: { status: 204 } });
    const { user } = renderSignedIn();
    await user.type(await screen.findByLabelText("Password"), "member-password-1");
    await user.type(screen.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(deleteButton());

    await expectToast("Your account has been deleted.");
    expect(await screen.findByText("Navigated to /login")).toBeInTheDocument();
    const [call] = network.callsTo(DELETE_ACCOUNT);
    // Only the password goes to the server; the typed DELETE is the form's own check.
    expect(call?.body).toEqual({ password: "member-password-1" });
    expect(call?.headers.get("authorization")).toBe("Bearer member-token");
    expect(authStore.getState()).toMatchObject({ user: null, token: null });
    expect(window.sessionStorage.getItem("token")).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(network.callsTo("POST /user/protected/logout")).toHaveLength(0);
    expect(network.calls).toHaveLength(1);
  });
});
