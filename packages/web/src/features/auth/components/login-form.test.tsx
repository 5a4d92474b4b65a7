import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { LoginForm } from "./login-form";

const renderLogin = () => renderWithProviders(<LoginForm />, { route: "/login" });
const submit = () => screen.getByRole("button", { name: "Login" });

describe("Login form (SPEC sections 4, 5 and 8)", () => {
  it("requires the email and the password", async () => {
    const network = stubFetch({});
    const { user } = renderLogin();
    await user.click(submit());
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("rejects an email that is not an address", async () => {
    stubFetch({});
    const { user } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "whatever1");
    await user.click(submit());
    expect(await screen.findByText("Invalid email format")).toBeInTheDocument();
    expect(screen.queryByText("Password is required")).not.toBeInTheDocument();
  });

  it("signs in, keeps a remembered token in local storage, toasts and goes to /", async () => {
    const network = stubFetch({
      "POST /user/public/login": { body: { user: makeUser(), token: "tok" } },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByLabelText("Remember me"));
    await user.click(submit());
    await expectToast("Successful Login!");
    expect(await screen.findByText("Navigated to /")).toBeInTheDocument();
    expect(network.callsTo("POST /user/public/login")[0]?.body).toEqual({
      email: "ada@example.com",
      password: "correct horse",
    });
    expect(window.localStorage.getItem("token")).toBe("tok");
    expect(window.sessionStorage.getItem("token")).toBeNull();
  });

  it("goes on to the two-factor step without signing in when the account has it on", async () => {
    stubFetch({ "POST /user/public/login": { body: { mfa_required: true, mfa_token: "mfa-1" } } });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(submit());
    expect(await screen.findByText("Navigated to /login/mfa")).toBeInTheDocument();
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(window.sessionStorage.getItem("token")).toBeNull();
  });

  it("shows the server's message when the login fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({
      "POST /user/public/login": { status: 401, body: { message: "Invalid credentials" } },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(submit());
    await expectToast("Invalid credentials");
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it("falls back to 'Login failed' when the failure carries no message", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({ "POST /user/public/login": { status: 500, body: {} } });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "whatever1");
    await user.click(submit());
    await expectToast("Login failed");
    expect(logged).toHaveBeenCalled();
  });
});
