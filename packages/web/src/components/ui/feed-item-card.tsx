import type { Resource, ResourceEvent, SponsorBadge } from "@sector/shared";
import type { MouseEvent, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { formatFeedDate } from "../../lib/dates";
import { eventPhase, eventTimeText } from "../../lib/event-time";
import { badgeClassName } from "./badge";
import { ResourceThumbnail } from "./resource-thumbnail";

/** What a card shows; a resource, or the values of an upload form for its preview. */
export type FeedItem = Pick<Resource, "title" | "image_bg" | "resource_url" | "createdAt"> & {
  /** Who sponsors it; absent or null: nobody. */
  sponsor?: SponsorBadge | null;
  /** Its time when it is an event; absent or null: not an event. */
  event?: ResourceEvent | null;
};

/**
 * Called as a card's link is followed (see FeedItemCardProps.onOpen), with the resource it
 * opens: how feeds and search results hand the open to the screen that shows them.
 */
export type OpenResource = (resource: { id: number }, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * What a screen puts under a card (see FeedItemCardProps.footer), given the resource it shows:
 * how feeds and search results take controls from another feature.
 */
export type CardFooter = (resource: {
  id: number;
  title: string;
  event?: ResourceEvent | null;
}) => ReactNode;

export type FeedItemVariant = "large" | "featured" | "grid";

export interface FeedItemCardProps {
  item: FeedItem;
  /** large: the lead item; featured: the three beside it; grid: the rest. */
  variant?: FeedItemVariant;
  className?: string;
  /**
   * Called as the link opens the resource: a click (with or without a modifier key), Enter on
   * the focused link, or a middle click. The link opens unless this calls
   * `event.preventDefault()` (to ask something first, then open it itself); it must not delay it.
   */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** A line above the title, e.g. the brand of a search result. */
  eyebrow?: string;
  /** What the title shows instead of the plain text, e.g. a search result's marked words. */
  titleContent?: ReactNode;
  /**
   * Controls under the card, outside its link (a link may not hold buttons), e.g. an event's
   * Register button.
   */
  footer?: ReactNode;
}

const LAYOUT: Record<
  FeedItemVariant,
  { root: string; thumb: string; body: string; title: string }
> = {
  large: {
    root: "flex flex-col",
    thumb: "aspect-video w-full",
    body: "p-5 sm:p-6",
    title: "text-xl font-bold sm:text-2xl line-clamp-3",
  },
  featured: {
    root: "flex flex-row items-stretch",
    thumb: "aspect-[4/3] w-28 shrink-0 sm:w-40",
    body: "flex min-w-0 flex-1 flex-col justify-center p-3 sm:p-4",
    title: "text-sm font-semibold sm:text-base line-clamp-3",
  },
  grid: {
    root: "flex flex-col",
    thumb: "aspect-video w-full",
    body: "flex flex-1 flex-col p-4",
    title: "text-base font-semibold line-clamp-3",
  },
};

/**
 * One feed item: thumbnail, title and creation date; the whole card opens the resource's
 * landing page in a new tab.
 */
export function FeedItemCard({
  item,
  variant = "grid",
  className,
  onOpen,
  eyebrow,
  titleContent,
  footer,
}: FeedItemCardProps) {
  const layout = LAYOUT[variant];
  const date = formatFeedDate(item.createdAt);
  const dateClass = cn(
    "block text-sm text-slate-500",
    variant === "grid" ? "mt-auto pt-3" : "mt-2",
  );
  return (
    <article className={cn("h-full", footer ? "flex flex-col gap-2" : null, className)}>
      <a
        href={item.resource_url || undefined}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onOpen}
        // A middle click raises auxclick, not click; a right click (button 2) only opens a menu.
        onAuxClick={onOpen && ((event) => event.button === 1 && onOpen(event))}
        className={cn(
          "group overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition",
          "hover:shadow-md hover:ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
          footer ? "min-h-0 flex-1" : "h-full",
          layout.root,
        )}
      >
        <ResourceThumbnail
          src={item.image_bg}
          className={layout.thumb}
          eager={variant === "large"}
        />
        <div className={layout.body}>
          {eyebrow && (
            <p className="mb-1 truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          )}
          <h2
            className={cn(
              "break-words text-slate-900 group-hover:text-brand-700 [&_mark]:rounded-sm [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:text-inherit",
              layout.title,
            )}
          >
            {titleContent ?? item.title}
          </h2>
          {item.sponsor && <SponsoredBy sponsor={item.sponsor} />}
          {item.event ? (
            <EventTime event={item.event} className={dateClass} />
          ) : (
            date && (
              <time dateTime={item.createdAt} className={dateClass}>
                {date}
              </time>
            )
          )}
          <span className="sr-only"> (opens in a new tab)</span>
        </div>
      </a>
      {footer}
    </article>
  );
}

/**
 * When an event starts, on the viewer's clock with the event's zone named; "Past event" once
 * it has ended, "Happening now" while it runs.
 */
function EventTime({ event, className }: { event: ResourceEvent; className: string }) {
  const phase = eventPhase(event);
  return (
    <p className={className}>
      {phase !== "upcoming" && (
        <span className={badgeClassName(phase === "past" ? "gray" : "green", "mr-1.5")}>
          {phase === "past" ? "Past event" : "Happening now"}
        </span>
      )}
      <time dateTime={event.starts_at}>{eventTimeText(event)}</time>
    </p>
  );
}

/** "Sponsored by {name}", with the sponsor's logo when it has one (the name says who). */
function SponsoredBy({ sponsor }: { sponsor: SponsorBadge }) {
  return (
    <p className="mt-2 flex min-w-0 items-center gap-1.5 text-xs font-medium text-slate-600">
      {sponsor.logo_url && (
        <img
          src={sponsor.logo_url}
          alt=""
          loading="lazy"
          className="h-5 w-auto max-w-16 shrink-0 object-contain"
        />
      )}
      <span className="truncate">Sponsored by {sponsor.name}</span>
    </p>
  );
}
