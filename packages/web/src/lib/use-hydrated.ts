import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser adopts prerendered markup, true in
 * every other render: what only the browser knows (router state, the query string of a
 * prerendered page) waits for it, so the adopted markup matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
