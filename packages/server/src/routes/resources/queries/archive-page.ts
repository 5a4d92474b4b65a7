import { ARCHIVE_PAGE_SIZE, MAX_PAGE_SIZE, type Resource } from "@sector/shared";
import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { orderBy } from "../../../db/index-order";
import { preparedPer, preparedPerVariant, UNNAMED } from "../../../db/prepared";
import { companies, resources } from "../../../db/schema";
import { resourceSearchDocs } from "../../../db/search-schema";
import { containsPattern } from "../../../lib/like-pattern";
import { resolveSearchTerms } from "../../../search/search-terms";
import { pageOfRanked, positionIn, presentPage, rankIn, selectPageRows } from "./resource-rows";

/**
 * The archive (GET /api/resources): a page of resources, filtered by company and search,
 * in one of four orders, and its total (archive-total.ts). The statements are written so
 * that PostgreSQL answers every page from an index, whatever the size of the table: each
 * trick below says which plan it is for.
 */
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
  /**
   * The member search's word matching (src/search/search-terms.ts) as tsquery text, on the
   * title and the brand: null unless the text is words only (letters, digits and spaces).
   */
  words: string | null;
}

/**
 * Text of letters, digits and spaces only: matched as words too. Anything else (`100%`,
 * `snake_case`, `C:\`, `O'Reilly`) is matched as typed only, as SPEC's archive search does.
 */
const WORDS_ONLY = /^[\p{L}\p{N}\s]+$/u;

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
 * A text of words is also resolved into the member search's terms (one look-up of the known
 * words one slip away, for a word of five letters or more).
 */
export const resolveSearch = async (db: Executor, term: string): Promise<ArchiveSearch | null> => {
  if (!term) return null;
  const pattern = containsPattern(term);
  const [rows, terms] = await Promise.all([
    companiesMatching(db).execute({ pattern }),
    WORDS_ONLY.test(term) ? resolveSearchTerms(db, term) : null,
  ]);
  return {
    pattern,
    companyIds: rows.map((row) => row.id),
    words: terms?.allInTitleOrBrand ?? null,
  };
};

/** Which filters a request applies: what changes the WHERE clause of its statements. */
export interface ArchiveFilter {
  byCompany: boolean;
  /** none, a title search, or a title search ORed with the matching companies' resources. */
  search: "none" | "title" | "title-or-companies";
  /** The search's words are matched too (ORed in). */
  words: boolean;
}

export const filterOf = (input: ArchiveInput, search: ArchiveSearch | null): ArchiveFilter => ({
  byCompany: input.companyId !== undefined,
  search: !search ? "none" : search.companyIds.length > 0 ? "title-or-companies" : "title",
  words: search?.words != null,
});

export const filterKey = (filter: ArchiveFilter) =>
  `${filter.byCompany ? "company" : "all"}_${filter.search}${filter.words ? "_words" : ""}`;

/** The values of the placeholders of `archiveWhere`. */
export const filterValues = (input: ArchiveInput, search: ArchiveSearch | null) => ({
  companyId: input.companyId ?? null,
  pattern: search?.pattern ?? null,
  searchCompanyIds: search?.companyIds ?? [],
  words: search?.words ?? null,
});

/** Quoted lexemes (src/search/tsquery-text.ts), read as they are. */
const wordsQuery = sql`${sql.placeholder("words")}::text::tsquery`;

/**
 * The search's words, matched in the resources' search documents (migration 0012). Planned
 * for its values: the ids of the matching documents, read once from their GIN index, as an
 * array the primary key answers (so the planner can OR it with the other tests' indexes).
 * Walking an order's index (`perRow`): a look-up of each walked resource's document instead.
 */
const wordsMatch = (perRow: boolean): SQL =>
  perRow
    ? sql`exists (select 1 from ${resourceSearchDocs} "words"
        where "words"."resource_id" = ${resources.id} and "words"."doc" @@ ${wordsQuery})`
    : sql`${resources.id} = any(array(select "words"."resource_id" from ${resourceSearchDocs} "words"
        where "words"."doc" @@ ${wordsQuery}))`;

/**
 * The WHERE clause: company filter and search. The title test is an ILIKE that the trigram
 * index (resources_title_trgm_idx) answers; the resources of matching companies are ORed in
 * through company_id, which the (company_id, …) indexes answer, so both combine in a BitmapOr;
 * a text of words also matches as the member search matches it, on the title and the brand
 * (wordsMatch), ORed in the same way. Topic names, which the member search also reads, are
 * left out here: SPEC's archive finds a resource by its title or its company, not its topics.
 *
 * `opaqueTitleTest` wraps the title test in coalesce(…, false) (titles are never null: the same
 * test). No index answers that expression and the planner, which cannot estimate it, takes it
 * for true of half the rows: walking the order's index until the page is full is then its plan,
 * whatever the size of the table and the values. Used for searches known to match many titles.
 */
export const archiveWhere = (filter: ArchiveFilter, opaqueTitleTest = false): SQL | undefined => {
  const conditions: SQL[] = [];
  if (filter.byCompany) conditions.push(eq(resources.companyId, sql.placeholder("companyId")));
  if (filter.search !== "none") {
    const titleTest = ilike(resources.title, sql.placeholder("pattern"));
    const titleMatches = opaqueTitleTest ? sql`coalesce(${titleTest}, false)` : titleTest;
    const companyMatches = sql`${resources.companyId} = any(${sql.placeholder("searchCompanyIds")}::int[])`;
    const matches = [titleMatches];
    if (filter.search === "title-or-companies") matches.push(companyMatches);
    if (filter.words) {
      const words = wordsMatch(opaqueTitleTest);
      matches.push(opaqueTitleTest ? sql`coalesce(${words}, false)` : words);
    }
    conditions.push(or(...matches) ?? titleMatches);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
};

interface Order {
  column: "created" | "updated";
  direction: "asc" | "desc";
}

/**
 * At most one order applies: updateSortOrder when given (it wins over createSortOrder), else
 * createSortOrder, else newest created first. id breaks ties in the same direction, so each
 * order is a forward or backward scan of one of the (…_at desc, id desc) indexes.
 */
const orderOf = (input: ArchiveInput): Order =>
  input.updateSortOrder
    ? { column: "updated", direction: input.updateSortOrder }
    : { column: "created", direction: input.createSortOrder ?? "desc" };

const orderTerms = ({ column, direction }: Order): SQL[] => [
  orderBy(column === "updated" ? resources.updatedAt : resources.createdAt, direction),
  orderBy(resources.id, direction),
];

/**
 * Upper bounds of a page for the walking statements' constant LIMIT (see pageOfRanked): the
 * page size the web app asks for, then a few steps up to the largest page. The LIMIT only tells
 * the planner how many rows to expect (the rows are picked by their place), and an estimate
 * close to the page lets it join the details to a small page by primary key rather than read a
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
 * is known (counted for its total, see archive-total.ts), the end of the page is reached after
 * about end / share entries: walk when that is few. The share may be a little stale: that only
 * changes the plan, never the rows.
 */
const searchWalks = (input: ArchiveInput, share: number | null) =>
  share !== null && share > 0 && (input.page * input.limit) / share <= WALK_LIMIT;

/** Everything that makes one archive page statement's SQL text differ from another's. */
interface PageVariant {
  filter: ArchiveFilter;
  order: Order;
  /**
   * Walk the order's index (pageOfRanked, a named statement with one generic plan): every page
   * without a search, and search pages known to match many titles. Otherwise (other search
   * pages) LIMIT / OFFSET, unnamed: the best plan depends on how rare the term is, so it is
   * planned for its values on every execution.
   */
  walk: boolean;
  /** The walking statement's constant LIMIT. */
  bound: number;
}

const pageVariantName = ({ filter, order, walk, bound }: PageVariant) =>
  ["archive_page", order.column, order.direction, filterKey(filter), walk ? bound : "planned"].join(
    "_",
  );

const pageStatementOf = preparedPerVariant(pageVariantName, (db, variant: PageVariant) => {
  const terms = orderTerms(variant.order);
  if (variant.walk) {
    const ranked = db
      .select({ id: resources.id, pos: rankIn(terms) })
      .from(resources)
      .where(archiveWhere(variant.filter, variant.filter.search !== "none"));
    return selectPageRows(db, pageOfRanked(ranked.getSQL(), variant.bound)).prepare(
      pageVariantName(variant),
    );
  }
  const page = db
    .select({ id: resources.id, pos: positionIn(terms) })
    .from(resources)
    .where(archiveWhere(variant.filter))
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
  const filter = filterOf(input, search);
  const variant: PageVariant = {
    filter,
    order: orderOf(input),
    walk: filter.search === "none" || searchWalks(input, share),
    bound: pageBoundOf(input.limit),
  };
  return {
    statement: pageStatementOf(db, variant),
    values: {
      ...filterValues(input, search),
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
