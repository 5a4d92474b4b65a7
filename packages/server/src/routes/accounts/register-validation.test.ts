import type { RegisterInput } from "@sector/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companyByCode,
  expectNoLeaks,
  postJson,
  registrationFor,
  userRowByEmail,
} from "../../../test/fixtures";
import { readOutbox } from "../../../test/outbox";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { userPreferences, users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REGISTER = "/api/user/public/register";

const count = async (table: typeof users | typeof userPreferences) => {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

/** A valid body with `changes` applied; `undefined` removes the field. */
const bodyWith = async (changes: Record<string, unknown>) => {
  const body: Record<string, unknown> = { ...(await registrationFor(t)) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete body[key];
    else body[key] = value;
  }
  return body;
};

/** Posts the body, expects a 400 naming `field` with `message`, and that nothing was stored. */
const expectRefused = async (body: Record<string, unknown>, field: string, message: string) => {
  await t.app.jobs.drain();
  const [usersBefore, prefsBefore, mailsBefore] = [
    await count(users),
    await count(userPreferences),
    (await readOutbox(t.outboxDir)).length,
  ];
  const res = await postJson(t, REGISTER, body);
  await t.app.jobs.drain();
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  expectNoLeaks(res.body);
  expect(await count(users)).toBe(usersBefore);
  expect(await count(userPreferences)).toBe(prefsBefore);
  expect(await readOutbox(t.outboxDir)).toHaveLength(mailsBefore);
};

describe("POST /api/user/public/register: the messages of SPEC.md section 5", () => {
  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["whitespace only", "   "],
  ])("first name %s → 'First name is required.'", async (_case, firstname) => {
    await expectRefused(await bodyWith({ firstname }), "firstname", "First name is required.");
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["whitespace only", " \t "],
  ])("last name %s → 'Last name is required.'", async (_case, lastname) => {
    await expectRefused(await bodyWith({ lastname }), "lastname", "Last name is required.");
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["blank", "  "],
  ])("email %s → 'Email is required.'", async (_case, email) => {
    await expectRefused(await bodyWith({ email }), "email", "Email is required.");
  });

  it.each([
    ["with a space", "ada lovelace@example.org"],
    ["with two @", "ada@lovelace@example.org"],
    ["without a dot in the domain", "ada@example"],
    ["without @", "ada.example.org"],
  ])("email %s → 'Invalid email format.'", async (_case, email) => {
    await expectRefused(await bodyWith({ email }), "email", "Invalid email format.");
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
  ])("phone %s → 'Phone number is required.'", async (_case, mobile_number) => {
    await expectRefused(
      await bodyWith({ mobile_number }),
      "mobile_number",
      "Phone number is required.",
    );
  });

  it.each([
    ["9 digits", "012345678"],
    ["11 digits", "01234567890"],
    ["letters", "01234abcde"],
    ["spaces inside", "01234 56789"],
  ])("phone with %s → 'Phone number must be 10 digits.'", async (_case, mobile_number) => {
    await expectRefused(
      await bodyWith({ mobile_number }),
      "mobile_number",
      "Phone number must be 10 digits.",
    );
  });

  it.each([
    ["missing", undefined],
    ["an empty list", []],
    ["not a list", "1"],
  ])("preferences %s → 'At least one preference must be selected.'", async (_c, preferences) => {
    await expectRefused(
      await bodyWith({ preferences }),
      "preferences",
      "At least one preference must be selected.",
    );
  });
});

describe("register: names are names", () => {
  it.each([
    ["firstname", "Ada\r\n\r\nYour account is locked: https://evil.example/unlock"],
    ["firstname", "Ada\u2028Lovelace"],
    ["lastname", "Love\tlace"],
    ["lastname", "Lovelace\u202e"],
  ])("%s holding %j → 400, nothing stored, no mail", async (field, name) => {
    await expectRefused(
      await bodyWith({ [field]: name }),
      field,
      "Name must not contain line breaks or control characters.",
    );
  });
});

describe("register: optional fields", () => {
  it("accepts a body without user_company, job_title and the consent flags (flags false)", async () => {
    const body = await bodyWith({
      user_company: undefined,
      job_title: undefined,
      newsletter_flag: undefined,
      resources_flag: undefined,
      partners_flag: undefined,
    });
    const res = await postJson(t, REGISTER, body);
    expect(res.statusCode).toBe(201);
    const stored = await userRowByEmail(t, body.email as string);
    expect(stored).toMatchObject({
      userCompany: "",
      jobTitle: "",
      newsletterFlag: false,
      resourcesFlag: false,
      partnersFlag: false,
    });
  });

  it("accepts null for user_company and job_title", async () => {
    const body = await bodyWith({ user_company: null, job_title: null });
    expect((await postJson(t, REGISTER, body)).statusCode).toBe(201);
    expect(await userRowByEmail(t, body.email as string)).toMatchObject({
      userCompany: "",
      jobTitle: "",
    });
  });
});

describe("register: wrong company or preferences", () => {
  it("refuses a preference of another company and stores nothing", async () => {
    const cmo = await companyByCode(t, "CMO");
    const foreign = cmo.preferences[0];
    if (!foreign) throw new Error("CMO has no preferences");
    const body = await bodyWith({ preferences: [{ id: foreign.id, name: foreign.name }] });
    await expectRefused(
      body,
      "preferences",
      "Please choose among the interests of this community.",
    );
    expect(await userRowByEmail(t, body.email as string)).toBeUndefined();
  });

  it("refuses a mix of own and foreign preferences", async () => {
    const cio = await companyByCode(t, "CIO");
    const cmo = await companyByCode(t, "CMO");
    const body = await bodyWith({
      preferences: [cio.preferences[0]?.id, cmo.preferences[0]?.id],
    });
    await expectRefused(
      body,
      "preferences",
      "Please choose among the interests of this community.",
    );
  });

  it("refuses a preference id that does not exist", async () => {
    await expectRefused(
      await bodyWith({ preferences: [{ id: 987_654 }] }),
      "preferences",
      "Please choose among the interests of this community.",
    );
  });

  it("refuses an unknown company_id", async () => {
    await expectRefused(
      await bodyWith({ company_id: 987_654 }),
      "company_id",
      "This community does not exist.",
    );
  });

  it.each([
    ["missing", undefined],
    ["negative", -1],
    ["a word", "CIO"],
    ["huge", 1e15],
  ])("refuses a company_id that is %s", async (_case, company_id) => {
    await expectRefused(
      await bodyWith({ company_id }),
      "company_id",
      "Please choose the community you are joining.",
    );
  });
});

describe("register: wrong types answer 400 with a message, never 500", () => {
  it.each<[string, Partial<Record<keyof RegisterInput, unknown>>, string, string]>([
    ["a number for firstname", { firstname: 42 }, "firstname", "First name is required."],
    ["a number for lastname", { lastname: 42 }, "lastname", "Last name is required."],
    ["an object for email", { email: { a: 1 } }, "email", "Email is required."],
    ["a list for email", { email: ["a@b.co"] }, "email", "Email is required."],
    [
      "a string for a flag",
      { newsletter_flag: "true" },
      "newsletter_flag",
      "Must be true or false.",
    ],
    ["a number for a flag", { partners_flag: 1 }, "partners_flag", "Must be true or false."],
    [
      "an object for the phone",
      { mobile_number: {} },
      "mobile_number",
      "Phone number is required.",
    ],
    ["a number for user_company", { user_company: 5 }, "user_company", "Must be text."],
    [
      "strings in the preference list",
      { preferences: ["abc"] },
      "preferences",
      "At least one preference must be selected.",
    ],
  ])("%s", async (_case, changes, field, message) => {
    await expectRefused(await bodyWith(changes), field, message);
  });

  it("reports the first invalid field as the message and every field in errors", async () => {
    const res = await postJson(t, REGISTER, { company_id: 1 });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.message).toBe("First name is required.");
    expect(json.errors).toMatchObject({
      firstname: "First name is required.",
      lastname: "Last name is required.",
      email: "Email is required.",
      mobile_number: "Phone number is required.",
      preferences: "At least one preference must be selected.",
    });
  });
});
