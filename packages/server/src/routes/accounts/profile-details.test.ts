import type { MyProfileResponse } from "@sector/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, createStaff, expectNoLeaks } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myProfile = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/user/protected/myprofile", headers: bearer(token) });

const patch = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: "/api/user/protected/profile-details",
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error("no row");
  return row;
};

describe("GET /api/user/protected/myprofile: firmographics", () => {
  it("answers the five (null when unknown), the sources and the job title's suggestions", async () => {
    const member = await createMember(t, "CIO", { job_title: "Chief Information Officer" });
    const res = await myProfile(member.token);
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    const body = res.json<MyProfileResponse>();
    expect(body.user).toMatchObject({
      country: null,
      company_size: null,
      industry: null,
      // Derived at registration, marked as such until the member confirms.
      seniority: "c_level",
      seniority_source: "derived",
      job_function: "it",
      job_function_source: "derived",
    });
    expect(body.suggestions).toEqual({ seniority: "c_level", job_function: "it" });
  });

  it("derives nothing from a title no rule knows", async () => {
    const member = await createMember(t, "CIO", { job_title: "Teacher" });
    const body = (await myProfile(member.token)).json<MyProfileResponse>();
    expect(body.user).toMatchObject({
      seniority: null,
      seniority_source: null,
      job_function: null,
      job_function_source: null,
    });
    expect(body.suggestions).toEqual({ seniority: null, job_function: null });
  });
});

describe("PATCH /api/user/protected/profile-details", () => {
  it("sets any of the five for the member themselves, marked as their own choice", async () => {
    const member = await createMember(t, "CIO", { job_title: "Head of Data" });
    const res = await patch(member.token, {
      country: "DE",
      company_size: "1000-4999",
      seniority: "vp",
    });
    expect(res.statusCode).toBe(200);
    expectNoLeaks(res.body);
    const body = res.json<MyProfileResponse>();
    expect(body.user).toMatchObject({
      id: member.user.id,
      country: "DE",
      company_size: "1000-4999",
      industry: null,
      seniority: "vp",
      seniority_source: "member",
      job_function: "data",
      job_function_source: "derived",
    });
    // The member chose a seniority: no suggestion over it; the job function is still a suggestion.
    expect(body.suggestions).toEqual({ seniority: null, job_function: "data" });
    expect((await myProfile(member.token)).json()).toEqual(body);
    const row = await rowOf(member.user.id);
    expect(row).toMatchObject({
      country: "DE",
      companySize: "1000-4999",
      senioritySource: "member",
    });
  });

  it("leaves out fields untouched and clears one sent as null", async () => {
    const member = await createMember(t, "CIO");
    await patch(member.token, { country: "FR", industry: "healthcare" });
    const res = await patch(member.token, { industry: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ country: "FR", industry: null });
  });

  it("confirming the suggestion makes it the member's", async () => {
    const member = await createMember(t, "CIO", { job_title: "VP Marketing" });
    const res = await patch(member.token, { seniority: "vp", job_function: "marketing" });
    expect(res.json().user).toMatchObject({
      seniority: "vp",
      seniority_source: "member",
      job_function: "marketing",
      job_function_source: "member",
    });
  });

  it.each([
    ["country", "Germany", "Choose a country from the list."],
    ["country", "de", "Choose a country from the list."],
    ["company_size", "10000+", "Choose a company size from the list."],
    ["industry", "mining", "Choose an industry from the list."],
    ["job_function", "IT", "Choose a job function from the list."],
    ["seniority", "ceo", "Choose a seniority from the list."],
    ["seniority", 5, "Choose a seniority from the list."],
  ])(
    "refuses %s = %j with 400 naming the field, changing nothing",
    async (field, value, message) => {
      const member = await createMember(t, "CIO");
      const res = await patch(member.token, { country: "IT", [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
      expect((await rowOf(member.user.id)).country).toBeNull();
    },
  );

  it("refuses a body that is not an object", async () => {
    const member = await createMember(t, "CIO");
    const res = await patch(member.token, ["country"]);
    expect(res.statusCode).toBe(400);
  });

  it("lets staff set their own", async () => {
    for (const role of ["admin", "employee"] as const) {
      const staff = await createStaff(t, role);
      const res = await patch(staff.token, { job_function: "marketing" });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: staff.user.id, job_function: "marketing" });
    }
  });

  it("answers a guest 401", async () => {
    const res = await patch(null, { country: "DE" });
    expect(res.statusCode).toBe(401);
  });
});
