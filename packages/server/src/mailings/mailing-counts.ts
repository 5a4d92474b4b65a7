import type { MailingAbReport, MailingCounts, MailingLinkReport } from "@sector/shared";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";
import { keptDeliveryCounts } from "../newsletters/edition-counts";
import { armSubject } from "./mailing-context";
import type { MailingRow } from "./mailing-row";

type CountedMailing = Pick<
  MailingRow,
  "id" | "companyId" | "purpose" | "consentEventMark" | "consenting" | "capped" | "suppressed"
>;

const none = (m: CountedMailing): MailingCounts => ({
  recipients: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  capped: m.capped ?? 0,
  suppressed: m.suppressed ?? 0,
  consenting: m.consenting ?? 0,
  bounced: 0,
  complained: 0,
  unique_clicks: 0,
  unsubscribed: 0,
});

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Members who clicked any link of a mailing: its body's or its resources'. */
const clickersSql = (id: number) => sql`
  select "user_id" from "newsletter_clicks" where "newsletter_id" = ${id}
  union
  select "user_id" from "mailing_link_clicks" where "newsletter_id" = ${id}`;

/**
 * Members who withdrew the mailing purpose's consent of the brand through a one-click link after
 * the mailing reached them and before the brand's next mailing of that purpose was frozen.
 */
const unsubscribedAfter = async (
  db: Executor,
  m: CountedMailing & { consentEventMark: number },
) => {
  const result = await db.execute(sql`
    select count(distinct ev."user_id")::int as "n"
    from "consent_events" ev
    join "newsletter_deliveries" d on d."newsletter_id" = ${m.id} and d."user_id" = ev."user_id"
      and d."status" = 'sent' and ev."occurred_at" >= d."sent_at"
    where ev."id" > ${m.consentEventMark}
      and ev."id" <= coalesce(
        (select min(n."consent_event_mark") from "newsletters" n
          join "mailings" o on o."newsletter_id" = n."id" and o."purpose" = ${m.purpose}
          where n."company_id" = ${m.companyId} and n."consent_event_mark" > ${m.consentEventMark}),
        9223372036854775807)
      and ev."company_id" = ${m.companyId} and ev."purpose" = ${m.purpose}
      and not ev."granted" and ev."source" = 'unsubscribe'`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
};

/**
 * The counts of each mailing, by id: the deliveries' kept counts (one statement), the members
 * who clicked, and those who unsubscribed; capped and suppressed as its freeze left them.
 */
export const mailingCounts = async (
  db: Executor,
  rows: CountedMailing[],
): Promise<Map<number, MailingCounts>> => {
  const counts = new Map(rows.map((m) => [m.id, none(m)]));
  const frozen = rows.filter(
    (m): m is CountedMailing & { consentEventMark: number } => m.consentEventMark !== null,
  );
  if (frozen.length === 0) return counts;
  const ids = idList(frozen.map((m) => m.id));
  for (const [id, kept] of await keptDeliveryCounts(
    db,
    frozen.map((m) => m.id),
  )) {
    const c = counts.get(id);
    if (c) Object.assign(c, kept);
  }
  const clicks = rowsOf<{ id: number; n: number }>(
    await db.execute(sql`
      select k."id", count(distinct k."user_id")::int as "n" from (
        select "newsletter_id" as "id", "user_id" from "newsletter_clicks" where "newsletter_id" in (${ids})
        union all
        select "newsletter_id", "user_id" from "mailing_link_clicks" where "newsletter_id" in (${ids})
      ) k group by k."id"`),
  );
  for (const row of clicks) {
    const c = counts.get(row.id);
    if (c) c.unique_clicks = row.n;
  }
  for (const m of frozen) {
    const c = counts.get(m.id);
    if (c) c.unsubscribed = await unsubscribedAfter(db, m);
  }
  return counts;
};

/** Each link's clicks: the body's links in order, then the resources' cards. */
export const mailingLinks = async (
  db: Executor,
  m: Pick<MailingRow, "id" | "links">,
): Promise<MailingLinkReport[]> => {
  const body = rowsOf<{ link: number; clicks: number; unique: number }>(
    await db.execute(sql`
      select "link", sum("clicks")::int as "clicks", count(*)::int as "unique"
      from "mailing_link_clicks" where "newsletter_id" = ${m.id} group by "link"`),
  );
  const byLink = new Map(body.map((r) => [r.link, r]));
  const resources = rowsOf<{ url: string; clicks: number; unique: number }>(
    await db.execute(sql`
      select r."resource_url" as "url", sum(c."clicks")::int as "clicks", count(*)::int as "unique"
      from "newsletter_clicks" c join "resources" r on r."id" = c."resource_id"
      where c."newsletter_id" = ${m.id}
      group by r."id", r."resource_url" order by min(c."first_at")`),
  );
  return [
    ...m.links.map((url, i) => {
      const row = byLink.get(i + 1);
      return { url, clicks: row?.clicks ?? 0, unique_clicks: row?.unique ?? 0 };
    }),
    ...resources.map((r) => ({ url: r.url, clicks: r.clicks, unique_clicks: r.unique })),
  ];
};

/** Both arms of an A/B test: recipients, sent and members who clicked, and the winner. */
export const mailingAb = async (
  db: Executor,
  m: Pick<MailingRow, "id" | "subject" | "abTest" | "abWinner" | "abDecidedAt" | "frozenAt">,
): Promise<MailingAbReport | null> => {
  if (!m.abTest) return null;
  const rows = rowsOf<{ arm: number; recipients: number; sent: number; clicked: number }>(
    await db.execute(sql`
      select d."arm", count(*)::int as "recipients",
        count(*) filter (where d."status" = 'sent')::int as "sent",
        count(k."user_id")::int as "clicked"
      from "newsletter_deliveries" d
      left join (${clickersSql(m.id)}) k on k."user_id" = d."user_id"
      where d."newsletter_id" = ${m.id} and d."arm" is not null
      group by d."arm"`),
  );
  const arm = (n: 1 | 2) => {
    const row = rows.find((r) => r.arm === n);
    return {
      subject: armSubject(m, n === 1 ? "a" : "b"),
      recipients: row?.recipients ?? 0,
      sent: row?.sent ?? 0,
      unique_clicks: row?.clicked ?? 0,
    };
  };
  return {
    a: arm(1),
    b: arm(2),
    winner: m.abWinner ?? null,
    decided_at: m.abDecidedAt?.toISOString() ?? null,
    decides_at: m.frozenAt
      ? new Date(m.frozenAt.getTime() + m.abTest.wait_minutes * 60_000).toISOString()
      : null,
  };
};
