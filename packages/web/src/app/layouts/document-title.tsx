import { useLayoutEffect, useSyncExternalStore } from "react";
import { useMatches } from "react-router";
import { APP_NAME } from "../../lib/config";

/** What every route of the table carries in its `handle` (router.tsx). */
export interface RouteHandle {
  /** The page name of SPEC section 2. */
  title: string;
}

const hasTitle = (handle: unknown): handle is RouteHandle =>
  typeof handle === "object" && handle !== null && "title" in handle;

/** "Sector Portal | {name}". */
export const documentTitle = (name: string) => `${APP_NAME} | ${name}`;

/** "My Profile": the page name of the deepest matched route that has one. */
export const pageName = (matches: readonly { handle?: unknown }[]): string | undefined =>
  matches.map((match) => match.handle).findLast(hasTitle)?.title;

/** "Sector Portal | My Profile": the page name of the deepest matched route that has one. */
export function pageTitle(matches: readonly { handle?: unknown }[]): string {
  const name = pageName(matches);
  return name ? documentTitle(name) : APP_NAME;
}

/**
 * The page name a screen gives itself when its data decides it (a registration page names its
 * brand, or is the Not found page), over its route's. One screen shows at a time.
 */
let screenTitle: string | null = null;
const listeners = new Set<() => void>();
const setScreenTitle = (name: string | null) => {
  screenTitle = name;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Names the page `name` (null: the route's name) while the calling screen shows. */
export function useScreenTitle(name: string | null) {
  useLayoutEffect(() => {
    setScreenTitle(name);
    return () => setScreenTitle(null);
  }, [name]);
}

/**
 * The page's name as the document title and the phone's top bar show it: the screen's own name
 * (useScreenTitle) over its route's.
 */
export function usePageName(): string | undefined {
  const routeName = pageName(useMatches());
  const screen = useSyncExternalStore(
    subscribe,
    () => screenTitle,
    () => null,
  );
  return screen ?? routeName;
}

/** Keeps the document title on the page's name, from the first render on. */
export function DocumentTitle() {
  const name = usePageName();
  const title = name ? documentTitle(name) : APP_NAME;
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
