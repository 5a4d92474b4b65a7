import type { SearchResult } from "@sector/shared";
import { useOnInView } from "react-intersection-observer";
import {
  type CardFooter,
  FeedItemCard,
  type OpenResource,
} from "../../../components/ui/feed-item-card";
import { SearchIcon, SpinnerIcon } from "../../../components/ui/icons";
import { useResourceSearch } from "../api/search-resources";
import { HighlightedTitle } from "./highlighted-title";

export interface SearchResultsProps {
  /** The words searched for (trimmed). */
  q: string;
  companyId: number | null;
  /**
   * Called as a result opens (in a new tab): the feed's open count, and the sponsor's question
   * where there is one (it may hold the link back, see FeedItemCard).
   */
  onOpen: OpenResource;
  /** Controls under each result (an event's Register button). */
  cardFooter?: CardFooter;
}

/** "12 results", "1 result", "100+ results". */
export function resultCount(total: number, capped: boolean): string {
  const number = `${total.toLocaleString("en-US")}${capped ? "+" : ""}`;
  return `${number} ${total === 1 && !capped ? "result" : "results"}`;
}

/**
 * The results of a search as feed cards, best first, with the matched words marked and the
 * brand above each title; the next 12 load as the end of the list comes into view.
 */
export function SearchResults({ q, companyId, onOpen, cardFooter }: SearchResultsProps) {
  const search = useResourceSearch(q, companyId);
  const results: SearchResult[] = search.data?.pages.flatMap((page) => page.data) ?? [];
  const first = search.data?.pages[0];
  const canLoadMore =
    search.hasNextPage && !search.isFetchingNextPage && !search.isFetchNextPageError;
  const sentinelRef = useOnInView<HTMLDivElement>(
    (inView) => {
      if (inView) void search.fetchNextPage();
    },
    { threshold: 1, skip: !canLoadMore },
  );

  if (search.isPending) return <SearchMessage busy>Searching...</SearchMessage>;
  if (results.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <SearchIcon className="mx-auto size-10 text-slate-400" />
        <p role="status" className="mt-3 text-sm font-medium break-words text-slate-600">
          {search.isError ? "The search did not answer. Try again." : `No resources match '${q}'.`}
        </p>
      </div>
    );
  }

  return (
    <section aria-label="Search results" aria-busy={search.isFetching || undefined}>
      {first && (
        <p role="status" className="mb-4 text-sm text-slate-600">
          {resultCount(first.total, first.total_capped)}
        </p>
      )}
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {results.map((result) => {
          return (
            <li key={result.id}>
              <FeedItemCard
                item={result}
                variant="grid"
                eyebrow={result.company_name}
                titleContent={<HighlightedTitle highlight={result.highlight} />}
                onOpen={(event) => onOpen(result, event)}
                footer={cardFooter?.(result)}
              />
            </li>
          );
        })}
      </ul>
      <div ref={sentinelRef} aria-hidden="true" className="h-px" />
      {search.isFetchingNextPage && <SearchMessage busy>Loading more...</SearchMessage>}
    </section>
  );
}

/** A line in place of the results, announced politely. */
function SearchMessage({ children, busy = false }: { children: string; busy?: boolean }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-10 text-sm font-medium text-slate-600"
    >
      {busy && <SpinnerIcon className="size-4 animate-spin text-brand-600" />}
      <span>{children}</span>
    </div>
  );
}
