import type { Resource } from "@sector/shared";
import { FeedItemCard } from "../../../components/ui/feed-item-card";
import { recordOpen } from "../api/record-open";

/** How many items sit beside the lead item before the grid starts (SPEC section 9). */
const FEATURED_COUNT = 3;

/**
 * The first resource large, the next three beside it (below it on small screens), the
 * rest in a grid of four columns on wide screens and one on phones.
 */
export function FeedLayout({ resources }: { resources: readonly Resource[] }) {
  const [lead, ...others] = resources;
  if (!lead) return null;
  const featured = others.slice(0, FEATURED_COUNT);
  const rest = others.slice(FEATURED_COUNT);

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <FeedItemCard
          item={lead}
          variant="large"
          className="lg:col-span-3"
          onOpen={() => recordOpen(lead.id)}
        />
        {featured.length > 0 && (
          <ul className="grid grid-cols-1 gap-4 lg:col-span-2 lg:grid-rows-3">
            {featured.map((resource) => (
              <li key={resource.id}>
                <FeedItemCard
                  item={resource}
                  variant="featured"
                  onOpen={() => recordOpen(resource.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {rest.length > 0 && (
        <ul
          data-testid="feed-grid"
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
        >
          {rest.map((resource) => (
            <li key={resource.id}>
              <FeedItemCard item={resource} variant="grid" onOpen={() => recordOpen(resource.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
