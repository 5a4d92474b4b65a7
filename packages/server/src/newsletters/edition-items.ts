import { NEWSLETTER_POPULAR_ITEMS } from "@sector/shared";
import { type SQL, sql } from "drizzle-orm";

/** What decides the items of an edition: its brand, its window and how many at most. */
export interface EditionWindow {
  companyId: number;
  windowStart: Date;
  windowEnd: Date;
  maxItems: number;
}

/**
 * The common table expressions that give every member their items, one statement for all:
 *
 * - `member_items` (user_id, items): the brand's resources created in the window that share at
 *   least one of the member's topics of that brand, newest first, at most `maxItems`. Only
 *   members with one or more appear. `members` narrows it to some members (a preview).
 * - `popular` (items): up to NEWSLETTER_POPULAR_ITEMS of the brand's resources most opened in
 *   the window, for members with no item of their own ("Popular this week").
 *
 * The window's resources are few (a week of one brand's uploads); the joins run from them, so
 * the cost follows the members who chose their topics, not the whole membership.
 */
export const itemsCtes = (w: EditionWindow, members?: SQL): SQL => sql`
  "window_resources" as materialized (
    select r."id", r."created_at" from "resources" r
    where r."company_id" = ${w.companyId}
      and r."created_at" >= ${w.windowStart.toISOString()}::timestamptz
      and r."created_at" < ${w.windowEnd.toISOString()}::timestamptz
  ),
  "matched" as (
    select up."user_id", wr."id", wr."created_at"
    from "window_resources" wr
    join "resource_preferences" rp on rp."resource_id" = wr."id"
    join "preferences" p on p."id" = rp."preference_id" and p."company_id" = ${w.companyId}
    join "user_preferences" up on up."preference_id" = rp."preference_id"
    ${members ? sql`where up."user_id" in (${members})` : sql``}
    group by up."user_id", wr."id", wr."created_at"
  ),
  "ranked" as (
    select "user_id", "id",
      row_number() over (partition by "user_id" order by "created_at" desc, "id" desc) as "n"
    from "matched"
  ),
  "member_items" as (
    select "user_id", array_agg("id" order by "n") as "items"
    from "ranked" where "n" <= ${w.maxItems}
    group by "user_id"
  ),
  "window_opens" as (
    select o."resource_id" from "resource_opens" o
    where o."company_id" = ${w.companyId}
      and o."opened_at" >= ${w.windowStart.toISOString()}::timestamptz
      and o."opened_at" < ${w.windowEnd.toISOString()}::timestamptz
    union all
    select o."resource_id" from "resource_opens_pending" o
    where o."company_id" = ${w.companyId}
      and o."opened_at" >= ${w.windowStart.toISOString()}::timestamptz
      and o."opened_at" < ${w.windowEnd.toISOString()}::timestamptz
  ),
  "popular" as (
    select coalesce(array_agg("id" order by "opens" desc, "id" desc), '{}'::int[]) as "items"
    from (
      select wo."resource_id" as "id", count(*) as "opens"
      from "window_opens" wo
      join "resources" r on r."id" = wo."resource_id" and r."company_id" = ${w.companyId}
      group by wo."resource_id"
      order by count(*) desc, wo."resource_id" desc
      limit ${NEWSLETTER_POPULAR_ITEMS}
    ) as "top"
  )`;

/**
 * The brand's members who get the newsletter now: a membership, not erased, and a current
 * newsletter consent of that brand that is granted, and an address not on the suppression list.
 */
export const recipientsCte = (companyId: number, members?: SQL): SQL => sql`
  "recipients" as (
    select m."user_id" from "memberships" m
    join "users" u on u."id" = m."user_id" and u."erased_at" is null
    join "consents" c on c."user_id" = m."user_id" and c."company_id" = m."company_id"
      and c."purpose" = 'newsletter' and c."granted"
    where m."company_id" = ${companyId}
      -- Suppressed addresses (a bounce, a complaint, staff's choice) get no edition.
      and not exists (select 1 from "suppressions" s where s."email" = lower(u."email"))
    ${members ? sql`and m."user_id" in (${members})` : sql``}
  )`;
