import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, login } from "../../../test/fixtures";
import { createPeerApp, createTestApp, type TestApp } from "../../../test/test-app";
import { revokedTokens } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myProfile = (app: TestApp["app"], token: string) =>
  app.inject({ method: "GET", url: "/api/user/protected/myprofile", headers: bearer(token) });

const post = (url: string, token?: string) =>
  t.app.inject({ method: "POST", url, headers: token ? bearer(token) : {} });

const LOGOUT = "/api/user/protected/logout";
const LOGOUT_ALL = "/api/user/protected/logout-all";

describe("POST /api/user/protected/logout", () => {
  it("ends the session of the token it is called with, and only that one", async () => {
    const member = await createMember(t);
    const other = await login(t, member.registration.email, member.password);
    expect((await myProfile(t.app, member.token)).statusCode).toBe(200);

    const res = await post(LOGOUT, member.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");

    const after = await myProfile(t.app, member.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: "Please log in to continue." });
    // The same member signed in elsewhere stays signed in.
    expect((await myProfile(t.app, other.token)).statusCode).toBe(200);
    // A used token cannot log out twice, nor do anything else.
    expect((await post(LOGOUT, member.token)).statusCode).toBe(401);
    // Signing in again gives a new, working session.
    const again = await login(t, member.registration.email, member.password);
    expect((await myProfile(t.app, again.token)).statusCode).toBe(200);
  });

  it("is heard by every server process: another app on the database refuses the token too", async () => {
    const member = await createMember(t);
    const peer = await createPeerApp(t);
    try {
      // The peer has the signed-in user cached before the logout.
      expect((await myProfile(peer, member.token)).statusCode).toBe(200);
      expect((await myProfile(peer, member.token)).statusCode).toBe(200);
      expect((await post(LOGOUT, member.token)).statusCode).toBe(204);
      await expect
        .poll(async () => (await myProfile(peer, member.token)).statusCode, { timeout: 5000 })
        .toBe(401);
    } finally {
      await peer.close();
    }
  });

  it("keeps only unexpired revocations of the member", async () => {
    const member = await createMember(t);
    await t.db.insert(revokedTokens).values({
      jti: "long-expired",
      userId: member.user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await post(LOGOUT, member.token)).statusCode).toBe(204);
    const rows = await t.db.query.revokedTokens.findMany({
      where: (r, { eq }) => eq(r.userId, member.user.id),
    });
    expect(rows.map((r) => r.jti)).toHaveLength(1);
    expect(rows[0]?.jti).not.toBe("long-expired");
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it("needs a signed-in caller", async () => {
    expect((await post(LOGOUT)).statusCode).toBe(401);
    expect((await post(LOGOUT, "not-a-token")).statusCode).toBe(401);
  });
});

describe("POST /api/user/protected/logout-all", () => {
  it("ends every session of the member, this one included, and no one else's", async () => {
    const member = await createMember(t);
    const laptop = await login(t, member.registration.email, member.password);
    const phone = await login(t, member.registration.email, member.password);
    const someoneElse = await createMember(t);

    expect((await post(LOGOUT_ALL, laptop.token)).statusCode).toBe(204);
    for (const token of [member.token, laptop.token, phone.token]) {
      expect((await myProfile(t.app, token)).statusCode).toBe(401);
    }
    expect((await myProfile(t.app, someoneElse.token)).statusCode).toBe(200);
    const fresh = await login(t, member.registration.email, member.password);
    expect((await myProfile(t.app, fresh.token)).statusCode).toBe(200);
  });

  it("needs a signed-in caller", async () => {
    expect((await post(LOGOUT_ALL)).statusCode).toBe(401);
  });
});
