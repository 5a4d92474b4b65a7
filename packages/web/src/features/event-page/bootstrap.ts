import { type EventPageBootstrap, eventPageIdOf, type PublicEvent } from "@sector/shared";

/** The id of the `<script type="application/json">` a server-rendered event page carries. */
export const EVENT_BOOTSTRAP_ID = "event-bootstrap";

const isBootstrap = (value: unknown): value is EventPageBootstrap =>
  typeof value === "object" &&
  value !== null &&
  "event" in value &&
  typeof (value as EventPageBootstrap).event === "object";

/** The bootstrap in `element`, or null (unreadable). */
function parseBootstrap(element: Element): EventPageBootstrap | null {
  const text = element.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isBootstrap(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * What the page the browser loaded embedded, and for which path: read when first asked, with
 * the path of that moment. The Not found page holds no id (one page for every unknown id), so
 * its "no event" counts for the path it came with only, not for a page the app moves to later.
 */
let loaded: { element: Element; path: string; bootstrap: EventPageBootstrap | null } | undefined;

/**
 * The event the loaded page embedded for event `id` (null: the page said there is none), or
 * undefined when it embedded nothing for it: on the server, which seeds the cache itself
 * (src/ssr.tsx), on any other page, and for any event the app moves to.
 */
export function embeddedEvent(id: number): PublicEvent | null | undefined {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(EVENT_BOOTSTRAP_ID);
  if (element === null) return undefined;
  if (loaded?.element !== element) {
    loaded = { element, path: window.location.pathname, bootstrap: parseBootstrap(element) };
  }
  const { path, bootstrap } = loaded;
  if (bootstrap === null || eventPageIdOf(path) !== id) return undefined;
  return bootstrap.event;
}
