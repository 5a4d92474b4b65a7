import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * The A/B test's winner, chosen once: the subject whose sample had more members clicking any
 * link (the body's or a resource's; ties go to A). The first caller writes it under the
 * mailing's row lock; every later one, in any process, reads what was written. Null when the
 * mailing tests nothing.
 */
export const decideWinner = async (db: Executor, id: number): Promise<"a" | "b" | null> => {
  const decided = await db.execute(sql`
    update "mailings" m set
      "ab_winner" = case when c."b" > c."a" then 'b' else 'a' end,
      "ab_decided_at" = now()
    from (
      select count(*) filter (where d."arm" = 1) as "a", count(*) filter (where d."arm" = 2) as "b"
      from (
        select "user_id" from "newsletter_clicks" where "newsletter_id" = ${id}
        union
        select "user_id" from "mailing_link_clicks" where "newsletter_id" = ${id}
      ) k
      join "newsletter_deliveries" d on d."newsletter_id" = ${id} and d."user_id" = k."user_id"
    ) c
    where m."newsletter_id" = ${id} and m."ab_test" is not null and m."ab_winner" is null
    returning m."ab_winner" as "winner"`);
  const [row] = rowsOf<{ winner: "a" | "b" }>(decided);
  if (row) return row.winner;
  const current = await db.execute(
    sql`select "ab_winner" as "winner" from "mailings" where "newsletter_id" = ${id}`,
  );
  return rowsOf<{ winner: "a" | "b" | null }>(current)[0]?.winner ?? null;
};
