import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, loginAdmin } from "../../test/fixtures";
import { importAndWait } from "../../test/member-import-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import { users } from "../db/schema";

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const MAPPING = {
  firstname: "First name",
  lastname: "Last name",
  email: "Email",
  job_title: "Job title",
  brand: "Brand",
  country: "Country",
  company_size: "Company size",
  industry: "Industry",
  job_function: "Job function",
  seniority: "Seniority",
};
const HEADER =
  "First name,Last name,Email,Job title,Brand,Country,Company size,Industry,Job function,Seniority";

const rowOf = async (email: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
};

describe("member import: firmographics", () => {
  it("maps codes or labels in any case, derives from the job title, refuses a bad value", async () => {
    const file = [
      HEADER,
      // Codes.
      "Ann,Codes,ann-firmo@example.org,Engineer,CIO,DE,1000-4999,software_internet,engineering,individual",
      // Labels, other case, other spellings.
      `Bob,Labels,bob-firmo@example.org,,CIO,united kingdom,"1,000–4,999 employees",HEALTHCARE,it,C-level`,
      // Nothing stated: seniority and function derived from the title.
      "Cat,Derived,cat-firmo@example.org,VP Marketing,CIO,,,,,",
      // A value outside its list refuses the line, with the field named.
      "Dan,Bad,dan-firmo@example.org,,CIO,Atlantis,,,,",
      "Eve,Bad,eve-firmo@example.org,,CIO,,,,,boss",
    ].join("\r\n");
    const report = await importAndWait(t, adminToken, file, { mapping: MAPPING });
    expect(report).toMatchObject({ status: "done", created: 3, refused: 2 });
    expect(report.refusals).toEqual([
      { line: 5, reason: "Country must be a code or a name from its list." },
      { line: 6, reason: "Seniority must be a code or a name from its list." },
    ]);
    expect(await rowOf("ann-firmo@example.org")).toMatchObject({
      country: "DE",
      companySize: "1000-4999",
      industry: "software_internet",
      jobFunction: "engineering",
      jobFunctionSource: "import",
      seniority: "individual",
      senioritySource: "import",
    });
    expect(await rowOf("bob-firmo@example.org")).toMatchObject({
      country: "GB",
      companySize: "1000-4999",
      industry: "healthcare",
      jobFunction: "it",
      seniority: "c_level",
    });
    expect(await rowOf("cat-firmo@example.org")).toMatchObject({
      country: null,
      seniority: "vp",
      senioritySource: "derived",
      jobFunction: "marketing",
      jobFunctionSource: "derived",
    });
    expect(await rowOf("dan-firmo@example.org")).toBeUndefined();
  });

  it("fills an existing member's unknown fields and replaces a derived guess, never their choice", async () => {
    // Registered as a CTO: c_level / engineering derived.
    const member = await createMember(t, "CIO", { job_title: "CTO", country: "FR" });
    const patched = await t.app.inject({
      method: "PATCH",
      url: "/api/user/protected/profile-details",
      headers: bearer(member.token),
      payload: { industry: "education", seniority: "vp" },
    });
    expect(patched.statusCode).toBe(200);
    const email = member.registration.email;
    const file = [HEADER, `Ada,Lovelace,${email},,CIO,US,50-249,legal,it,manager`].join("\r\n");
    const report = await importAndWait(t, adminToken, file, { mapping: MAPPING });
    expect(report).toMatchObject({ status: "done", merged: 1, refused: 0 });
    expect(await rowOf(email)).toMatchObject({
      // Known already, or the member's own choice: kept.
      country: "FR",
      industry: "education",
      seniority: "vp",
      senioritySource: "member",
      // Unknown: filled.
      companySize: "50-249",
      // Derived from the title: the import's statement replaces the guess.
      jobFunction: "it",
      jobFunctionSource: "import",
    });
  });

  it("a title the member gets from the file derives what they lacked", async () => {
    const member = await createMember(t, "CIO", { job_title: "" });
    const email = member.registration.email;
    const file = [HEADER, `Ada,Lovelace,${email},Director of HR,CIO,,,,,`].join("\r\n");
    await importAndWait(t, adminToken, file, { mapping: MAPPING });
    expect(await rowOf(email)).toMatchObject({
      jobTitle: "Director of HR",
      seniority: "director",
      senioritySource: "derived",
      jobFunction: "hr",
      jobFunctionSource: "derived",
    });
  });
});
