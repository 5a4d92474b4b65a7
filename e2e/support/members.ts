import type { PublicUser, Resource } from "@sector/shared";
import type { Page } from "playwright-core";
import { lastJoinSlugIn } from "../../packages/server/test/memberships";
import { lastSlugFor, mailsTo, waitForMailsTo } from "../../packages/server/test/outbox";
import { api } from "./api";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from "./server";

/** Accounts and data for end-to-end tests, made through the public API like any client. */

export interface Preference {
  id: number;
  name: string;
  company_id: number;
}

export interface SessionUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  role: "user" | "admin" | "employee";
  joined_thru: number | null;
}

export interface Account {
  email: string;
  password: string;
  token: string;
  user: SessionUser;
}

const expectStatus = (res: { status: number; body: unknown }, status: number, what: string) => {
  if (res.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
};

/** Signs in through the API: the token and user of a session. */
export const login = async (server: RunningServer, email: string, password: string) => {
  const res = await api<{ token: string; user: SessionUser }>(
    server.baseUrl,
    "POST",
    "/user/public/login",
    { email, password },
  );
  expectStatus(res, 200, `login ${email}`);
  return res.body;
};

export const adminSession = (server: RunningServer) => login(server, ADMIN_EMAIL, ADMIN_PASSWORD);

/** The company of a sector code (CIO, CMO, CHRO, CRO), as the registration pages look it up. */
export const companyByCode = async (server: RunningServer, code: string) => {
  const res = await api<{ company: { id: number; name: string; logo_url: string } }>(
    server.baseUrl,
    "POST",
    "/company/fetch-company",
    { company_name: code },
  );
  expectStatus(res, 200, `fetch-company ${code}`);
  return res.body.company;
};

export const preferencesOf = async (server: RunningServer, companyId: number) => {
  const res = await api<{ preferences: Preference[] }>(
    server.baseUrl,
    "POST",
    "/preferences/fetch",
    { company_id: companyId },
  );
  expectStatus(res, 200, `preferences of ${companyId}`);
  return res.body.preferences;
};

export interface MemberOptions {
  email: string;
  password?: string;
  /** Sector code of the community joined; CIO by default. */
  code?: string;
  firstname?: string;
  lastname?: string;
  jobTitle?: string;
  /** Names of the preferences chosen; the first two of the company by default. */
  preferenceNames?: string[];
}

/** Registers a member, sets the password through the emailed link and signs in. */
export const createMember = async (
  server: RunningServer,
  options: MemberOptions,
): Promise<Account> => {
  const password = options.password ?? "member-password-1";
  const company = await companyByCode(server, options.code ?? "CIO");
  const all = await preferencesOf(server, company.id);
  const chosen = options.preferenceNames
    ? all.filter((p) => options.preferenceNames?.includes(p.name))
    : all.slice(0, 2);
  const registered = await api(server.baseUrl, "POST", "/user/public/register", {
    firstname: options.firstname ?? "Ada",
    lastname: options.lastname ?? "Lovelace",
    email: options.email,
    mobile_number: "0123456789",
    user_company: "Analytical Engines",
    job_title: options.jobTitle ?? "Chief Information Officer",
    preferences: chosen,
    newsletter_flag: false,
    resources_flag: false,
    partners_flag: false,
    company_id: company.id,
  });
  expectStatus(registered, 201, `register ${options.email}`);
  const slug = await lastSlugFor(server.outboxDir, options.email);
  const reset = await api(server.baseUrl, "POST", "/user/public/reset-password", {
    slug,
    newPassword: password,
  });
  expectStatus(reset, 200, `set password of ${options.email}`);
  const session = await login(server, options.email, password);
  return { email: options.email, password, ...session };
};

/**
 * An existing member joins another brand (`options.code`): registers on its page through the
 * API and confirms the emailed link, as the /join page does. Returns the slug used.
 */
export const joinBrand = async (
  server: RunningServer,
  options: { email: string; code: string; preferenceNames?: string[] },
): Promise<string> => {
  const company = await companyByCode(server, options.code);
  const all = await preferencesOf(server, company.id);
  const chosen = options.preferenceNames
    ? all.filter((p) => options.preferenceNames?.includes(p.name))
    : all.slice(0, 1);
  const mailsBefore = (await mailsTo(server.outboxDir, options.email)).length;
  const registered = await api(server.baseUrl, "POST", "/user/public/register", {
    firstname: "Ada",
    lastname: "Lovelace",
    email: options.email,
    mobile_number: "0123456789",
    preferences: chosen,
    company_id: company.id,
  });
  expectStatus(registered, 201, `register ${options.email} on ${options.code}`);
  const slug = lastJoinSlugIn(
    await waitForMailsTo(server.outboxDir, options.email, mailsBefore + 1),
  );
  const joined = await api(server.baseUrl, "POST", "/user/public/join", { slug });
  expectStatus(joined, 200, `join ${options.code} as ${options.email}`);
  return slug;
};

/** A member promoted by the admin to `role`, signed in again with that role. */
export const createStaff = async (
  server: RunningServer,
  role: "admin" | "employee",
  options: MemberOptions,
): Promise<Account> => {
  const member = await createMember(server, options);
  const admin = await adminSession(server);
  const res = await api(
    server.baseUrl,
    "PUT",
    `/user/protected/updaterole/${member.user.id}`,
    { role },
    admin.token,
  );
  expectStatus(res, 200, `make ${options.email} ${role}`);
  const session = await login(server, member.email, member.password);
  return { ...member, ...session };
};

export interface NewResource {
  title: string;
  companyId: number;
  preferenceIds: number[];
  imageUrl: string;
  url?: string;
}

/** Uploads a resource as `token` (admin or employee); returns its id. */
export const createResource = async (server: RunningServer, token: string, r: NewResource) => {
  const res = await api<{ resource: { id: number } }>(
    server.baseUrl,
    "POST",
    "/resources",
    {
      title: r.title,
      resource_url: r.url ?? `https://resources.example.org/${encodeURIComponent(r.title)}`,
      image_bg: r.imageUrl,
      company_id: r.companyId,
      preference_ids: r.preferenceIds,
    },
    token,
  );
  expectStatus(res, 201, `create resource ${r.title}`);
  return res.body.resource.id;
};

/** Every resource (up to 100) as the archive API lists them to `token`, newest first. */
export const listResources = async (server: RunningServer, token: string) =>
  (
    await api<{ resources: Resource[] }>(
      server.baseUrl,
      "GET",
      "/resources?page=1&limit=100",
      undefined,
      token,
    )
  ).body.resources;

/** The signed-in user of `token`, as GET myprofile answers. */
export const myProfile = async (server: RunningServer, token: string) =>
  (
    await api<{ user: PublicUser }>(
      server.baseUrl,
      "GET",
      "/user/protected/myprofile",
      undefined,
      token,
    )
  ).body.user;

/**
 * Opens the app signed in with `token` (as remember-me would leave it), at `path`. The
 * start-up check restores the user from the stored token.
 */
export const openSignedIn = async (
  page: Page,
  server: RunningServer,
  token: string,
  path = "/",
) => {
  await page.goto(`${server.baseUrl}/favicon.svg`);
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.goto(`${server.baseUrl}${path}`);
};
