import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../../../test/fixtures";
import { expectLimited } from "../../../test/rate-limits-fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import type { TrustProxy } from "../../config";

// Sign-in failures per client address: a small limit, so a rotation would show within a few.
const HOUR = 3_600_000;
const PER_IP = 5;
const limits = {
  loginFailuresPerIp: { max: PER_IP, windowMs: HOUR },
  loginFailuresPerPair: { max: 1000, windowMs: HOUR },
};

const apps: TestApp[] = [];
const appTrusting = async (trustProxy: TrustProxy) => {
  const t = await createTestApp({ rateLimit: limits, trustProxy });
  apps.push(t);
  return t;
};
afterAll(async () => {
  for (const t of apps) await t.close();
});

let emails = 0;
/** A failed sign-in (an unknown address: no account is touched) arriving with that header. */
const failedLogin = (t: TestApp, forwardedFor?: string) => {
  emails += 1;
  return postJson(
    t,
    "/api/user/public/login",
    { email: `proxy-${emails}@example.org`, password: "wrong-password-1" },
    // From a loopback client (inject's default 127.0.0.1), as a proxy on this machine would be.
    { headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor } },
  );
};

/** Sends `count` failed sign-ins, one header each; their statuses. */
const statuses = async (t: TestApp, headers: string[]) => {
  const seen: number[] = [];
  for (const header of headers) seen.push((await failedLogin(t, header)).statusCode);
  return seen;
};

const rotating = (count: number, suffix = "") =>
  Array.from({ length: count }, (_, i) => `198.51.100.${i + 1}${suffix}`);

const limitedAfter = (count: number) => [
  ...Array<number>(PER_IP).fill(401),
  ...Array<number>(count - PER_IP).fill(429),
];

describe("TRUST_PROXY=1 (one proxy)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting(1);
  });

  it("takes the client from the last hop only: a rotating X-Forwarded-For before it changes nothing", async () => {
    // What the proxy passes on when a client sends `X-Forwarded-For: 198.51.100.$i` itself:
    // the client's header, then the address the proxy saw.
    const seen = await statuses(t, rotating(12, ", 203.0.113.9"));
    expect(seen).toEqual(limitedAfter(12));
    expectLimited(await failedLogin(t, "198.51.100.99, 203.0.113.9"), HOUR);
  });

  it("limits `10.9.9.9, <limited address>` as the limited address, and not its neighbour", async () => {
    expect(await statuses(t, Array(PER_IP).fill("203.0.113.50"))).toEqual(Array(PER_IP).fill(401));
    expectLimited(await failedLogin(t, "10.9.9.9, 203.0.113.50"), HOUR);
    expectLimited(await failedLogin(t, "203.0.113.50"), HOUR);
    expect((await failedLogin(t, "203.0.113.51")).statusCode).toBe(401);
  });

  it("counts each address the proxy names as its own client", async () => {
    // One proxy, many visitors: the proxy's own word about who connected is trusted.
    const visitors = Array.from({ length: 8 }, (_, i) => `203.0.113.${70 + i}`);
    expect(await statuses(t, visitors)).toEqual(Array(8).fill(401));
  });
});

describe("TRUST_PROXY unset", () => {
  it("ignores X-Forwarded-For: every rotation counts as the loopback client", async () => {
    const t = await appTrusting(false);
    expect(await statuses(t, rotating(8))).toEqual(limitedAfter(8));
    // Nor does a header the limited client leaves out free it.
    expectLimited(await failedLogin(t), HOUR);
  });
});

describe("TRUST_PROXY with more hops or the proxies' addresses", () => {
  it("2: skips two hops from the right, never further", async () => {
    const t = await appTrusting(2);
    const seen = await statuses(t, rotating(8, ", 203.0.113.9, 10.0.0.2"));
    expect(seen).toEqual(limitedAfter(8));
  });

  it("address ranges: skips every trusted proxy, and takes the first address that is not one", async () => {
    const t = await appTrusting(["127.0.0.1/8", "10.0.0.0/8"]);
    const seen = await statuses(t, rotating(8, ", 203.0.113.9, 10.1.1.1, 10.2.2.2"));
    expect(seen).toEqual(limitedAfter(8));
    // A client that forges a trusted-looking hop still ends at its own address.
    expectLimited(await failedLogin(t, "10.9.9.9, 203.0.113.9, 10.1.1.1"), HOUR);
    expect((await failedLogin(t, "203.0.113.10, 10.1.1.1")).statusCode).toBe(401);
  });
});
