import { and, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { orderBy } from "../../../db/index-order";
import { companies, resources } from "../../../db/schema";
import { containsPattern } from "./like-pattern";
import { selectResourceRows } from "./resource-rows";

export interface ArchiveInput {
  page: number;
  limit: number;
  companyId?: number | undefined;
  createSortOrder: "asc" | "desc" | null;
  updateSortOrder: "asc" | "desc" | null;
  /** Trimmed; empty means no search. */
  search: string;
}

/** A search resolved into what the page and count statements need. */
export interface ArchiveSearch {
  /** `%term%`, LIKE wildcards escaped. */
  pattern: string;
  /** Companies whose name matches: their resources match too. */
  companyIds: number[];
}

/**
 * The companies whose name contains the term: a handful of rows, read once per search. Handing
 * their ids to the page and count statements as values (rather than a subquery) lets the planner
 * estimate the OR below from real numbers and pick between the trigram index and an index walk.
 */
export const resolveSearch = async (db: Executor, term: string): Promise<ArchiveSearch | null> => {
  if (!term) return null;
  const pattern = containsPattern(term);
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(ilike(companies.name, pattern));
  return { pattern, companyIds: rows.map((row) => row.id) };
};

/**
 * Company filter and search. The title test is an ILIKE the trigram index
 * (resources_title_trgm_idx) answers; the resources of matching companies are ORed in through
 * company_id, which the (company_id, …) indexes answer, so both combine in a BitmapOr.
 */
const archiveFilter = (input: ArchiveInput, search: ArchiveSearch | null): SQL | undefined => {
  const conditions: SQL[] = [];
  if (input.companyId !== undefined) conditions.push(eq(resources.companyId, input.companyId));
  if (search) {
    const titleMatches = ilike(resources.title, search.pattern);
    const matches =
      search.companyIds.length > 0
        ? or(titleMatches, inArray(resources.companyId, search.companyIds))
        : titleMatches;
    if (matches) conditions.push(matches);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
};

/**
 * At most one order applies: updateSortOrder when given (it wins over createSortOrder), else
 * createSortOrder, else newest created first. id breaks ties in the same direction, so each
 * order is a forward or backward scan of one of the (…_at desc, id desc) indexes.
 */
const archiveOrder = (input: ArchiveInput): SQL[] => {
  const [column, direction] = input.updateSortOrder
    ? [resources.updatedAt, input.updateSortOrder]
    : [resources.createdAt, input.createSortOrder ?? "desc"];
  return [orderBy(column, direction), orderBy(resources.id, direction)];
};

export const archivePageQuery = (db: Executor, input: ArchiveInput, search: ArchiveSearch | null) =>
  selectResourceRows(db)
    .where(archiveFilter(input, search))
    .orderBy(...archiveOrder(input))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);

/** The exact number of matches, whatever the page (also when the page is past the end). */
export const archiveCountQuery = (
  db: Executor,
  input: ArchiveInput,
  search: ArchiveSearch | null,
) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(resources)
    .where(archiveFilter(input, search));
