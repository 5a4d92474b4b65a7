import { LOGIN_LINK_SENT } from "@sector/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { LoginLinkEntry } from "./login-link-entry";
import { LoginLinkForm } from "./login-link-form";

const REQUEST = "POST /user/public/login-link";
const submit = () => screen.getByRole("button", { name: "Email me a sign-in link" });

describe("Sign-in link form", () => {
  it("checks the address before asking", async () => {
    const network = stubFetch({});
    const { user } = renderWithProviders(<LoginLinkForm />);
    await user.click(submit());
    expect(await screen.findByText("Email is required.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "ada@");
    await user.click(submit());
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });

  it("asks for a link and shows the neutral confirmation", async () => {
    const network = stubFetch({ [REQUEST]: { body: { message: LOGIN_LINK_SENT } } });
    const { user } = renderWithProviders(<LoginLinkForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(submit());
    expect(await screen.findByText(LOGIN_LINK_SENT)).toBeInTheDocument();
    expect(network.callsTo(REQUEST)[0]?.body).toEqual({ email: "ada@example.com" });
    // Another link can be asked for, from the form again.
    await user.click(screen.getByRole("button", { name: "Send another link" }));
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
  });

  it("shows the server's refusal (too many attempts)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const wait = "Too many attempts. Please try again in 60 minutes.";
    stubFetch({ [REQUEST]: { status: 429, body: { message: wait } } });
    const { user } = renderWithProviders(<LoginLinkForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(submit());
    await expectToast(wait);
    expect(screen.queryByText(LOGIN_LINK_SENT)).not.toBeInTheDocument();
  });
});

describe("Sign-in link entry on the login page", () => {
  it("leads to the form", async () => {
    const { user } = renderWithProviders(<LoginLinkEntry />, { route: "/login" });
    await user.click(screen.getByRole("link", { name: "Email me a sign-in link" }));
    expect(await screen.findByText("Navigated to /login-link")).toBeInTheDocument();
  });
});
