import { mailingParamsSchema } from "@sector/shared";
import { sql } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import type { Executor } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { App } from "../../lib/app-type";
import { csvText, fileSafe, guardFormula, sendCsv } from "../../lib/csv-text";
import { NotFoundError } from "../../lib/errors";
import { findMailing } from "../../mailings/mailing-row";
import { MAILING_NOT_FOUND } from "./messages";

const HEADER = [
  "Email",
  "First name",
  "Last name",
  "Company",
  "Job title",
  "Clicks",
  "First click",
];
const BATCH = 5_000;

interface Clicker {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  company: string;
  jobTitle: string;
  clicks: number;
  firstAt: string;
}

/**
 * The members who clicked a mailing's links (its body's and its resources'), erased members
 * left out, in batches by member: a header, then one CSV text per batch.
 */
async function* clickersCsv(db: Executor, id: number): AsyncGenerator<string> {
  yield csvText([HEADER]);
  let after = 0;
  for (;;) {
    const rows = rowsOf<Clicker>(
      await db.execute(sql`
        with "k" as (
          select "user_id", "clicks", "first_at" from "newsletter_clicks"
          where "newsletter_id" = ${id} and "user_id" > ${after}
          union all
          select "user_id", "clicks", "first_at" from "mailing_link_clicks"
          where "newsletter_id" = ${id} and "user_id" > ${after}
        )
        select u."id", u."email", u."firstname", u."lastname", u."user_company" as "company",
          u."job_title" as "jobTitle", sum(k."clicks")::int as "clicks",
          to_char(min(k."first_at") at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "firstAt"
        from "k" join "users" u on u."id" = k."user_id" and u."erased_at" is null
        group by u."id" order by u."id" limit ${BATCH}`),
    );
    if (rows.length === 0) return;
    yield csvText(
      rows.map((r) => [
        ...[r.email, r.firstname, r.lastname, r.company, r.jobTitle].map(guardFormula),
        String(r.clicks),
        r.firstAt,
      ]),
    );
    after = rows.at(-1)?.id ?? after;
    if (rows.length < BATCH) return;
  }
}

export const clickersCsvRoute = async (app: App) => {
  app.get(
    "/:id/clickers.csv",
    {
      schema: {
        tags: ["mailings"],
        summary:
          "The members who clicked the mailing's links, as CSV (admin): RFC 4180, formulas guarded, erased members left out; recorded in the audit log",
        params: mailingParamsSchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "exportClickers", subject: "mailingSending" }),
    },
    async (request, reply) => {
      const mailing = await findMailing(app.db, request.params.id);
      if (!mailing) throw new NotFoundError(MAILING_NOT_FOUND);
      // Recorded before the first row leaves: a download broken off is still on record.
      await recordAudit(app.db, request, {
        action: "mailing.clickers_export",
        targetType: "mailing",
        targetId: mailing.id,
        summary: `clickers of ${mailing.subject}`,
      });
      return sendCsv(
        reply,
        `clickers-${mailing.id}-${fileSafe(mailing.companyName)}`,
        clickersCsv(app.db, mailing.id),
      );
    },
  );
};
