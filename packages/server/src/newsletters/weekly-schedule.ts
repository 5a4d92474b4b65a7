import { NEWSLETTER_FIRST_WINDOW_DAYS } from "@sector/shared";
import { sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows";
import { enqueueJob } from "../jobs/job-queue";

/**
 * Makes and starts the weekly edition of every brand whose schedule has come this week (its
 * weekday and hour in its time zone, and not before the schedule was turned on), once: the
 * edition carries the brand's ISO week, unique per brand, so however many processes look at
 * once, one insert wins and the others add nothing. Returns the editions started.
 */
export const startDueWeeklyEditions = async (db: Database) =>
  db.transaction(async (tx) => {
    const started = rowsOf<{ id: number; name: string; week: string }>(
      await tx.execute(sql`
        with "due" as (
          select s."company_id", c."name",
            to_char(now() at time zone s."timezone", 'IYYY-"W"IW') as "week"
          from "newsletter_settings" s
          join "companies" c on c."id" = s."company_id"
          where s."enabled"
            and ((date_trunc('week', now() at time zone s."timezone")
                  + make_interval(days => s."weekday" - 1, hours => s."hour"))
                 at time zone s."timezone") between s."active_since" and now()
        )
        insert into "newsletters" ("company_id", "status", "subject", "intro", "window_start",
          "window_end", "week")
        select d."company_id", 'sending', 'The ' || d."name" || ' week', '',
          coalesce(
            (select max(p."window_end") from "newsletters" p
              where p."company_id" = d."company_id" and p."kind" = 'edition'
                and p."status" in ('sending', 'sent')),
            now() - ${NEWSLETTER_FIRST_WINDOW_DAYS} * interval '1 day'),
          now(), d."week"
        from "due" d
        on conflict ("company_id", "week") where "week" is not null do nothing
        returning "id",
          (select c."name" from "companies" c where c."id" = "newsletters"."company_id") as "name",
          "week"`),
    );
    for (const edition of started) {
      await enqueueJob(tx, "newsletter-start", { newsletterId: edition.id });
      await recordAudit(
        tx,
        { actorId: null, ip: null },
        {
          action: "newsletter.send",
          targetType: "newsletter",
          targetId: edition.id,
          summary: `weekly edition ${edition.week} of ${edition.name} started by its schedule`,
        },
      );
    }
    return started;
  });
