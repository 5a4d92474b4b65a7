import { describe, expect, it } from "vitest";
import { brandCode, readLoginArrival } from "./login-arrival";

describe("readLoginArrival", () => {
  it("takes the joined address and the brand from the router state", () => {
    expect(readLoginArrival({ joinedEmail: " ada@example.com ", brand: "CMO" }, "")).toEqual({
      joinedEmail: "ada@example.com",
      brand: "cmo",
    });
  });

  it("takes the brand from ?brand= when the state has none, but never an address", () => {
    expect(readLoginArrival(null, "?brand=Cio&joinedEmail=ada%40example.com")).toEqual({
      joinedEmail: null,
      brand: "cio",
    });
    // The state's brand wins over the query's.
    expect(readLoginArrival({ brand: "cro" }, "?brand=cio").brand).toBe("cro");
  });

  it("ignores whatever else a history entry may hold", () => {
    for (const state of [undefined, null, "text", 42, { joinedEmail: 7, brand: ["cio"] }]) {
      expect(readLoginArrival(state, "")).toEqual({ joinedEmail: null, brand: null });
    }
    expect(readLoginArrival({ joinedEmail: "not-an-address" }, "").joinedEmail).toBeNull();
  });
});

describe("brandCode", () => {
  it("accepts a code a registration path can carry and refuses the rest", () => {
    expect(brandCode(" CHRO ")).toBe("chro");
    expect(brandCode("")).toBeNull();
    expect(brandCode("a/b")).toBeNull();
    expect(brandCode("x".repeat(101))).toBeNull();
    expect(brandCode(undefined)).toBeNull();
  });
});
