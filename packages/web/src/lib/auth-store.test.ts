import { beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, stubFetch } from "../../test/fetch-stub";
import { makeUser } from "../../test/fixtures";

/** The store reads the stored token when its module loads: load a fresh copy per test. */
async function loadStore() {
  vi.resetModules();
  const { authStore } = await import("./auth-store");
  const { restoreSession } = await import("../features/auth/api/get-my-profile");
  return { authStore, restoreSession };
}

describe("auth store (SPEC section 4)", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("starts signed out and ready when no token is stored", async () => {
    const { authStore } = await loadStore();
    expect(authStore.getState()).toMatchObject({ user: null, token: null, status: "ready" });
  });

  it("login with remember-me keeps the token in local storage", async () => {
    const { authStore } = await loadStore();
    const user = makeUser();
    authStore.login(user, "t-1", true);
    expect(window.localStorage.getItem("token")).toBe("t-1");
    expect(window.sessionStorage.getItem("token")).toBeNull();
    expect(authStore.getState()).toMatchObject({ user, token: "t-1", persist: true });
  });

  it("login without remember-me keeps the token in session storage", async () => {
    const { authStore } = await loadStore();
    authStore.login(makeUser(), "t-2", false);
    expect(window.sessionStorage.getItem("token")).toBe("t-2");
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(authStore.getState().persist).toBe(false);
  });

  it("replaceToken keeps the user and stores the fresh token where the old one was", async () => {
    for (const persist of [true, false]) {
      const { authStore } = await loadStore();
      const user = makeUser();
      authStore.login(user, "old-token", persist);
      authStore.replaceToken("fresh-token");
      const kept = persist ? window.localStorage : window.sessionStorage;
      const other = persist ? window.sessionStorage : window.localStorage;
      expect(kept.getItem("token")).toBe("fresh-token");
      expect(other.getItem("token")).toBeNull();
      expect(authStore.getState()).toMatchObject({ user, token: "fresh-token", persist });
      authStore.logout();
    }
  });

  it("logout removes the token from both storages and empties the user", async () => {
    const { authStore } = await loadStore();
    authStore.login(makeUser(), "t-3", true);
    window.sessionStorage.setItem("token", "stray");
    authStore.logout();
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(window.sessionStorage.getItem("token")).toBeNull();
    expect(authStore.getState()).toMatchObject({ user: null, token: null });
  });

  it("set-user replaces the user", async () => {
    const { authStore } = await loadStore();
    authStore.login(makeUser(), "t-4", false);
    const renamed = makeUser({ firstname: "Grace" });
    authStore.setUser(renamed);
    expect(authStore.getState().user).toEqual(renamed);
  });

  it("restores the user from the session-storage token with GET myprofile", async () => {
    window.localStorage.setItem("token", "remembered");
    window.sessionStorage.setItem("token", "this-tab");
    const user = makeUser();
    const reply = deferred<{ body: unknown }>();
    const network = stubFetch({ "GET /user/protected/myprofile": () => reply.promise });
    const { authStore, restoreSession } = await loadStore();
    expect(authStore.getState()).toMatchObject({ token: "this-tab", status: "restoring" });

    const done = restoreSession();
    reply.resolve({ body: { user } });
    await done;

    const [call] = network.callsTo("GET /user/protected/myprofile");
    expect(call?.headers.get("authorization")).toBe("Bearer this-tab");
    expect(authStore.getState()).toMatchObject({ user, token: "this-tab", status: "ready" });
  });

  it("signs out when the restore call answers 401", async () => {
    window.localStorage.setItem("token", "expired");
    stubFetch({
      "GET /user/protected/myprofile": { status: 401, body: { message: "Unauthorized" } },
    });
    const { authStore, restoreSession } = await loadStore();
    await restoreSession();
    expect(authStore.getState()).toMatchObject({ user: null, token: null, status: "ready" });
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("keeps the token for a retry when the server fails otherwise", async () => {
    window.localStorage.setItem("token", "still-good");
    stubFetch({ "GET /user/protected/myprofile": { status: 503, body: {} } });
    const { authStore, restoreSession } = await loadStore();
    await restoreSession();
    expect(authStore.getState()).toMatchObject({ token: "still-good", status: "restore-failed" });
    expect(window.localStorage.getItem("token")).toBe("still-good");
  });
});
