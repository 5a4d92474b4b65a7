import { afterEach, describe, expect, it } from "vitest";
import { readLastWebsite, rememberLastWebsite } from "./last-website";

describe("the website last saved on My Profile", () => {
  afterEach(() => window.localStorage.clear());

  it("is remembered per user", () => {
    expect(readLastWebsite(7)).toBeNull();
    rememberLastWebsite(7, 3);
    rememberLastWebsite(8, 4);
    expect(readLastWebsite(7)).toBe(3);
    expect(readLastWebsite(8)).toBe(4);
    rememberLastWebsite(7, 2);
    expect(readLastWebsite(7)).toBe(2);
  });

  it("ignores anything that is not a company id", () => {
    for (const stored of ["", "abc", "0", "-2", "1.5", "1e400"]) {
      window.localStorage.setItem("profile-website:9", stored);
      expect(readLastWebsite(9)).toBeNull();
    }
  });
});
