import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mailings, segments } from "../db/mailings-schema";
import { newsletters } from "../db/newsletters-schema";
import { segmentMembersSql } from "../segments/segment-members";
import { readMailingSettings } from "./mailing-settings";

/**
 * Writes a mailing's recipients, in one statement (one snapshot, all or none): the members of
 * its segment (the saved segment's rules as they are now; its own, or the copy of a segment
 * deleted since) holding the purpose's
 * consent now, less the suppressed and those the brand's frequency cap leaves out (they had its
 * number of the brand's mailings frozen in the last 7 days; the newsletter does not count). With
 * an A/B test, a random sample of `sample_percent` is split evenly between A (arm 1) and B
 * (arm 2) and sent now; the rest waits `wait_minutes` for the winner. The rules used and the
 * members left out are kept on the mailing. Writing twice adds nobody twice (the primary key).
 */
export const freezeMailing = async (tx: Executor, id: number): Promise<void> => {
  const [m] = await tx
    .select({
      companyId: newsletters.companyId,
      purpose: mailings.purpose,
      rules: mailings.rules,
      segmentRules: segments.rules,
      resourceIds: mailings.resourceIds,
      abTest: mailings.abTest,
    })
    .from(mailings)
    .innerJoin(newsletters, eq(newsletters.id, mailings.newsletterId))
    .leftJoin(segments, eq(segments.id, mailings.segmentId))
    .where(eq(mailings.newsletterId, id));
  if (!m) throw new Error(`no mailing ${id}`);
  const rules = m.segmentRules ?? m.rules;
  const { max_mailings_per_member_per_7_days: cap } = await readMailingSettings(tx, m.companyId);
  const ab = m.abTest;
  // Without a cap the brand's recent mailings are not read at all (an unused CTE is not run).
  const capped = cap > 0 ? sql`coalesce(r."n", 0) >= ${cap}` : sql`false`;
  const sample = ab ? sql`floor(c."total" * ${ab.sample_percent} / 100.0)` : sql`0`;
  const resourceIds = sql`${`{${m.resourceIds.join(",")}}`}::int[]`;
  await tx.execute(sql`
    with "audience" as (${segmentMembersSql({ companyId: m.companyId, purpose: m.purpose, rules })}),
    "recent" as (
      select d."user_id", count(*) as "n"
      from "newsletters" n
      join "newsletter_deliveries" d on d."newsletter_id" = n."id"
      where n."company_id" = ${m.companyId} and n."kind" = 'mailing' and n."id" <> ${id}
        and n."frozen_at" > now() - interval '7 days'
        -- Sent, or still to be sent: a cancelled mailing's unsent mails never reached anyone.
        and (d."status" = 'sent' or (n."status" <> 'cancelled' and d."status" in ('queued', 'sending')))
      group by d."user_id"
    ),
    "eligible" as (
      select a."user_id", a."suppressed", ${capped} as "capped"
      from "audience" a
      ${cap > 0 ? sql`left join "recent" r on r."user_id" = a."user_id"` : sql``}
    ),
    "chosen" as (
      select "user_id",
        row_number() over (${ab ? sql`order by random()` : sql``}) as "rn",
        count(*) over () as "total"
      from "eligible" where not "suppressed" and not "capped"
    ),
    "written" as (
      insert into "newsletter_deliveries"
        ("newsletter_id", "user_id", "status", "items", "popular", "arm", "run_at")
      select ${id}, c."user_id", 'queued', ${resourceIds}, false,
        case when c."rn" <= ${sample} then 2 - (c."rn" % 2)::int end,
        case when c."rn" <= ${sample} then now()
          else now() + ${ab?.wait_minutes ?? 0} * interval '1 minute' end
      from "chosen" c
      on conflict do nothing
      returning 1
    )
    update "mailings" set
      "rules" = ${JSON.stringify(rules)}::jsonb,
      "consenting" = (select count(*) from "eligible"),
      "suppressed" = (select count(*) from "eligible" where "suppressed"),
      "capped" = (select count(*) from "eligible" where not "suppressed" and "capped")
    where "newsletter_id" = ${id}`);
};
