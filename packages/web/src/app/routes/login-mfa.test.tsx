import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithProviders } from "../../../test/render";
import LoginMfaRoute from "./login-mfa";

describe("/login/mfa", () => {
  it("sends a visitor without a first step back to sign in", async () => {
    stubFetch({});
    renderWithProviders(<LoginMfaRoute />, { route: "/login/mfa", path: "/login/mfa" });
    expect(await screen.findByText("Navigated to /login")).toBeInTheDocument();
  });
});
