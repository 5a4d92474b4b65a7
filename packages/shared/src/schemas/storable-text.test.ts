import { describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from "./auth";
import { companySchema, fetchCompanySchema } from "./company";
import { INVALID_TEXT_MESSAGE, isStorableText, storableText } from "./fields";
import { createPreferencesSchema, updatePreferenceSchema } from "./preference";
import { registerSchema } from "./register";
import { createResourceSchema, listResourcesSchema, updateResourceSchema } from "./resource";

/** The first message per top-level field, as the server's error handler words a 400. */
const fieldMessages = (schema: z.ZodMiniType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    errors[String(issue.path[0] ?? "")] ??= issue.message;
  }
  return errors;
};

const NUL = "\u0000";
const LONE_HIGH = "\ud800";
const LONE_LOW = "\udc00";
const BAD_TEXTS = [
  ["a NUL alone", NUL],
  ["a NUL inside text", `Ada${NUL}Lovelace`],
  ["a lone high surrogate", LONE_HIGH],
  ["a lone low surrogate", `x${LONE_LOW}y`],
  ["a pair in the wrong order", `${LONE_LOW}${LONE_HIGH}`],
  ["a high surrogate at the end of an emoji", `😀${LONE_HIGH}`],
] as const;

describe("isStorableText", () => {
  it.each([
    ["plain text", "Ada Lovelace"],
    ["the empty string", ""],
    ["accents and other scripts", "Élodie 東京 Привет"],
    ["a well-formed pair (emoji)", "😀 rocket 🚀"],
    ["control characters other than NUL", "tab\there\u0001"],
  ])("accepts %s", (_case, value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each(BAD_TEXTS)("refuses %s", (_case, value) => {
    expect(isStorableText(value)).toBe(false);
  });
});

describe("storableText", () => {
  it("keeps the field's own message for a missing value or another type", () => {
    const schema = storableText("Name is required.");
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("Name is required.");
    expect(schema.safeParse(12).error?.issues[0]?.message).toBe("Name is required.");
  });

  it.each(BAD_TEXTS)("refuses %s with the text message", (_case, value) => {
    expect(
      storableText()
        .safeParse(value)
        .error?.issues.map((i) => i.message),
    ).toEqual([INVALID_TEXT_MESSAGE]);
  });
});

const login = { email: "ada@example.org", password: "secret-pass" };
const register = {
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.org",
  mobile_number: "0123456789",
  user_company: "Engines",
  job_title: "CTO",
  preferences: [1],
  company_id: 1,
};
const company = { name: "CIO", base_url: "https://cio.test", logo_url: "https://cio.test/l.png" };
const resource = {
  title: "A report",
  resource_url: "https://example.org/r",
  image_bg: "https://example.org/i.png",
  company_id: 1,
  preference_ids: [1],
};
const updatedResource = { ...resource, preferences: [1] };
const reset = { slug: "abc", newPassword: "long-enough" };
const resetForm = { password: "long-enough", confirmPassword: "long-enough" };

/** Every text field of every shared schema, with an input that is valid apart from it. */
const TEXT_FIELDS: [string, string, z.ZodMiniType, Record<string, unknown>][] = [
  ["login", "email", loginSchema, login],
  ["login", "password", loginSchema, login],
  ["forgot password", "email", forgotPasswordSchema, { email: "ada@example.org" }],
  ["reset password", "slug", resetPasswordSchema, reset],
  ["reset password", "newPassword", resetPasswordSchema, reset],
  ["reset password form", "password", resetPasswordFormSchema, resetForm],
  ["reset password form", "confirmPassword", resetPasswordFormSchema, resetForm],
  ["fetch company", "company_name", fetchCompanySchema, { company_name: "CIO" }],
  ["company", "name", companySchema, company],
  ["company", "base_url", companySchema, company],
  ["company", "logo_url", companySchema, company],
  ["register", "firstname", registerSchema, register],
  ["register", "lastname", registerSchema, register],
  ["register", "email", registerSchema, register],
  ["register", "mobile_number", registerSchema, register],
  ["register", "user_company", registerSchema, register],
  ["register", "job_title", registerSchema, register],
  ["update preference", "name", updatePreferenceSchema, { name: "AI" }],
  ["create resource", "title", createResourceSchema, resource],
  ["create resource", "resource_url", createResourceSchema, resource],
  ["create resource", "image_bg", createResourceSchema, resource],
  ["update resource", "title", updateResourceSchema, updatedResource],
  ["update resource", "resource_url", updateResourceSchema, updatedResource],
  ["update resource", "image_bg", updateResourceSchema, updatedResource],
  ["archive query", "debouncedValue", listResourcesSchema, { debouncedValue: "report" }],
];

describe("every text field of the shared schemas", () => {
  it.each(TEXT_FIELDS)("%s accepts its valid input (%s)", (_name, _field, schema, valid) => {
    expect(fieldMessages(schema, valid)).toEqual({});
  });

  describe.each(TEXT_FIELDS)("%s: %s", (_name, field, schema, valid) => {
    it.each(BAD_TEXTS)("refuses %s", (_case, bad) => {
      const value = `${valid[field]}${bad}`;
      expect(fieldMessages(schema, { ...valid, [field]: value })[field]).toBe(INVALID_TEXT_MESSAGE);
    });
  });

  it.each(BAD_TEXTS)("preference names: refuses %s in any name", (_case, bad) => {
    expect(fieldMessages(createPreferencesSchema, { names: ["AI", `Cloud${bad}`] })).toEqual({
      names: INVALID_TEXT_MESSAGE,
    });
  });

  it("a well-formed emoji is still accepted and kept", () => {
    const parsed = registerSchema.parse({ ...register, firstname: "Ada 🚀" });
    expect(parsed.firstname).toBe("Ada 🚀");
  });
});

describe("the existing messages still win for the inputs they answered", () => {
  it.each([
    [
      "register: missing first name",
      registerSchema,
      { ...register, firstname: undefined },
      "firstname",
      "First name is required.",
    ],
    [
      "register: blank first name",
      registerSchema,
      { ...register, firstname: "   " },
      "firstname",
      "First name is required.",
    ],
    [
      "register: a number as first name",
      registerSchema,
      { ...register, firstname: 5 },
      "firstname",
      "First name is required.",
    ],
    [
      "register: too long a first name",
      registerSchema,
      { ...register, firstname: "a".repeat(101) },
      "firstname",
      "Must be at most 100 characters.",
    ],
    [
      "register: missing email",
      registerSchema,
      { ...register, email: "" },
      "email",
      "Email is required.",
    ],
    [
      "register: malformed email",
      registerSchema,
      { ...register, email: "ada" },
      "email",
      "Invalid email format.",
    ],
    [
      "register: job title not text",
      registerSchema,
      { ...register, job_title: 3 },
      "job_title",
      "Must be text.",
    ],
    [
      "register: short phone",
      registerSchema,
      { ...register, mobile_number: "123" },
      "mobile_number",
      "Phone number must be 10 digits.",
    ],
    [
      "login: missing password",
      loginSchema,
      { email: "ada@example.org" },
      "password",
      "Password is required",
    ],
    [
      "login: empty password",
      loginSchema,
      { ...login, password: "" },
      "password",
      "Password is required",
    ],
    [
      "login: malformed email",
      loginSchema,
      { ...login, email: "ada@" },
      "email",
      "Invalid email format",
    ],
    ["forgot: missing email", forgotPasswordSchema, {}, "email", "Email is required."],
    [
      "reset: short password",
      resetPasswordSchema,
      { slug: "abc", newPassword: "short" },
      "newPassword",
      "Password must be at least 8 characters.",
    ],
    [
      "reset: missing slug",
      resetPasswordSchema,
      { newPassword: "long-enough" },
      "slug",
      "This link is invalid or has expired.",
    ],
    [
      "reset form: missing confirmation",
      resetPasswordFormSchema,
      { password: "long-enough" },
      "confirmPassword",
      "Please confirm your password.",
    ],
    [
      "reset form: different passwords",
      resetPasswordFormSchema,
      { ...resetForm, confirmPassword: "other-one" },
      "confirmPassword",
      "Passwords do not match.",
    ],
    [
      "company: bad URL",
      companySchema,
      { ...company, base_url: "x.test" },
      "base_url",
      "Base URL must be a valid http(s) URL.",
    ],
    [
      "fetch company: missing name",
      fetchCompanySchema,
      {},
      "company_name",
      "Company name is required.",
    ],
    [
      "preferences: a name not text",
      createPreferencesSchema,
      { names: [1] },
      "names",
      "Preference names must be text.",
    ],
    [
      "archive: search not text",
      listResourcesSchema,
      { debouncedValue: ["a"] },
      "debouncedValue",
      "Search must be text.",
    ],
    [
      "archive: search too long",
      listResourcesSchema,
      { debouncedValue: "a".repeat(201) },
      "debouncedValue",
      "Search is too long.",
    ],
  ] as [string, z.ZodMiniType, unknown, string, string][])(
    "%s",
    (_case, schema, input, field, message) => {
      expect(fieldMessages(schema, input)[field]).toBe(message);
    },
  );
});
