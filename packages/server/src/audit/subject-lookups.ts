import type { AuditSubject } from "@sector/shared";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { suppressions } from "../db/deliverability-schema";
import { events } from "../db/events-schema";
import { leadDestinations } from "../db/lead-delivery-schema";
import { segments } from "../db/mailings-schema";
import { newsletters } from "../db/newsletters-schema";
import { companies, memberImports, preferences, resources, sponsors, users } from "../db/schema";
import { sponsorReportLinks } from "../db/sponsor-reports-schema";
import { campaigns, leads } from "../db/sponsors-schema";
import { webhookEndpoints } from "../db/webhooks-schema";

/** What a lookup knows of one live target: its name, its place in the app, its owner. */
export interface Found {
  name: string;
  href: string | null;
  parent?: AuditSubject;
}

export type Lookup = (db: Executor, ids: number[]) => Promise<Map<number, Found>>;

/** "lead_destination" → "lead destination". */
export const kindWords = (kind: string) => kind.replaceAll("_", " ");

export const live = (
  kind: string,
  id: number,
  name: string,
  href: string | null,
): AuditSubject => ({
  kind,
  id: String(id),
  label: kind === "user" ? "" : kindWords(kind),
  name,
  href,
  deleted: false,
});

export const fullName = (firstname: string, lastname: string) =>
  [firstname, lastname].filter(Boolean).join(" ");

/** A person on the Users screen (it searches by address); erased members have no place. */
export const userHref = (email: string) => `/users?search=${encodeURIComponent(email)}`;

const company = (id: number, name: string) => live("company", id, name, "/company");
const sponsor = (id: number, name: string) => live("sponsor", id, name, "/sponsors");
const brandResources = (id: number, name: string) => `/resources/${encodeURIComponent(name)}/${id}`;

const byId = <Row extends { id: number }>(rows: Row[], found: (row: Row) => Found) =>
  new Map(rows.map((row) => [row.id, found(row)]));

/**
 * One query per kind, whatever the number of entries: a page of the log costs its own
 * query, its count and at most one lookup per kind of target on it.
 */
export const LOOKUPS: Record<string, Lookup> = {
  // An erased member keeps their row under another name: they count as gone.
  user: async (db, ids) =>
    byId(
      await db
        .select({
          id: users.id,
          firstname: users.firstname,
          lastname: users.lastname,
          email: users.email,
        })
        .from(users)
        .where(and(inArray(users.id, ids), isNull(users.erasedAt))),
      (u) => ({ name: fullName(u.firstname, u.lastname), href: userHref(u.email) }),
    ),
  company: async (db, ids) =>
    byId(
      await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, ids)),
      (c) => ({ name: c.name, href: "/company" }),
    ),
  sponsor: async (db, ids) =>
    byId(
      await db
        .select({ id: sponsors.id, name: sponsors.name })
        .from(sponsors)
        .where(inArray(sponsors.id, ids)),
      (s) => ({ name: s.name, href: "/sponsors" }),
    ),
  campaign: async (db, ids) =>
    byId(
      await db
        .select({
          id: campaigns.id,
          name: campaigns.name,
          sponsorId: sponsors.id,
          sponsor: sponsors.name,
        })
        .from(campaigns)
        .innerJoin(sponsors, eq(sponsors.id, campaigns.sponsorId))
        .where(inArray(campaigns.id, ids)),
      (c) => ({
        name: c.name,
        href: `/campaigns/${c.id}`,
        parent: sponsor(c.sponsorId, c.sponsor),
      }),
    ),
  lead: async (db, ids) =>
    byId(
      await db
        .select({ id: leads.id, campaignId: campaigns.id, campaign: campaigns.name })
        .from(leads)
        .innerJoin(campaigns, eq(campaigns.id, leads.campaignId))
        .where(inArray(leads.id, ids)),
      (l) => ({
        name: `#${l.id}`,
        href: `/campaigns/${l.campaignId}`,
        parent: live("campaign", l.campaignId, l.campaign, `/campaigns/${l.campaignId}`),
      }),
    ),
  lead_destination: async (db, ids) =>
    byId(
      await db
        .select({
          id: leadDestinations.id,
          name: leadDestinations.name,
          sponsorId: sponsors.id,
          sponsor: sponsors.name,
        })
        .from(leadDestinations)
        .innerJoin(sponsors, eq(sponsors.id, leadDestinations.sponsorId))
        .where(inArray(leadDestinations.id, ids)),
      (d) => ({ name: d.name, href: "/sponsors", parent: sponsor(d.sponsorId, d.sponsor) }),
    ),
  sponsor_report_link: async (db, ids) =>
    byId(
      await db
        .select({ id: sponsorReportLinks.id, sponsorId: sponsors.id, sponsor: sponsors.name })
        .from(sponsorReportLinks)
        .innerJoin(sponsors, eq(sponsors.id, sponsorReportLinks.sponsorId))
        .where(inArray(sponsorReportLinks.id, ids)),
      (r) => ({ name: `#${r.id}`, href: "/sponsors", parent: sponsor(r.sponsorId, r.sponsor) }),
    ),
  preference: async (db, ids) =>
    byId(
      await db
        .select({
          id: preferences.id,
          name: preferences.name,
          companyId: companies.id,
          company: companies.name,
        })
        .from(preferences)
        .innerJoin(companies, eq(companies.id, preferences.companyId))
        .where(inArray(preferences.id, ids)),
      (p) => ({ name: p.name, href: "/company", parent: company(p.companyId, p.company) }),
    ),
  // Events are resources too (their audit entries name the resource): an event opens its page.
  resource: async (db, ids) =>
    byId(
      await db
        .select({
          id: resources.id,
          title: resources.title,
          companyId: companies.id,
          company: companies.name,
          event: events.resourceId,
        })
        .from(resources)
        .innerJoin(companies, eq(companies.id, resources.companyId))
        .leftJoin(events, eq(events.resourceId, resources.id))
        .where(inArray(resources.id, ids)),
      (r) => ({
        name: r.title,
        href: r.event === null ? brandResources(r.companyId, r.company) : `/event-admin/${r.id}`,
        parent: company(r.companyId, r.company),
      }),
    ),
  segment: async (db, ids) =>
    byId(
      await db
        .select({
          id: segments.id,
          name: segments.name,
          companyId: companies.id,
          company: companies.name,
        })
        .from(segments)
        .innerJoin(companies, eq(companies.id, segments.companyId))
        .where(inArray(segments.id, ids)),
      (s) => ({ name: s.name, href: "/segments", parent: company(s.companyId, s.company) }),
    ),
  newsletter: async (db, ids) =>
    byId(
      await db
        .select({
          id: newsletters.id,
          subject: newsletters.subject,
          companyId: companies.id,
          company: companies.name,
        })
        .from(newsletters)
        .innerJoin(companies, eq(companies.id, newsletters.companyId))
        .where(inArray(newsletters.id, ids)),
      (n) => ({
        name: n.subject || `#${n.id}`,
        href: "/newsletters",
        parent: company(n.companyId, n.company),
      }),
    ),
  // A mailing is a newsletters row of kind "mailing", under the same id.
  mailing: async (db, ids) =>
    byId(
      await db
        .select({
          id: newsletters.id,
          subject: newsletters.subject,
          companyId: companies.id,
          company: companies.name,
        })
        .from(newsletters)
        .innerJoin(companies, eq(companies.id, newsletters.companyId))
        .where(inArray(newsletters.id, ids)),
      (m) => ({
        name: m.subject || `#${m.id}`,
        href: `/mailings/${m.id}`,
        parent: company(m.companyId, m.company),
      }),
    ),
  webhook: async (db, ids) =>
    byId(
      await db
        .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
        .from(webhookEndpoints)
        .where(inArray(webhookEndpoints.id, ids)),
      (w) => ({ name: w.url, href: "/webhooks" }),
    ),
  suppression: async (db, ids) =>
    byId(
      await db
        .select({ id: suppressions.id, email: suppressions.email })
        .from(suppressions)
        .where(inArray(suppressions.id, ids)),
      (s) => ({ name: s.email, href: "/suppressions" }),
    ),
  member_import: async (db, ids) =>
    byId(
      await db
        .select({ id: memberImports.id, fileName: memberImports.fileName })
        .from(memberImports)
        .where(inArray(memberImports.id, ids)),
      (i) => ({ name: i.fileName || `#${i.id}`, href: "/import-members" }),
    ),
};
