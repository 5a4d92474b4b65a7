import { useLayoutEffect } from "react";
import { useMatches } from "react-router";
import { APP_NAME } from "../../lib/config";

/** What every route of the table carries in its `handle` (router.tsx). */
export interface RouteHandle {
  /** The page name of SPEC section 2. */
  title: string;
}

const hasTitle = (handle: unknown): handle is RouteHandle =>
  typeof handle === "object" && handle !== null && "title" in handle;

/** "Sector Portal | My Profile": the page name of the deepest matched route that has one. */
export function pageTitle(matches: readonly { handle?: unknown }[]): string {
  const name = matches.map((match) => match.handle).findLast(hasTitle)?.title;
  return name ? `${APP_NAME} | ${name}` : APP_NAME;
}

/** Keeps the document title on the matched route's page name, from the first render on. */
export function DocumentTitle() {
  const title = pageTitle(useMatches());
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
