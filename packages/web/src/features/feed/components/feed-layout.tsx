import type { Resource } from "@sector/shared";
import {
  type CardFooter,
  FeedItemCard,
  type OpenResource,
} from "../../../components/ui/feed-item-card";
import { recordOpen } from "../api/record-open";

/** How many items sit beside the lead item before the grid starts (SPEC section 9). */
const FEATURED_COUNT = 3;

/** Opening a card counts the open, and the link goes ahead. */
const countOpen: OpenResource = (resource) => recordOpen(resource.id);

export interface FeedLayoutProps {
  resources: readonly Resource[];
  /** Called as a card opens; by default the open is counted and the link goes ahead. */
  onOpen?: OpenResource;
  /** Controls under each card (an event's Register button); none by default. */
  cardFooter?: CardFooter;
}

/**
 * The first resource large, the next three beside it (below it on small screens), the
 * rest in a grid of four columns on wide screens and one on phones.
 */
export function FeedLayout({ resources, onOpen = countOpen, cardFooter }: FeedLayoutProps) {
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
          onOpen={(event) => onOpen(lead, event)}
          footer={cardFooter?.(lead)}
        />
        {featured.length > 0 && (
          <ul className="grid grid-cols-1 gap-4 lg:col-span-2 lg:grid-rows-3">
            {featured.map((resource) => (
              <li key={resource.id}>
                <FeedItemCard
                  item={resource}
                  variant="featured"
                  onOpen={(event) => onOpen(resource, event)}
                  footer={cardFooter?.(resource)}
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
              <FeedItemCard
                item={resource}
                variant="grid"
                onOpen={(event) => onOpen(resource, event)}
                footer={cardFooter?.(resource)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
