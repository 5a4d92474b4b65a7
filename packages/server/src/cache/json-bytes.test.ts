import { describe, expect, it } from "vitest";
import { jsonBytes } from "./read-caches";

describe("jsonBytes", () => {
  it("keeps a cached answer's JSON in bytes of its own (never a slice of the shared pool)", () => {
    const answer = { data: [{ id: 1, title: "Zürich «CIO»" }], next: null };
    const bytes = jsonBytes(answer);
    expect(JSON.parse(bytes.toString("utf8"))).toEqual(answer);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });
});
