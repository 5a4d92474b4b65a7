import type {
  Campaign,
  CreateCampaignInput,
  Firmographics,
  LeadAnswers,
  Sponsor,
} from "@sector/shared";
import { eq } from "drizzle-orm";
import { resources, users } from "../src/db/schema";
import { statedColumns } from "../src/firmographics/member-columns";
import { bearer } from "./fixtures";
import { addMember, addResource, type BrandTie } from "./newsletters";
import type { TestApp } from "./test-app";

/** Calls /api… with a token (or none) and a JSON body. */
export const apiCall = (
  t: TestApp,
  token: string | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload && { payload }),
  });

let seq = 0;

/** A sponsor made through the API by `adminToken`. */
export const addSponsor = async (t: TestApp, adminToken: string, name = "Acme Cloud") => {
  seq += 1;
  const res = await apiCall(t, adminToken, "POST", "/sponsors", {
    name,
    website: `https://sponsor-${seq}.example.com`,
    logo_url: `https://sponsor-${seq}.example.com/logo.png`,
    privacy_url: `https://sponsor-${seq}.example.com/privacy`,
  });
  if (res.statusCode !== 201) throw new Error(`sponsor: ${res.statusCode} ${res.body}`);
  return res.json<{ sponsor: Sponsor }>().sponsor;
};

/** A resource of `code` tagged with `topics`, sponsored by `sponsorId`. */
export const addSponsoredResource = async (
  t: TestApp,
  code: string,
  title: string,
  topics: string[],
  sponsorId: number,
) => {
  const id = await addResource(t, code, title, topics, new Date());
  await t.db.update(resources).set({ sponsorId }).where(eq(resources.id, id));
  return id;
};

const hour = 3_600_000;

/** A campaign through the API: running now for a day unless `body` says otherwise. */
export const addCampaign = async (
  t: TestApp,
  adminToken: string,
  body: Partial<CreateCampaignInput> & { sponsor_id: number; resource_ids: number[] },
) => {
  const res = await apiCall(t, adminToken, "POST", "/campaigns", {
    name: "Q4 cloud report",
    lead_cap: 100,
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + 24 * hour).toISOString(),
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`campaign: ${res.statusCode} ${res.body}`);
  return res.json<{ campaign: Campaign }>().campaign;
};

/**
 * A member written straight into the database (see addMember) with a job title, and a session
 * token signed as sign-in would sign it.
 */
export const memberWithToken = async (
  t: TestApp,
  firstname: string,
  ties: BrandTie[],
  jobTitle = "Engineer",
) => {
  const member = await addMember(t, firstname, ties);
  await t.db.update(users).set({ jobTitle }).where(eq(users.id, member.id));
  const token = t.app.signToken({ id: member.id, role: "user", tokenVersion: 0 });
  return { ...member, token };
};

/** POST /resources/{id}/share as the member. */
export const share = (t: TestApp, token: string, resourceId: number, version?: number) =>
  apiCall(t, token, "POST", `/resources/${resourceId}/share`, version ? { version } : {});

/** POST /resources/{id}/share as the member, with answers to the campaign's questions. */
export const shareAnswering = (
  t: TestApp,
  token: string,
  resourceId: number,
  answers: LeadAnswers,
) => apiCall(t, token, "POST", `/resources/${resourceId}/share`, { answers });

/** Sets a member's work details straight in the database (null: unknown), as stated by them. */
export const setWorkDetails = async (
  t: TestApp,
  userId: number,
  details: Partial<Firmographics>,
) => {
  const columns = statedColumns(details, "member");
  if (Object.keys(columns).length === 0) return;
  await t.db.update(users).set(columns).where(eq(users.id, userId));
};
