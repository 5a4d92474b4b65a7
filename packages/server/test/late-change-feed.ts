import type { Change, ChangeFeed } from "../src/db/change-feed";

/**
 * A real change feed whose notifications reach the caches `delayMs` late, as they do when the
 * listening connection is slow: `sync` still resolves only once every change committed before
 * it has reached them (what the real feed promises). On PGlite notifications otherwise arrive
 * with the writing statement's own result, so without this nothing could be late there.
 * Counts the calls of `sync`, so tests can tell when the app waited.
 */
export const lateChangeFeed = (feed: ChangeFeed, delayMs = 50) => {
  const listeners: ((change: Change) => void)[] = [];
  const underway = new Set<Promise<void>>();
  let syncs = 0;
  feed.onChange((change) => {
    const delivery = new Promise<void>((resolve) => setTimeout(resolve, delayMs)).then(() => {
      for (const listener of listeners) listener(change);
    });
    underway.add(delivery);
    void delivery.finally(() => underway.delete(delivery));
  });
  const late: ChangeFeed & { readonly syncs: number } = {
    isLive: () => feed.isLive(),
    onChange: (listener) => void listeners.push(listener),
    async sync() {
      syncs += 1;
      await feed.sync();
      await Promise.all([...underway]);
    },
    close: () => feed.close(),
    get syncs() {
      return syncs;
    },
  };
  return late;
};
