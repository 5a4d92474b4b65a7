import type { LoginResponse, RegisterInput } from "@sector/shared";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { companies, preferences, users } from "../src/db/schema";
import { lastSlugFor } from "./outbox";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp } from "./test-app";

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A seeded company by its sector code, with its preferences ordered by name. */
export const companyByCode = async (t: TestApp, code: string) => {
  const company = await t.db.query.companies.findFirst({ where: eq(companies.name, code) });
  if (!company) throw new Error(`no company ${code}`);
  const prefs = await t.db.query.preferences.findMany({
    where: eq(preferences.companyId, company.id),
    orderBy: preferences.name,
  });
  return { ...company, preferences: prefs };
};

let counter = 0;
/** A valid registration body for the company, unique per call. */
export const registrationFor = async (
  t: TestApp,
  code = "CIO",
  overrides: Partial<RegisterInput> = {},
): Promise<RegisterInput> => {
  const company = await companyByCode(t, code);
  counter += 1;
  return {
    firstname: "Ada",
    lastname: "Lovelace",
    email: `member${counter}-${Date.now()}@example.org`,
    mobile_number: "0123456789",
    user_company: "Analytical Engines Ltd",
    job_title: "CTO",
    preferences: company.preferences.slice(0, 2).map((p) => ({ id: p.id, name: p.name })),
    newsletter_flag: true,
    resources_flag: false,
    partners_flag: false,
    company_id: company.id,
    ...overrides,
  };
};

export const login = async (t: TestApp, email: string, password: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/public/login",
    payload: { email, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<LoginResponse>();
};

export const loginAdmin = (t: TestApp) => login(t, ADMIN_EMAIL, ADMIN_PASSWORD);

/** Registers through the API, follows the emailed link, sets a password and signs in. */
export const createMember = async (
  t: TestApp,
  code = "CIO",
  overrides: Partial<RegisterInput> = {},
  password = "member-password-1",
) => {
  const body = await registrationFor(t, code, overrides);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/public/register",
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const slug = await lastSlugFor(t.outboxDir, body.email);
  const reset = await t.app.inject({
    method: "POST",
    url: "/api/user/public/reset-password",
    payload: { slug, newPassword: password },
  });
  if (reset.statusCode !== 200) throw new Error(`set password failed: ${reset.body}`);
  const session = await login(t, body.email, password);
  return { ...session, password, registration: body };
};

/** Creates a staff account directly (the admin would grant the role through the API). */
export const createStaff = async (t: TestApp, role: "admin" | "employee") => {
  const member = await createMember(t);
  await t.db.update(users).set({ role }).where(eq(users.id, member.user.id));
  return login(t, member.registration.email, member.password);
};

/** POSTs a JSON body through the app; `ip` sets the client address (rate-limit tests). */
export const postJson = (
  t: TestApp,
  url: string,
  payload: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: options.headers,
    remoteAddress: options.ip,
  });

/** The stored user row of an email (case-insensitive), or undefined. */
export const userRowByEmail = (t: TestApp, email: string) =>
  t.db.query.users.findFirst({
    where: (u, { eq, sql }) => eq(sql`lower(${u.email})`, email.trim().toLowerCase()),
  });

/**
 * Nothing secret or internal in a response body: no password hash (nor its key), no token
 * version, no stack frame, no error class name.
 */
export const expectNoLeaks = (body: string) => {
  expect(body).not.toContain("$argon2");
  expect(body).not.toMatch(/password_?hash/i);
  expect(body).not.toMatch(/token_?version/i);
  expect(body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(body).not.toContain("Error:");
};
