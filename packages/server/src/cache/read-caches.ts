import type { Resource } from "@sector/shared";
import type { ChangeFeed } from "../db/change-feed";
import type { UserWithCompany } from "../presenters/user";
import { ReadCache } from "./read-cache";

/** An archive page as the route answers it. */
export interface ArchiveAnswer {
  resources: Resource[];
  totalResources: number;
}

/**
 * The process's read caches and what invalidates each (the triggers of migration 0002):
 * - signed-in users by id (every authenticated request): their own change, or their company's;
 * - feed pages and archive pages: any change to resources, their topics, edits, companies or
 *   the names of the people they show.
 * Sizes bound memory: a page is about 12 resources (a few KB), a user well under 1 KB.
 */
export const createReadCaches = (feed: ChangeFeed) => {
  const users = new ReadCache<number, UserWithCompany>(feed, 20_000);
  const feedPages = new ReadCache<string, { data: Resource[] }>(feed, 5_000);
  const archivePages = new ReadCache<string, ArchiveAnswer>(feed, 2_000);
  const pages = [feedPages, archivePages];

  feed.onChange((change) => {
    switch (change.kind) {
      case "user":
        users.delete(change.id);
        return;
      case "resources":
        for (const cache of pages) cache.clear();
        return;
      case "companies":
      case "all":
        users.clear();
        for (const cache of pages) cache.clear();
        return;
    }
  });

  return { users, feedPages, archivePages };
};

export type ReadCaches = ReturnType<typeof createReadCaches>;
