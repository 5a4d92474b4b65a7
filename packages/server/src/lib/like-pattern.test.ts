import { describe, expect, it } from "vitest";
import { containsPattern } from "./like-pattern";

describe("containsPattern", () => {
  it("wraps the term in wildcards", () => {
    expect(containsPattern("growth")).toBe("%growth%");
  });

  it("escapes LIKE wildcards and the escape character", () => {
    expect(containsPattern("100%")).toBe("%100\\%%");
    expect(containsPattern("snake_case")).toBe("%snake\\_case%");
    expect(containsPattern("C:\\dir")).toBe("%C:\\\\dir%");
    expect(containsPattern("\\%_")).toBe("%\\\\\\%\\_%");
  });

  it("leaves quotes alone: the pattern is a bound parameter", () => {
    expect(containsPattern('O\'Reilly "quoted"')).toBe('%O\'Reilly "quoted"%');
  });
});
