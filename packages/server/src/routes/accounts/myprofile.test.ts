import type { LoginResponse } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createMember,
  createStaff,
  expectNoLeaks,
  loginAdmin,
} from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myProfile = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/user/protected/myprofile", headers });

describe("GET /api/user/protected/myprofile", () => {
  it("returns the member with the name of the company it joined through", async () => {
    const member = await createMember(t, "CMO", { job_title: "Head of Growth" });
    const res = await myProfile(bearer(member.token));
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    const { user } = res.json<Pick<LoginResponse, "user">>();
    expect(user).toEqual(member.user);
    expect(user).toMatchObject({
      id: member.user.id,
      email: member.registration.email,
      firstname: "Ada",
      lastname: "Lovelace",
      mobile_number: member.registration.mobile_number,
      job_title: "Head of Growth",
      role: "user",
      base_company: "CMO",
    });
  });

  it("answers every signed-in role", async () => {
    const admin = await loginAdmin(t);
    const employee = await createStaff(t, "employee");
    for (const session of [admin, employee]) {
      const res = await myProfile(bearer(session.token));
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: session.user.id, role: session.user.role });
      expectNoLeaks(res.body);
    }
    // The seeded admin joined through no company.
    expect((await myProfile(bearer(admin.token))).json().user.base_company).toBeNull();
  });

  it("answers a guest with 401 and a message", async () => {
    const res = await myProfile();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Please log in to continue." });
  });

  it("runs one query for the signed-in user and its company", async () => {
    const member = await createMember(t, "CRO");
    const queries = await t.countQueries(() => myProfile(bearer(member.token)));
    expect(queries).toBe(1);
  });
});
