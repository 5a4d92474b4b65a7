import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deferred, stubFetch } from "../../../../test/fetch-stub";
import { makeUser } from "../../../../test/fixtures";

/** The auth store reads the stored token when it loads: a fresh copy for each test. */
async function loadGate() {
  vi.resetModules();
  const { AuthGate } = await import("./auth-gate");
  const { authStore } = await import("../../../lib/auth-store");
  return { AuthGate, authStore };
}

describe("AuthGate: start-up session check (SPEC section 2)", () => {
  it("shows the loading screen until GET myprofile answers, then the app", async () => {
    window.sessionStorage.setItem("token", "session-token");
    const reply = deferred<{ body: unknown }>();
    const network = stubFetch({ "GET /user/protected/myprofile": () => reply.promise });
    const { AuthGate, authStore } = await loadGate();

    render(
      <AuthGate>
        <p>The app</p>
      </AuthGate>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByText("The app")).not.toBeInTheDocument();

    const user = makeUser({ firstname: "Restored" });
    reply.resolve({ body: { user } });
    expect(await screen.findByText("The app")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(authStore.getState().user).toEqual(user);
    const calls = network.callsTo("GET /user/protected/myprofile");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer session-token");
  });

  it("uses the remembered token when this tab has none", async () => {
    window.localStorage.setItem("token", "remembered");
    const network = stubFetch({ "GET /user/protected/myprofile": { body: { user: makeUser() } } });
    const { AuthGate } = await loadGate();
    render(
      <AuthGate>
        <p>The app</p>
      </AuthGate>,
    );
    expect(await screen.findByText("The app")).toBeInTheDocument();
    expect(network.calls[0]?.headers.get("authorization")).toBe("Bearer remembered");
  });

  it("signs out when the restore answers 401", async () => {
    window.localStorage.setItem("token", "revoked");
    stubFetch({
      "GET /user/protected/myprofile": { status: 401, body: { message: "Unauthorized" } },
    });
    const { AuthGate, authStore } = await loadGate();
    render(
      <AuthGate>
        <p>The app</p>
      </AuthGate>,
    );
    expect(await screen.findByText("The app")).toBeInTheDocument();
    expect(authStore.getState()).toMatchObject({ user: null, token: null });
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("makes no call and shows the app at once without a stored token", async () => {
    const network = stubFetch({});
    const { AuthGate } = await loadGate();
    render(
      <AuthGate>
        <p>The app</p>
      </AuthGate>,
    );
    expect(screen.getByText("The app")).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
  });
});
