import type { Resource } from "@sector/shared";
import { useOnInView } from "react-intersection-observer";
import type { CardFooter, OpenResource } from "../../../components/ui/feed-item-card";
import { PhotoIcon, SpinnerIcon } from "../../../components/ui/icons";
import { type FeedFilter, useFeed } from "../api/get-feed";
import { FeedLayout } from "./feed-layout";

export interface ResourceFeedProps {
  filter: FeedFilter;
  /** False while the filter is not known yet (e.g. the member's preferences are loading). */
  ready?: boolean;
  /** Called as a card opens (e.g. to ask about its sponsor first); counts the open by default. */
  onOpen?: OpenResource;
  /** Controls under each card (an event's Register button). */
  cardFooter?: CardFooter;
}

/**
 * The feed of SPEC section 2: page 1, then the next page each time the end sentinel is
 * fully visible, until a page comes back empty.
 */
export function ResourceFeed({ filter, ready = true, onOpen, cardFooter }: ResourceFeedProps) {
  const feed = useFeed(filter, ready);
  const resources: Resource[] = feed.data?.pages.flatMap((page) => page.data) ?? [];
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;

  // Not observed while a page loads. Observing again reports where the sentinel is now, so
  // one still fully in view after a short page loads the next without waiting for a scroll.
  const sentinelRef = useOnInView<HTMLDivElement>(
    (inView) => {
      if (inView) void feed.fetchNextPage();
    },
    { threshold: 1, skip: !canLoadMore },
  );

  if (!ready || (filter.companyId !== null && feed.isPending)) {
    return <FeedMessage>Loading resources...</FeedMessage>;
  }
  // No company, an empty first page, or a failed load (already reported by the query cache).
  if (resources.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <PhotoIcon className="mx-auto size-10 text-slate-400" />
        <p role="status" className="mt-3 text-sm font-medium text-slate-600">
          No resources available
        </p>
      </div>
    );
  }

  return (
    <section aria-label="Resources" aria-busy={feed.isFetching || undefined}>
      <FeedLayout resources={resources} onOpen={onOpen} cardFooter={cardFooter} />
      <div ref={sentinelRef} aria-hidden="true" className="h-px" />
      {feed.isFetchingNextPage && <FeedMessage>Loading more...</FeedMessage>}
    </section>
  );
}

/** A loading line, announced politely. */
function FeedMessage({ children }: { children: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-10 text-sm font-medium text-slate-600"
    >
      <SpinnerIcon className="size-4 animate-spin text-brand-600" />
      <span>{children}</span>
    </div>
  );
}
