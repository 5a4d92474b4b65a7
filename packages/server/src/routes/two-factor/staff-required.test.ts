import { TWO_FACTOR_REQUIRED, type TwoFactorStatus } from "@sector/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, createStaff } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { enrol, STATUS } from "./two-factor-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ requireStaff2fa: true });
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: "GET", url, headers: bearer(token) });

describe("REQUIRE_STAFF_2FA=1", () => {
  it("lets staff without two-factor only enrol, read their profile and sign out", async () => {
    const admin = await createStaff(t, "admin");
    const status = await get(STATUS, admin.token);
    expect(status.json<TwoFactorStatus>()).toEqual({
      enabled: false,
      required: true,
      recovery_codes_left: 0,
    });
    expect((await get("/api/user/protected/myprofile", admin.token)).statusCode).toBe(200);
    for (const url of [
      "/api/audit",
      "/api/audit?x=/api/user/protected/2fa",
      "/api/user/protected/my-data",
    ]) {
      const refused = await get(url, admin.token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(TWO_FACTOR_REQUIRED);
    }

    await enrol(t, admin.token);
    expect((await get("/api/audit", admin.token)).statusCode).toBe(200);
    expect((await get(STATUS, admin.token)).json<TwoFactorStatus>()).toMatchObject({
      enabled: true,
      required: true,
    });
  });

  it("lets an employee sign out before enrolling", async () => {
    const employee = await createStaff(t, "employee");
    const out = await t.app.inject({
      method: "POST",
      url: "/api/user/protected/logout",
      headers: bearer(employee.token),
    });
    expect(out.statusCode).toBe(204);
  });

  it("leaves members alone: not required, everything open", async () => {
    const member = await createMember(t);
    expect((await get(STATUS, member.token)).json<TwoFactorStatus>().required).toBe(false);
    expect((await get("/api/user/protected/my-data", member.token)).statusCode).toBe(200);
  });
});
