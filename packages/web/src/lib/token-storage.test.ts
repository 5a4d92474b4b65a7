import { describe, expect, it } from "vitest";
import { clearStoredToken, getStoredToken, readStoredToken, storeToken } from "./token-storage";

describe("token storage (SPEC sections 2, 4 and 9)", () => {
  it("looks in session storage first, then in local storage, under the key 'token'", () => {
    expect(readStoredToken()).toBeNull();
    window.localStorage.setItem("token", "local-token");
    expect(readStoredToken()).toEqual({ token: "local-token", persist: true });
    window.sessionStorage.setItem("token", "session-token");
    expect(readStoredToken()).toEqual({ token: "session-token", persist: false });
    expect(getStoredToken()).toBe("session-token");
  });

  it("ignores tokens under other keys", () => {
    window.sessionStorage.setItem("auth", "x");
    window.localStorage.setItem("jwt", "y");
    expect(getStoredToken()).toBeNull();
  });

  it("keeps the token in local storage when remember-me is ticked", () => {
    storeToken("abc", true);
    expect(window.localStorage.getItem("token")).toBe("abc");
    expect(window.sessionStorage.getItem("token")).toBeNull();
  });

  it("keeps the token in session storage otherwise, dropping an older remembered one", () => {
    window.localStorage.setItem("token", "old");
    storeToken("abc", false);
    expect(window.sessionStorage.getItem("token")).toBe("abc");
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("clears both storages", () => {
    window.sessionStorage.setItem("token", "s");
    window.localStorage.setItem("token", "l");
    clearStoredToken();
    expect(window.sessionStorage.getItem("token")).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(getStoredToken()).toBeNull();
  });
});
