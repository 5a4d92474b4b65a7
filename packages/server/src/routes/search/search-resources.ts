import {
  encodeSearchCursor,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  type SearchQuery,
  searchQuerySchema,
} from "@sector/shared";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { highlightTitle } from "../../search/highlight";
import { resolveSearchTerms } from "../../search/search-terms";
import { companyExists } from "../companies/company-queries";
import { COMPANY_NOT_FOUND } from "../companies/messages";
import { type FewMatches, fewMatches, pageOfFew, presentFew } from "./few-matches";
import { searchPage } from "./search-page";
import { presentTop, rankDrivers, walkFirstPage, walkMatches } from "./search-walk";

const EMPTY: SearchPage = { data: [], total: 0, total_capped: false, next: null };

export const searchResourcesRoute = async (app: App) => {
  const answer = async ({ q, company_id, page, cursor }: SearchQuery): Promise<SearchPage> => {
    const terms = await resolveSearchTerms(app.db, q, app.caches.searchWords);
    // Nothing can match (punctuation only, or a word that stands for no known word).
    if (!terms) {
      if (company_id !== undefined && !(await companyExists(app.db, company_id))) {
        throw new NotFoundError(COMPANY_NOT_FOUND);
      }
      return EMPTY;
    }
    // The count first: how common the matches are decides how the page is read. A walk of
    // the rarest terms' postings settles most counts, and with them most first pages
    // (search-walk.ts); the GIN index the rest (few-matches.ts), and when it finds no more
    // than SEARCH_TOTAL_CAP, it ranks them all: any page of them is theirs.
    const drivers = await rankDrivers(app.db, terms);
    const matched = await walkMatches(app.db, terms, drivers, company_id);
    const counted: FewMatches = matched.count
      ? { ...matched.count, ranked: null }
      : await fewMatches(app.db, terms, company_id);
    const first = cursor === undefined && page === 1;
    const few = counted.ranked ? pageOfFew(counted.ranked, page, cursor) : null;
    // The page when it is known without the page statement: cut from the few matches ranked,
    // or the first page's top tier (the walk's own, else, past the cap, the title walks of
    // the rarest terms).
    const known = few
      ? await presentFew(app.db, few, app.caches.resources)
      : first && matched.top
        ? await presentTop(app.db, terms, matched.top, app.caches.resources)
        : first && counted.capped && drivers.length > 0
          ? await walkFirstPage(app.db, terms, drivers, company_id, app.caches.resources)
          : null;
    const results =
      known ??
      (counted.total === 0
        ? []
        : await searchPage(app.db, {
            terms,
            companyId: company_id,
            page,
            after: cursor,
            // A walk that could not fill the page found the title matches too far apart
            // for the newest documents' walk too: they are few, the GIN index finds them.
            common: counted.capped && !(first && drivers.length > 0),
          }));
    if (
      counted.total === 0 &&
      company_id !== undefined &&
      !(await companyExists(app.db, company_id))
    ) {
      throw new NotFoundError(COMPANY_NOT_FOUND);
    }
    const last = results.at(-1);
    return {
      data: results.map(({ resource }) => ({
        id: resource.id,
        title: resource.title,
        resource_url: resource.resource_url,
        image_bg: resource.image_bg,
        company_id: resource.company_id,
        company_name: resource.company.name,
        createdAt: resource.createdAt,
        preferences: resource.preferences,
        event: resource.event,
        highlight: highlightTitle(resource.title, terms.highlight),
      })),
      total: counted.total,
      total_capped: counted.capped,
      next:
        last && results.length === SEARCH_PAGE_SIZE
          ? encodeSearchCursor({ score: last.score, resourceId: last.resource.id })
          : null,
    };
  };

  app.get(
    "/search",
    {
      schema: {
        tags: ["resources"],
        summary:
          "Member search over every brand's resources (any signed-in role): 12 results a page, " +
          "best first (title, then topics, then brand; newer wins a tie), each with its title " +
          "`highlight`ed; { data, total, total_capped, next }. Words match as beginnings, " +
          "words of five letters or more also one slip of the keyboard away, and words of four " +
          "letters or more also inside longer words (ranked below). Send `next` back as " +
          "`cursor` for the page after it.",
        querystring: searchQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "feed" }),
    },
    // A search is several statements, each cheap alone. Many searches at once share the
    // database's cores statement by statement, and each takes as long as all of them together:
    // the dearest, a few milliseconds alone, took ten times that among twenty. A few at a time
    // (SEARCH_CONCURRENCY), the rest waiting their turn in arrival order, each takes about its
    // own time after its wait, and more of them finish a second.
    (request) => app.searchGate(() => answer(request.query)),
  );
};
