import type { NewsletterCounts } from "@sector/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";

export interface CountedEdition {
  id: number;
  companyId: number;
  consentEventMark: number | null;
}

const NONE: NewsletterCounts = {
  recipients: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  clicked_members: 0,
  unsubscribed: 0,
  bounced: 0,
  complained: 0,
};

/**
 * Members who withdrew the brand's newsletter consent through an unsubscribe link after this
 * edition reached them and before the brand's next edition was frozen (consent events are
 * numbered in order: the editions' marks bound the range, read from the primary key).
 */
const unsubscribedAfter = async (
  db: Executor,
  e: CountedEdition & { consentEventMark: number },
) => {
  const result = await db.execute(sql`
    select count(distinct ev."user_id")::int as "n"
    from "consent_events" ev
    join "newsletter_deliveries" d on d."newsletter_id" = ${e.id} and d."user_id" = ev."user_id"
      and d."status" = 'sent' and ev."occurred_at" >= d."sent_at"
    where ev."id" > ${e.consentEventMark}
      and ev."id" <= coalesce(
        (select min("consent_event_mark") from "newsletters"
          where "company_id" = ${e.companyId} and "kind" = 'edition'
            and "consent_event_mark" > ${e.consentEventMark}),
        9223372036854775807)
      and ev."company_id" = ${e.companyId} and ev."purpose" = 'newsletter'
      and not ev."granted" and ev."source" = 'unsubscribe'`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
};

/** What the deliveries' kept counts tell of one edition or mailing. */
export interface KeptDeliveryCounts {
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
  bounced: number;
  complained: number;
}

/**
 * The deliveries' counts of each edition or mailing of `ids`, kept by the deliveries' triggers
 * (migration 0020): a few rows, however large the send. One statement.
 */
export const keptDeliveryCounts = async (
  db: Executor,
  ids: number[],
): Promise<Map<number, KeptDeliveryCounts>> => {
  const counts = new Map<number, KeptDeliveryCounts>();
  if (ids.length === 0) return counts;
  const rows = rowsOf<{
    id: number;
    status: string;
    n: number;
    bounced: number;
    complained: number;
  }>(
    await db.execute(sql`
      select "newsletter_id" as "id", "status", "n"::int as "n",
        "bounced"::int as "bounced", "complained"::int as "complained"
      from "newsletter_delivery_counts" where "newsletter_id" in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  for (const row of rows) {
    let c = counts.get(row.id);
    if (!c) {
      c = { recipients: 0, sent: 0, failed: 0, skipped: 0, bounced: 0, complained: 0 };
      counts.set(row.id, c);
    }
    c.recipients += row.n;
    c.bounced += row.bounced;
    c.complained += row.complained;
    if (row.status === "sent" || row.status === "failed" || row.status === "skipped") {
      c[row.status] = row.n;
    }
  }
  return counts;
};

/**
 * The counts of each edition, by id: one statement for the deliveries' kept counts and one for
 * the clicks.
 */
export const editionCounts = async (
  db: Executor,
  editions: CountedEdition[],
): Promise<Map<number, NewsletterCounts>> => {
  const counts = new Map(editions.map((e) => [e.id, { ...NONE }]));
  const frozen = editions.filter(
    (e): e is CountedEdition & { consentEventMark: number } => e.consentEventMark !== null,
  );
  if (frozen.length === 0) return counts;
  const ids = sql.join(
    frozen.map((e) => sql`${e.id}`),
    sql`, `,
  );
  for (const [id, kept] of await keptDeliveryCounts(
    db,
    frozen.map((e) => e.id),
  )) {
    const c = counts.get(id);
    if (c) Object.assign(c, kept);
  }
  const clicks = rowsOf<{ id: number; n: number }>(
    await db.execute(sql`
      select "newsletter_id" as "id", count(distinct "user_id")::int as "n"
      from "newsletter_clicks" where "newsletter_id" in (${ids})
      group by "newsletter_id"`),
  );
  for (const row of clicks) {
    const c = counts.get(row.id);
    if (c) c.clicked_members = row.n;
  }
  for (const e of frozen) {
    const c = counts.get(e.id);
    if (c) c.unsubscribed = await unsubscribedAfter(db, e);
  }
  return counts;
};
