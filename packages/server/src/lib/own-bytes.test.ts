import { describe, expect, it } from "vitest";
import { ownBytes } from "./own-bytes";

describe("ownBytes", () => {
  it("holds the text's UTF-8 bytes in memory of their own, not in the shared pool", () => {
    for (const text of ["", "{}", "Zürich «CIO» 😀", "x".repeat(5_000), "y".repeat(40_000)]) {
      const bytes = ownBytes(text);
      expect(bytes.toString("utf8")).toBe(text);
      expect(bytes.equals(Buffer.from(text))).toBe(true);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
      expect(bytes.byteOffset).toBe(0);
    }
    // A copy of bytes from the pool (zlib's results are such slices).
    const pooled = Buffer.concat([Buffer.from("ab"), Buffer.from("cd")]);
    const copy = ownBytes(pooled);
    expect(copy.toString()).toBe("abcd");
    expect(copy.buffer.byteLength).toBe(4);
    // What it avoids: a small Buffer.from shares a pool far larger than itself.
    expect(Buffer.from("{}").buffer.byteLength).toBeGreaterThan(1_000);
  });
});
