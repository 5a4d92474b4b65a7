import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { open, seal, secretBoxKey } from "./secret-box";
import { base32Decode, base32Encode, matchTotp, otpauthUrl, totpCode, totpStep } from "./totp";

const RFC_SECRET = Buffer.from("12345678901234567890", "ascii");

/** RFC 6238 appendix B, SHA-1: Unix time → 8-digit TOTP. */
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
];

describe("TOTP (RFC 6238, SHA-1)", () => {
  it.each(RFC_VECTORS)("gives the RFC's code at %i s", (seconds, expected) => {
    const step = totpStep(seconds * 1000);
    expect(totpCode(RFC_SECRET, step, 8)).toBe(expected);
    // Six digits are the last six of the eight (the same number modulo 10^6).
    expect(totpCode(RFC_SECRET, step)).toBe(expected.slice(-6));
  });

  it("matches a code computed here from the RFC 4226 truncation", () => {
    const at = Date.UTC(2026, 0, 2, 3, 4, 5);
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
    const hmac = createHmac("sha1", RFC_SECRET).update(counter).digest();
    const offset = (hmac.at(-1) ?? 0) & 15;
    const code = String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
    expect(matchTotp(RFC_SECRET, code, null, at)).toBe(Math.floor(at / 30_000));
    // A step of drift either way is taken; two are not.
    expect(matchTotp(RFC_SECRET, code, null, at + 30_000)).not.toBeNull();
    expect(matchTotp(RFC_SECRET, code, null, at - 30_000)).not.toBeNull();
    expect(matchTotp(RFC_SECRET, code, null, at + 61_000)).toBeNull();
  });

  it("refuses a code of a step already used, and anything not six digits", () => {
    const at = Date.now();
    const step = totpStep(at);
    const code = totpCode(RFC_SECRET, step);
    expect(matchTotp(RFC_SECRET, code, step - 1, at)).toBe(step);
    expect(matchTotp(RFC_SECRET, code, step, at)).toBeNull();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(matchTotp(RFC_SECRET, wrong, null, at)).toBeNull();
    expect(matchTotp(RFC_SECRET, `${code}0`, null, at)).toBeNull();
    expect(matchTotp(RFC_SECRET, "", null, at)).toBeNull();
  });

  it("writes secrets in RFC 4648 base32 and reads them back", () => {
    expect(base32Encode(RFC_SECRET)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq")).toEqual(RFC_SECRET);
    expect(() => base32Decode("not base32!")).toThrow();
  });

  it("builds the otpauth URL authenticator apps read", () => {
    const url = new URL(otpauthUrl("GEZDGNBV", "ada@example.org", "Sector Portal"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Sector Portal:ada@example.org");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: "GEZDGNBV",
      issuer: "Sector Portal",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});

describe("secret box (AES-256-GCM)", () => {
  const key = secretBoxKey("a key of at least thirty-two bytes, for tests");

  it("opens what it sealed, and never shows it", () => {
    const sealed = seal(key, RFC_SECRET);
    expect(sealed).not.toContain(base32Encode(RFC_SECRET));
    expect(sealed).not.toContain(RFC_SECRET.toString("base64url"));
    expect(open(key, sealed)).toEqual(RFC_SECRET);
    // A fresh IV each time.
    expect(seal(key, RFC_SECRET)).not.toBe(sealed);
  });

  it("refuses another key and an altered text", () => {
    const sealed = seal(key, RFC_SECRET);
    expect(() => open(secretBoxKey("another key of at least thirty-two bytes!"), sealed)).toThrow();
    const [v, iv, tag, body = ""] = sealed.split(".");
    const flipped = `${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`;
    expect(() => open(key, [v, iv, tag, flipped].join("."))).toThrow();
  });
});
