import { LOGIN_LINK_DEAD } from "@sector/shared";
import { configure, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deferred, stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { expectToast } from "../../../../test/toasts";
import { authStore } from "../../../lib/auth-store";
import { LoginLinkRedeemer } from "./login-link-redeemer";

const REDEEM = "POST /user/public/login-link/redeem";

const openLink = (token = "tok-1") =>
  renderWithProviders(<LoginLinkRedeemer token={token} />, {
    route: `/login/link/${token}`,
    path: "/login/link/:token",
  });

// As the app renders: in StrictMode, whose effects run twice on mount (only at the root).
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));
afterEach(() => authStore.logout());

describe("Login link page", () => {
  it("spends the link once, stores the session for this browser session, toasts and goes to /", async () => {
    const user = makeUser({ email: "ada@example.com" });
    const answer = deferred<{ body: unknown }>();
    const network = stubFetch({ [REDEEM]: () => answer.promise });
    openLink("tok-1");
    expect(await screen.findByRole("heading", { name: "Signing you in" })).toBeInTheDocument();
    answer.resolve({ body: { user, token: "session-tok" } });
    await expectToast("Successful Login!");
    expect(await screen.findByText("Navigated to /")).toBeInTheDocument();
    expect(network.callsTo(REDEEM)).toHaveLength(1);
    expect(network.callsTo(REDEEM)[0]?.body).toEqual({ token: "tok-1" });
    expect(authStore.getState().user).toEqual(user);
    expect(window.sessionStorage.getItem("token")).toBe("session-tok");
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("goes to the two-factor step for an account with two-factor on, signed in to nothing yet", async () => {
    stubFetch({ [REDEEM]: { body: { mfa_required: true, mfa_token: "mfa-1" } } });
    openLink();
    expect(await screen.findByText("Navigated to /login/mfa")).toBeInTheDocument();
    expect(authStore.getState().user).toBeNull();
    expect(window.sessionStorage.getItem("token")).toBeNull();
  });

  it("says a dead link is dead and offers a new one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({ [REDEEM]: { status: 400, body: { message: LOGIN_LINK_DEAD } } });
    const { user } = openLink();
    expect(
      await screen.findByRole("heading", { name: "This sign-in link has expired" }),
    ).toBeInTheDocument();
    expect(screen.getByText(LOGIN_LINK_DEAD)).toBeInTheDocument();
    expect(authStore.getState().user).toBeNull();
    await user.click(screen.getByRole("link", { name: "Email me a new link" }));
    expect(await screen.findByText("Navigated to /login-link")).toBeInTheDocument();
  });

  it("tells a failure that is not the link's apart from a dead link", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubFetch({ [REDEEM]: { status: 503, body: {} } });
    openLink();
    expect(
      await screen.findByRole("heading", { name: "Signing in did not work" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please try again in a moment.");
  });
});
