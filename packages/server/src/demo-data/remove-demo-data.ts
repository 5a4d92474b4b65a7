import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";

export interface RemovedDemoData {
  resources: number;
  members: number;
  editions: number;
}

const idList = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

const countOf = async (db: Executor, statement: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await db.execute(statement))[0]?.n ?? 0;

/**
 * Deletes exactly the rows listed in demo_records and what hangs off them, in the caller's
 * transaction, and leaves every rollup as if they had never been there:
 * - editions: their deliveries and clicks go with them (on delete cascade);
 * - members (role 'user' only, never staff): memberships, topics, consents, tokens go by
 *   cascade; their deliveries, clicks and opens, which carry no foreign key, are deleted here;
 *   signup_days, which only ever counts up, is given their sign-ups back. The demo set never
 *   wrote a consent event for them (the ledger is append-only, and a proof of consent nobody
 *   gave has no place in it), so none is left behind; consent_counts follows the consents
 *   rows by trigger;
 * - resources: topic links, search documents, open totals go by cascade, the brand's resource
 *   count by trigger; their opens are deleted here;
 * - the open rollups are then rebuilt from the opens that remain.
 * The caller writes the opens its process still holds before (app.opens.flush()). Taking the
 * registry's rows first makes a second removal running at the same time wait, then find none.
 */
export const removeDemoData = async (tx: Executor): Promise<RemovedDemoData> => {
  const listed = rowsOf<{ kind: string; id: number }>(
    await tx.execute(sql`delete from "demo_records" returning "kind", "id"`),
  );
  const idsOf = (kind: string) => listed.filter((r) => r.kind === kind).map((r) => r.id);
  const resourceIds = idsOf("resource");
  const userIds = idsOf("user");
  const editionIds = idsOf("newsletter");

  const editions = editionIds.length
    ? await countOf(
        tx,
        sql`with gone as (delete from "newsletters" where "id" in ${idList(editionIds)}
          returning 1) select count(*)::int as "n" from gone`,
      )
    : 0;

  let members = 0;
  if (userIds.length) {
    const users = idList(userIds);
    await tx.execute(sql`delete from "newsletter_deliveries" where "user_id" in ${users}`);
    await tx.execute(sql`delete from "newsletter_clicks" where "user_id" in ${users}`);
    await tx.execute(sql`delete from "resource_opens_pending" where "user_id" in ${users}`);
    await tx.execute(sql`delete from "resource_opens" where "user_id" in ${users}`);
    members = await countOf(
      tx,
      sql`with gone as (
          delete from "users" where "id" in ${users} and "role" = 'user'
          returning "joined_thru", "created_at"
        ), days as (
          select "joined_thru" as "company_id", ("created_at" at time zone 'UTC')::date as "day",
            count(*)::int as "n"
          from gone where "joined_thru" is not null group by 1, 2
        ), given_back as (
          update "signup_days" s set "members" = s."members" - d."n" from days d
          where s."company_id" = d."company_id" and s."day" = d."day"
          returning 1
        )
        select (select count(*) from gone)::int as "n"`,
    );
    // A day whose only sign-ups were demo members is as if nobody had signed up.
    await tx.execute(sql`delete from "signup_days" where "members" <= 0`);
  }

  let resources = 0;
  if (resourceIds.length) {
    const ids = idList(resourceIds);
    await tx.execute(sql`delete from "newsletter_clicks" where "resource_id" in ${ids}`);
    await tx.execute(sql`delete from "resource_opens_pending" where "resource_id" in ${ids}`);
    await tx.execute(sql`delete from "resource_opens" where "resource_id" in ${ids}`);
    resources = await countOf(
      tx,
      sql`with gone as (delete from "resources" where "id" in ${ids} returning 1)
        select count(*)::int as "n" from gone`,
    );
  }

  if (listed.length > 0) await tx.execute(sql`select rebuild_open_rollups()`);
  return { resources, members, editions };
};
