import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";
import { renderWithProviders } from "../../../../test/render";
import { authStore } from "../../../lib/auth-store";
import { EnrolmentGate } from "./enrolment-gate";

const STATUS = "GET /user/protected/2fa";

const renderGate = (route = "/uploads") =>
  renderWithProviders(
    <EnrolmentGate>
      <p>The screen</p>
    </EnrolmentGate>,
    { route, path: route },
  );

afterEach(() => authStore.logout());

describe("REQUIRE_STAFF_2FA enrolment gate", () => {
  it("sends staff without two-factor to the enrolment screen first", async () => {
    stubFetch({ [STATUS]: { body: { enabled: false, required: true, recovery_codes_left: 0 } } });
    authStore.login(makeUser({ role: "employee" }), "tok", false);
    renderGate();
    expect(await screen.findByText("Navigated to /two-factor/setup")).toBeInTheDocument();
    expect(screen.queryByText("The screen")).not.toBeInTheDocument();
  });

  it("shows the enrolment screen itself", async () => {
    stubFetch({ [STATUS]: { body: { enabled: false, required: true, recovery_codes_left: 0 } } });
    authStore.login(makeUser({ role: "admin" }), "tok", false);
    renderGate("/two-factor/setup");
    expect(await screen.findByText("The screen")).toBeInTheDocument();
  });

  it("lets staff with two-factor, or not required, through", async () => {
    stubFetch({ [STATUS]: { body: { enabled: true, required: true, recovery_codes_left: 10 } } });
    authStore.login(makeUser({ role: "admin" }), "tok", false);
    renderGate();
    expect(await screen.findByText("The screen")).toBeInTheDocument();
  });

  it("asks nothing for members", async () => {
    const network = stubFetch({});
    authStore.login(makeUser({ role: "user" }), "tok", false);
    renderGate();
    expect(await screen.findByText("The screen")).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });
});
