import {
  encodeSearchCursor,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  searchQuerySchema,
} from "@sector/shared";
import type { App } from "../../lib/app-type";
import { NotFoundError } from "../../lib/errors";
import { highlightTitle } from "../../search/highlight";
import { resolveSearchTerms } from "../../search/search-terms";
import { companyExists } from "../companies/company-queries";
import { COMPANY_NOT_FOUND } from "../companies/messages";
import { countMatches, searchPage } from "./search-page";
import { presentTop, rankDrivers, walkFirstPage, walkMatches } from "./search-walk";

const EMPTY: SearchPage = { data: [], total: 0, total_capped: false, next: null };

export const searchResourcesRoute = async (app: App) => {
  app.get(
    "/search",
    {
      schema: {
        tags: ["resources"],
        summary:
          "Member search over every brand's resources (any signed-in role): 12 results a page, " +
          "best first (title, then topics, then brand; newer wins a tie), each with its title " +
          "`highlight`ed; { data, total, total_capped, next }. Words match as beginnings, and " +
          "words of five letters or more also one slip of the keyboard away. Send `next` back as " +
          "`cursor` for the page after it.",
        querystring: searchQuerySchema,
        security: [{ bearerAuth: [] }],
      },
      onRequest: app.guard({ action: "read", subject: "feed" }),
    },
    async (request): Promise<SearchPage> => {
      const { q, company_id, page, cursor } = request.query;
      const terms = await resolveSearchTerms(app.db, q, app.caches.searchWords);
      // Nothing can match (punctuation only, or a word that stands for no known word).
      if (!terms) {
        if (company_id !== undefined && !(await companyExists(app.db, company_id))) {
          throw new NotFoundError(COMPANY_NOT_FOUND);
        }
        return EMPTY;
      }
      // The count first: how common the matches are decides how the page is read. A walk of
      // the rarest term's postings settles most counts, and with them most first pages
      // (search-walk.ts); the GIN index the rest (search-page.ts).
      const drivers = await rankDrivers(app.db, terms);
      const [driver] = drivers;
      const matched = driver ? await walkMatches(app.db, terms, driver, company_id) : null;
      const first = cursor === undefined && page === 1;
      // The first page's top tier: the walk's own, else the title walks of the rarest terms.
      const topTier = (many: boolean) =>
        first && matched?.top
          ? presentTop(app.db, terms, matched.top, app.caches.resources)
          : first && many
            ? walkFirstPage(app.db, terms, drivers, company_id, app.caches.resources)
            : Promise.resolve(null);
      // A count the walk left open (common words seldom together) is the GIN index's; the title
      // walks run beside it meanwhile, on another connection: a search of that kind waits for
      // the longer of the two, not for both.
      const [counted, walked] = matched?.count
        ? [matched.count, await topTier(matched.count.capped)]
        : await Promise.all([countMatches(app.db, terms, company_id), topTier(drivers.length > 0)]);
      const results =
        walked ??
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
          highlight: highlightTitle(resource.title, terms.highlight),
        })),
        total: counted.total,
        total_capped: counted.capped,
        next:
          last && results.length === SEARCH_PAGE_SIZE
            ? encodeSearchCursor({ score: last.score, resourceId: last.resource.id })
            : null,
      };
    },
  );
};
