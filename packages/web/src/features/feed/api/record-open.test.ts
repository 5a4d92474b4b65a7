import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../../test/fetch-stub";
import { recordOpen } from "./record-open";

const signIn = (token = "member-token") => window.sessionStorage.setItem("token", token);

/** Replaces navigator.sendBeacon (or removes it, with `undefined`) for one test. */
function stubBeacon(beacon: ((url: string, data?: BodyInit | null) => boolean) | undefined) {
  const spy = beacon && vi.fn(beacon);
  vi.stubGlobal("navigator", { ...navigator, sendBeacon: spy });
  return spy;
}

describe("recordOpen (POST /resources/{id}/open)", () => {
  it("sends a beacon with the token in a form-encoded body, and nothing else", async () => {
    signIn("member-token");
    const network = stubFetch({});
    const beacon = stubBeacon(() => true);
    recordOpen(42);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon?.mock.calls[0] ?? [];
    expect(url).toBe("/api/resources/42/open");
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe("access_token=member-token");
    await Promise.resolve();
    expect(network.calls).toHaveLength(0);
  });

  it("falls back to a keepalive fetch with the bearer header when the beacon is refused", () => {
    signIn("member-token");
    const network = stubFetch({ "POST /resources/42/open": { status: 204 } });
    const beacon = stubBeacon(() => false);
    recordOpen(42);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(network.callsTo("POST /resources/42/open")).toHaveLength(1);
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect(network.calls[0]?.headers.get("authorization")).toBe("Bearer member-token");
    // The token never travels in the URL.
    expect(network.calls[0]?.query.toString()).toBe("");
  });

  it("falls back to fetch where the browser has no sendBeacon", () => {
    window.localStorage.setItem("token", "remembered-token");
    const network = stubFetch({});
    stubBeacon(undefined);
    recordOpen(7);
    expect(network.callsTo("POST /resources/7/open")).toHaveLength(1);
    expect(network.calls[0]?.headers.get("authorization")).toBe("Bearer remembered-token");
  });

  it("ignores failures: a throwing beacon, a failing fetch", async () => {
    signIn();
    stubBeacon(() => {
      throw new TypeError("Beacon refused");
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    expect(() => recordOpen(1)).not.toThrow();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => {
        throw new TypeError("keepalive quota");
      }),
    );
    expect(() => recordOpen(1)).not.toThrow();
    // Let the rejected promise settle: an unhandled rejection would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("sends nothing when nobody is signed in", () => {
    const network = stubFetch({});
    const beacon = stubBeacon(() => true);
    recordOpen(3);
    expect(beacon).not.toHaveBeenCalled();
    expect(network.calls).toHaveLength(0);
  });
});
