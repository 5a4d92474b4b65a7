import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, login, postJson } from "../../../test/fixtures";
import { lastSlugFor } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGGED_OUT = { message: "Please log in to continue." };

const myProfile = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/user/protected/myprofile", headers });

const expectSignedOut = async (headers: Record<string, string>) => {
  const res = await myProfile(headers);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual(LOGGED_OUT);
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An HS256 JWT made by hand, so a test can choose the secret and every claim. */
const signJwt = (claims: object, secret: string, header: object = { alg: "HS256", typ: "JWT" }) => {
  const unsigned = `${b64(header)}.${b64(claims)}`;
  const signature = createHmac("sha256", secret).update(unsigned).digest("base64url");
  return `${unsigned}.${signature}`;
};

/** The claims of a token the API issued. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { ver: number };

const now = () => Math.floor(Date.now() / 1000);

describe("bearer tokens that must stop working", () => {
  it("a token issued before a password reset", async () => {
    const member = await createMember(t, "CIO", {}, "old-password-1");
    expect((await myProfile(bearer(member.token))).statusCode).toBe(200);

    const email = member.registration.email;
    await postJson(t, "/api/user/public/forgot-password", { email });
    await t.app.jobs.drain();
    const slug = await lastSlugFor(t.outboxDir, email);
    const reset = await postJson(t, "/api/user/public/reset-password", {
      slug,
      newPassword: "new-password-1",
    });
    expect(reset.statusCode).toBe(200);

    await expectSignedOut(bearer(member.token));
    const fresh = await login(t, email, "new-password-1");
    expect((await myProfile(bearer(fresh.token))).statusCode).toBe(200);
  });

  it("a token older than the stored token version", async () => {
    const member = await createMember(t);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, member.user.id));
    await expectSignedOut(bearer(member.token));
  });

  it("a token of a deleted user", async () => {
    const member = await createMember(t);
    await t.db.delete(users).where(eq(users.id, member.user.id));
    await expectSignedOut(bearer(member.token));
  });

  it("a tampered token: claims changed, signature kept", async () => {
    const member = await createMember(t);
    const [header, payload, signature] = member.token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = `${header}.${b64({ ...claims, role: "admin" })}.${signature}`;
    await expectSignedOut(bearer(forged));
    const flipped = `${header}.${payload}.${signature?.slice(0, -2)}${signature?.endsWith("AA") ? "BB" : "AA"}`;
    await expectSignedOut(bearer(flipped));
  });

  it.each([
    ["garbage", { authorization: "Bearer not-a-token" }],
    ["an empty bearer", { authorization: "Bearer " }],
    ["another scheme", { authorization: "Basic YWRtaW46YWRtaW4=" }],
    ["no header", {}],
  ])("%s", async (_case, headers) => {
    await expectSignedOut(headers);
  });

  it("a token signed with another secret", async () => {
    const member = await createMember(t);
    const stored = await t.db.query.users.findFirst({ where: eq(users.id, member.user.id) });
    const claims = {
      sub: String(member.user.id),
      role: "user",
      ver: stored?.tokenVersion,
      jti: "hand-made-1",
      iat: now(),
      exp: now() + 60,
    };
    // The same claims signed with the right secret pass: only the secret differs.
    expect((await myProfile(bearer(signJwt(claims, t.config.jwtSecret)))).statusCode).toBe(200);
    await expectSignedOut(bearer(signJwt(claims, "some-other-secret-of-sufficient-length")));
  });

  it("an unsigned token (alg none)", async () => {
    const member = await createMember(t);
    const claims = { sub: String(member.user.id), role: "user", ver: 0, iat: now() };
    await expectSignedOut(bearer(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`));
  });

  it("an expired token, a token without a version and a token naming no user", async () => {
    const member = await createMember(t);
    const sub = String(member.user.id);
    const secret = t.config.jwtSecret;
    await expectSignedOut(bearer(signJwt({ sub, role: "user", ver: 0, exp: now() - 10 }, secret)));
    await expectSignedOut(bearer(signJwt({ sub, role: "user", iat: now() }, secret)));
    await expectSignedOut(bearer(signJwt({ sub: "abc", role: "user", ver: 0 }, secret)));
    await expectSignedOut(bearer(signJwt({ sub: "1.5", role: "user", ver: 0 }, secret)));
    await expectSignedOut(bearer(signJwt({ sub: "99999999999", role: "user", ver: 0 }, secret)));
  });

  it("a token without an id or an expiry, or signed with another algorithm", async () => {
    const member = await createMember(t);
    const claims = { sub: String(member.user.id), role: "user", ver: claimsOf(member.token).ver };
    const secret = t.config.jwtSecret;
    // Complete claims pass: each refusal below is for what it leaves out or changes.
    const complete = { ...claims, jti: "hand-made-2", exp: now() + 60 };
    expect((await myProfile(bearer(signJwt(complete, secret)))).statusCode).toBe(200);
    await expectSignedOut(bearer(signJwt({ ...claims, exp: now() + 60 }, secret)));
    await expectSignedOut(bearer(signJwt({ ...claims, jti: "hand-made-3" }, secret)));
    const hs512 = (() => {
      const unsigned = `${b64({ alg: "HS512", typ: "JWT" })}.${b64(complete)}`;
      return `${unsigned}.${createHmac("sha512", secret).update(unsigned).digest("base64url")}`;
    })();
    await expectSignedOut(bearer(hs512));
  });

  it("a token that expires after it was accepted (and its verification kept)", async () => {
    const member = await createMember(t);
    const exp = now() + 2;
    const token = signJwt(
      { sub: String(member.user.id), role: "user", ver: claimsOf(member.token).ver, jti: "j", exp },
      t.config.jwtSecret,
    );
    expect((await myProfile(bearer(token))).statusCode).toBe(200);
    expect((await myProfile(bearer(token))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    await expectSignedOut(bearer(token));
  });

  it("a bearer header of another form", async () => {
    const member = await createMember(t);
    await expectSignedOut({ authorization: member.token });
    await expectSignedOut({ authorization: `Basic ${member.token}` });
    await expectSignedOut({ authorization: `Bearer ${member.token} extra` });
    expect((await myProfile({ authorization: `bearer ${member.token}` })).statusCode).toBe(200);
  });
});
