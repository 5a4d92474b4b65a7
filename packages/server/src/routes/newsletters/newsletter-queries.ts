import { and, count, eq, getTableColumns } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orderBy } from "../../db/index-order";
import { newsletters } from "../../db/newsletters-schema";
import { companies } from "../../db/schema";
import { NotFoundError } from "../../lib/errors";
import { editionCounts } from "../../newsletters/edition-counts";
import { type NewsletterRow, presentNewsletterWithCounts } from "../../presenters/newsletter";
import { NEWSLETTER_NOT_FOUND } from "./messages";

const columns = { ...getTableColumns(newsletters), companyName: companies.name };
/** The weekly newsletter's editions, not the mailings that share their table (issue 62). */
const isEdition = eq(newsletters.kind, "edition");

export const findNewsletter = async (db: Executor, id: number): Promise<NewsletterRow | null> => {
  const [row] = await db
    .select(columns)
    .from(newsletters)
    .innerJoin(companies, eq(companies.id, newsletters.companyId))
    .where(and(eq(newsletters.id, id), isEdition));
  return row ?? null;
};

/**
 * The edition's status, subject and intro, its row locked until the transaction ends (an edit,
 * a send or a cancel decides from them); 404 when there is no such edition.
 */
export const lockEdition = async (tx: Executor, id: number) => {
  const [row] = await tx
    .select({ status: newsletters.status, subject: newsletters.subject, intro: newsletters.intro })
    .from(newsletters)
    .where(and(eq(newsletters.id, id), isEdition))
    .for("update");
  if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
  return row;
};

/** Editions with their counts, as GET one and the list answer them. */
export const withCounts = async (db: Executor, rows: NewsletterRow[]) => {
  const counts = await editionCounts(db, rows);
  return rows.map((row) => {
    const c = counts.get(row.id);
    if (!c) throw new Error(`no counts for newsletter ${row.id}`);
    return presentNewsletterWithCounts(row, c);
  });
};

/** One page of editions, newest first (an index on created_at, id: by brand or all). */
export const listNewsletters = async (
  db: Executor,
  { companyId, page, pageSize }: { companyId?: number; page: number; pageSize: number },
) => {
  const where = and(isEdition, companyId ? eq(newsletters.companyId, companyId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(newsletters)
      .innerJoin(companies, eq(companies.id, newsletters.companyId))
      .where(where)
      .orderBy(orderBy(newsletters.createdAt, "desc"), orderBy(newsletters.id, "desc"))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(newsletters).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
