import { describe, expect, it } from "vitest";
import { deviceCookieKey, deviceOf, newDeviceCookie } from "./device-cookies";

const key = deviceCookieKey("a session secret of at least thirty-two bytes");

describe("device cookies", () => {
  it("name their device for the account they were made for, however its address is typed", () => {
    const value = newDeviceCookie(key, "Ada@Example.org");
    const device = deviceOf(key, "  ada@example.ORG ", value);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(value.startsWith(`${device}.`)).toBe(true);
    // A new one at each sign-in: another device id.
    expect(deviceOf(key, "ada@example.org", newDeviceCookie(key, "ada@example.org"))).not.toBe(
      device,
    );
  });

  it("are worth nothing for another account, under another key, or altered", () => {
    const value = newDeviceCookie(key, "ada@example.org");
    expect(deviceOf(key, "grace@example.org", value)).toBeNull();
    expect(
      deviceOf(deviceCookieKey("another secret of at least 32 bytes!!"), "ada@example.org", value),
    ).toBeNull();
    const [nonce = "", tag = ""] = value.split(".");
    const flipped = `${tag[0] === "A" ? "B" : "A"}${tag.slice(1)}`;
    for (const bad of [
      `${nonce}.${flipped}`,
      `${flipped.slice(0, 22)}.${tag}`,
      `${nonce}.${tag}x`,
      `${nonce}${tag}`,
      "",
      "nonsense",
      undefined,
    ]) {
      expect(deviceOf(key, "ada@example.org", bad), String(bad)).toBeNull();
    }
  });
});
