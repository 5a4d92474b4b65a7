import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * Where a member stands with each running campaign of a resource. A campaign runs from its
 * start to its end unless ended early. The member may share when every flag below is true; the
 * first false one, in this order, is the reason given when they may not.
 */
export interface CampaignStanding {
  campaignId: number;
  sponsorId: number;
  sponsorName: string;
  resourceId: number;
  /** The resource's brand: the one the member reads it on and the lead names. */
  companyId: number;
  leadCap: number;
  /** Its accepted leads: the rejected ones no longer count toward the cap. */
  leads: number;
  /** The lead they already gave this campaign, if any. */
  leadId: number | null;
  /** They have not withdrawn sharing with this sponsor. */
  notWithdrawn: boolean;
  /**
   * They belong to the resource's brand and match the campaign's filters: brands, topics, job
   * title words, and the work details (a field they have not given matches no list).
   */
  matches: boolean;
}

/** A work detail's filter: empty, or the member's value is in it (unknown is not). */
const inFilter = (list: string, column: string) =>
  sql.raw(`(cardinality(c.${list}) = 0 or coalesce(u.${column} = any(c.${list}), false))`);

/** The running campaigns that include `resourceIds` (all sponsored ones when null). */
const standings = (userId: number, resourceIds: SQL) => sql`
  select c.id as "campaignId", c.sponsor_id as "sponsorId", s.name as "sponsorName",
         cr.resource_id as "resourceId", r.company_id as "companyId", c.lead_cap as "leadCap",
         (select count(*)::int from leads l
          where l.campaign_id = c.id and l.status = 'delivered') as "leads",
         (select l.id from leads l where l.campaign_id = c.id and l.user_id = u.id) as "leadId",
         not exists (select 1 from sponsor_consents sc
                     where sc.user_id = u.id and sc.sponsor_id = c.sponsor_id
                       and not sc.granted) as "notWithdrawn",
         (exists (select 1 from memberships m
                  where m.user_id = u.id and m.company_id = r.company_id)
          and (cardinality(c.company_ids) = 0
               or exists (select 1 from memberships m
                          where m.user_id = u.id and m.company_id = any(c.company_ids)))
          and (cardinality(c.preference_ids) = 0
               or exists (select 1 from user_preferences up
                          where up.user_id = u.id and up.preference_id = any(c.preference_ids)))
          and (cardinality(c.job_titles) = 0
               or exists (select 1 from unnest(c.job_titles) as w(word)
                          where strpos(lower(u.job_title), w.word) > 0))
          and ${inFilter("countries", "country")}
          and ${inFilter("company_sizes", "company_size")}
          and ${inFilter("industries", "industry")}
          and ${inFilter("job_functions", "job_function")}
          and ${inFilter("seniorities", "seniority")}) as "matches"
  from users u
  cross join campaigns c
  join sponsors s on s.id = c.sponsor_id
  join campaign_resources cr on cr.campaign_id = c.id
  join resources r on r.id = cr.resource_id
  where u.id = ${userId} and u.role = 'user' and u.erased_at is null
    and c.ended_at is null and c.starts_at <= now() and now() < c.ends_at
    and ${resourceIds}
  order by c.ends_at, c.id, cr.resource_id`;

/** Every running campaign of one resource, as `userId` stands with it. */
export const standingsFor = async (db: Executor, userId: number, resourceId: number) =>
  rowsOf<CampaignStanding>(
    await db.execute(standings(userId, sql`cr.resource_id = ${resourceId}`)),
  );

/** Every running campaign of every resource, as `userId` stands with it (the offers). */
export const allStandings = async (db: Executor, userId: number) =>
  rowsOf<CampaignStanding>(await db.execute(standings(userId, sql`true`)));

/** May share with this campaign now. */
export const isOpen = (s: CampaignStanding): boolean =>
  s.leadId === null && s.notWithdrawn && s.matches && s.leads < s.leadCap;

export const NO_CAMPAIGN = "No sponsor campaign is collecting details on this resource now.";
export const capReachedMessage = (sponsor: string) =>
  `${sponsor}'s campaign has all the leads it asked for, so your details are not needed.`;
export const withdrawnMessage = (sponsor: string) =>
  `You stopped sharing your details with ${sponsor}, so they are not shared again.`;
export const notMatchingMessage = (sponsor: string) =>
  `${sponsor}'s campaign on this resource is not open to your brand, topics, job title or work details.`;

/** Why the member may not share with any of `standings`, the closest to possible first. */
export const refusalOf = (all: CampaignStanding[]): string => {
  const [first] = all;
  if (!first) return NO_CAMPAIGN;
  const withdrawn = all.find((s) => !s.notWithdrawn);
  if (withdrawn) return withdrawnMessage(withdrawn.sponsorName);
  const matching = all.find((s) => s.matches);
  if (matching) return capReachedMessage(matching.sponsorName);
  return notMatchingMessage(first.sponsorName);
};
