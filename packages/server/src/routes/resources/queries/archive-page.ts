import { ARCHIVE_PAGE_SIZE, MAX_PAGE_SIZE, type Resource } from "@sector/shared";
import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { orderBy } from "../../../db/index-order";
import { preparedPer, preparedPerShape, UNNAMED } from "../../../db/prepared";
import { companies, resources } from "../../../db/schema";
import { containsPattern } from "./like-pattern";
import { pageOfRanked, positionIn, presentPage, rankIn, selectPageRows } from "./resource-rows";

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

const companiesMatching = preparedPer((db) =>
  db
    .select({ id: companies.id })
    .from(companies)
    .where(ilike(companies.name, sql.placeholder("pattern")))
    .orderBy(companies.id)
    .prepare("companies_matching"),
);

/**
 * The companies whose name contains the term: a handful of rows, read once per search. Handing
 * their ids to the page and count statements as values (rather than a subquery) lets the planner
 * estimate the OR below from real numbers and pick between the trigram index and an index walk.
 */
export const resolveSearch = async (db: Executor, term: string): Promise<ArchiveSearch | null> => {
  if (!term) return null;
  const pattern = containsPattern(term);
  const rows = await companiesMatching(db).execute({ pattern });
  return { pattern, companyIds: rows.map((row) => row.id) };
};

/** What decides the text of the archive statements; the values are placeholders. */
export interface ArchiveShape {
  byCompany: boolean;
  /** none, a title search, or a title search ORed with matching companies. */
  search: "none" | "title" | "title-or-companies";
  /** A search page known to be walked in order (see searchWalks). */
  walk?: boolean;
}

export const archiveShapeOf = (
  input: ArchiveInput,
  search: ArchiveSearch | null,
): ArchiveShape => ({
  byCompany: input.companyId !== undefined,
  search: !search ? "none" : search.companyIds.length > 0 ? "title-or-companies" : "title",
});

/** The values for the placeholders of archiveFilter. */
export const archiveFilterValues = (input: ArchiveInput, search: ArchiveSearch | null) => ({
  companyId: input.companyId ?? null,
  pattern: search?.pattern ?? null,
  searchCompanyIds: search?.companyIds ?? [],
});

/**
 * Company filter and search. The title test is an ILIKE the trigram index
 * (resources_title_trgm_idx) answers; the resources of matching companies are ORed in through
 * company_id, which the (company_id, …) indexes answer, so both combine in a BitmapOr. In a
 * walking shape the title test is wrapped in coalesce(…, false) (titles are never null: the
 * same test): no index answers it and the planner, which cannot estimate it, takes it for
 * true of half the rows, so walking the order's index until the page is full is its plan
 * whatever the size of the table and the values.
 */
export const archiveFilter = (shape: ArchiveShape): SQL | undefined => {
  const conditions: SQL[] = [];
  if (shape.byCompany) conditions.push(eq(resources.companyId, sql.placeholder("companyId")));
  if (shape.search !== "none") {
    const titleMatches = shape.walk
      ? sql`coalesce(${ilike(resources.title, sql.placeholder("pattern"))}, false)`
      : ilike(resources.title, sql.placeholder("pattern"));
    const matches =
      shape.search === "title-or-companies"
        ? or(
            titleMatches,
            sql`${resources.companyId} = any(${sql.placeholder("searchCompanyIds")}::int[])`,
          )
        : titleMatches;
    if (matches) conditions.push(matches);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
};

type Order = { column: "created" | "updated"; direction: "asc" | "desc" };

/**
 * At most one order applies: updateSortOrder when given (it wins over createSortOrder), else
 * createSortOrder, else newest created first. id breaks ties in the same direction, so each
 * order is a forward or backward scan of one of the (…_at desc, id desc) indexes.
 */
const archiveOrder = (input: ArchiveInput): Order =>
  input.updateSortOrder
    ? { column: "updated", direction: input.updateSortOrder }
    : { column: "created", direction: input.createSortOrder ?? "desc" };

const orderTerms = ({ column, direction }: Order): SQL[] => [
  orderBy(column === "updated" ? resources.updatedAt : resources.createdAt, direction),
  orderBy(resources.id, direction),
];

/**
 * Upper bounds of a page for the statements' constant LIMIT (see pageOfRanked): the page size
 * the web app asks for, then a few steps up to the largest page. The LIMIT only tells the
 * planner how many rows to expect (the rows are picked by their place), and an estimate close
 * to the page lets it join the details to a small page by primary key rather than read a
 * small table whole.
 */
const PAGE_BOUNDS = [ARCHIVE_PAGE_SIZE, 10, 25, 50, MAX_PAGE_SIZE];
const pageBoundOf = (limit: number) => PAGE_BOUNDS.find((bound) => limit <= bound) ?? MAX_PAGE_SIZE;

/**
 * How many index entries a search page may walk, in order, testing each title, before the
 * trigram index is the better way: reading every match and sorting them.
 */
const WALK_LIMIT = 20_000;

/**
 * Does a search page walk the order's index? When the share of resources matching the search
 * is known (counted for its total, see archiveTotal), the end of the page is reached after
 * about end / share entries: walk when that is few. The walking statement is named, so
 * prepared with one generic plan, and planned without estimating the pattern (the costly part
 * of planning a search). The share may be a little stale: that only changes the plan, never
 * the rows.
 */
const searchWalks = (input: ArchiveInput, share: number | null) =>
  share !== null && share > 0 && (input.page * input.limit) / share <= WALK_LIMIT;

/**
 * One statement per shape and order, rendered once. Without a search, or walking a search, it
 * is also named, so prepared on each connection with one generic plan (pageOfRanked): an index
 * walk whatever the company or page. Any other search statement is not named: the right plan
 * depends on how rare the term is (the trigram index for a rare one, an index walk for a
 * common one), so it is planned for its values on every execution, LIMIT and OFFSET included.
 */
const pageStatementOfShape = preparedPerShape((db, key: string) => {
  const { shape, order, bound } = JSON.parse(key) as {
    shape: ArchiveShape;
    order: Order;
    bound: number;
  };
  const terms = orderTerms(order);
  if (shape.search === "none" || shape.walk) {
    const ranked = db
      .select({ id: resources.id, pos: rankIn(terms) })
      .from(resources)
      .where(archiveFilter(shape));
    const name = [
      "archive_page",
      order.column,
      order.direction,
      shape.byCompany ? "company" : "all",
      shape.search,
      bound,
    ].join("_");
    return selectPageRows(db, pageOfRanked(ranked.getSQL(), bound)).prepare(name);
  }
  const page = db
    .select({ id: resources.id, pos: positionIn(terms) })
    .from(resources)
    .where(archiveFilter(shape))
    .orderBy(...terms)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
  return selectPageRows(db, page.getSQL()).prepare(UNNAMED);
});

/** The statement of an archive page and its values (the query-plan tests explain it). */
export const archivePageStatement = (
  db: Executor,
  input: ArchiveInput,
  search: ArchiveSearch | null,
  /** The share of resources matching the search, when known. */
  share: number | null = null,
) => {
  const shape = archiveShapeOf(input, search);
  if (shape.search !== "none" && searchWalks(input, share)) shape.walk = true;
  const key = JSON.stringify({
    shape,
    order: archiveOrder(input),
    bound: pageBoundOf(input.limit),
  });
  return {
    statement: pageStatementOfShape(db, key),
    values: {
      ...archiveFilterValues(input, search),
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
      end: input.page * input.limit,
    },
  };
};

/** One archive page, presented, in one statement. */
export const archivePage = async (
  db: Executor,
  input: ArchiveInput,
  search: ArchiveSearch | null,
  share: number | null = null,
): Promise<Resource[]> => {
  const { statement, values } = archivePageStatement(db, input, search, share);
  return presentPage(await statement.execute(values));
};
