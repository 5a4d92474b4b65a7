import type { ResourceEvent } from "@sector/shared";
import { eventWhen } from "../../../lib/event-time";

export interface EventWhenTextProps {
  event: Pick<ResourceEvent, "starts_at" | "ends_at" | "timezone">;
  /** The viewer's zone; the browser's own by default (tests pass one). */
  viewerZone?: string;
}

/**
 * An event's time in the viewer's zone ("Dec 1, 2026, 10:00 AM EST – 11:00 AM"), and below it
 * the zone it is held in, with its local start time when that zone is not the viewer's.
 */
export function EventWhenText({ event, viewerZone }: EventWhenTextProps) {
  const when = eventWhen(event, viewerZone);
  return (
    <>
      <time dateTime={event.starts_at} className="whitespace-nowrap">
        {when.local}
      </time>
      <span className="whitespace-nowrap"> – {when.localEnd}</span>
      <span className="block text-xs text-slate-600">
        {when.sameZone ? `Held in ${when.zone}` : `Held in ${when.zone}: ${when.there} there`}
      </span>
    </>
  );
}
