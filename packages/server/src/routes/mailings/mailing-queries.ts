import type { Mailing, MailingReport } from "@sector/shared";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { segments } from "../../db/mailings-schema";
import { newsletters } from "../../db/newsletters-schema";
import { resources, sponsors } from "../../db/schema";
import { fieldError, NotFoundError } from "../../lib/errors";
import { mailingAb, mailingCounts, mailingLinks } from "../../mailings/mailing-counts";
import { findMailing, type MailingRow, selectMailings } from "../../mailings/mailing-row";
import { renderMarkdownBody } from "../../mailings/markdown-body";
import { presentMailing } from "../../presenters/mailing";
import {
  MAILING_NOT_FOUND,
  RESOURCES_OF_OTHER_BRAND,
  SEGMENT_OF_OTHER_BRAND,
  SPONSOR_NOT_FOUND,
} from "./messages";

/** Mailings as the list answers them: each with its counts. */
export const withCounts = async (db: Executor, rows: MailingRow[]): Promise<Mailing[]> => {
  const counts = await mailingCounts(db, rows);
  return rows.map((row) => {
    const c = counts.get(row.id);
    if (!c) throw new Error(`no counts for mailing ${row.id}`);
    return presentMailing(row, c);
  });
};

/** One mailing with its report (per-link clicks, the A/B test's arms); 404 when there is none. */
export const mailingReport = async (db: Executor, id: number): Promise<MailingReport> => {
  const row = await findMailing(db, id);
  if (!row) throw new NotFoundError(MAILING_NOT_FOUND);
  const [mailing] = await withCounts(db, [row]);
  if (!mailing) throw new Error(`mailing ${id} not presented`);
  return { ...mailing, links: await mailingLinks(db, row), ab: await mailingAb(db, row) };
};

/** One page of mailings, newest first, by brand or all. */
export const listMailings = async (
  db: Executor,
  { companyId, page, pageSize }: { companyId?: number; page: number; pageSize: number },
) => {
  const where: SQL | undefined = and(
    eq(newsletters.kind, "mailing"),
    companyId ? eq(newsletters.companyId, companyId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectMailings(db)
      .where(where)
      .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(newsletters).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** A mailing's status, its row locked until the transaction ends; 404 when there is none. */
export const lockMailing = async (tx: Executor, id: number) => {
  const [row] = await tx
    .select({ status: newsletters.status, companyId: newsletters.companyId })
    .from(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.kind, "mailing")))
    .for("update");
  if (!row) throw new NotFoundError(MAILING_NOT_FOUND);
  return row;
};

/**
 * What a draft names must be the brand's: its segment and resources; and the sponsor of a
 * partners mailing must exist. 400 on the field otherwise. Answers the resources (once each)
 * and the segment's rules.
 */
export const checkReferences = async (
  tx: Executor,
  companyId: number,
  body: { segment_id?: number | null; sponsor_id?: number | null; resource_ids: number[] },
) => {
  let segmentRules: MailingRow["rules"] | null = null;
  if (body.segment_id) {
    const [segment] = await tx
      .select({ companyId: segments.companyId, rules: segments.rules })
      .from(segments)
      .where(eq(segments.id, body.segment_id));
    if (segment?.companyId !== companyId) throw fieldError("segment_id", SEGMENT_OF_OTHER_BRAND);
    segmentRules = segment.rules;
  }
  if (body.sponsor_id) {
    const [sponsor] = await tx
      .select({ id: sponsors.id })
      .from(sponsors)
      .where(eq(sponsors.id, body.sponsor_id));
    if (!sponsor) throw fieldError("sponsor_id", SPONSOR_NOT_FOUND);
  }
  const ids = [...new Set(body.resource_ids)];
  if (ids.length > 0) {
    const [found] = await tx
      .select({ n: count() })
      .from(resources)
      .where(and(inArray(resources.id, ids), eq(resources.companyId, companyId)));
    if ((found?.n ?? 0) !== ids.length) throw fieldError("resource_ids", RESOURCES_OF_OTHER_BRAND);
  }
  return { resourceIds: ids, segmentRules };
};

/** The mailing's own fields from a create or update body. */
export const mailingFields = (
  body: {
    purpose: "resources" | "partners";
    segment_id?: number | null;
    rules?: MailingRow["rules"] | null;
    preheader: string;
    body_markdown: string;
    sponsor_id?: number | null;
    ab_test?: MailingRow["abTest"] | null;
  },
  { resourceIds, segmentRules }: Awaited<ReturnType<typeof checkReferences>>,
) => ({
  purpose: body.purpose,
  segmentId: body.segment_id ?? null,
  // A saved segment's rules are copied: the freeze reads the segment's rules as they are then,
  // and these if the segment was deleted meanwhile (never "no rules", which is everyone).
  rules: segmentRules ?? body.rules ?? {},
  preheader: body.preheader,
  bodyMarkdown: body.body_markdown,
  resourceIds,
  sponsorId: body.purpose === "partners" ? (body.sponsor_id ?? null) : null,
  abTest: body.ab_test ?? null,
  // The body's links, in order: a tracked link names its link by its place here.
  links: renderMarkdownBody(body.body_markdown).links,
});
