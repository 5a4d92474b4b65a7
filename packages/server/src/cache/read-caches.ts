import type { FastifyReply } from "fastify";
import type { ChangeFeed } from "../db/change-feed";
import type { SessionUser } from "../presenters/user";
import { ReadCache } from "./read-cache";

/**
 * The process's read caches and what invalidates each (the triggers of migration 0002):
 * - signed-in users by id (every authenticated request): their own change, or their company's;
 * - feed pages and archive pages: any change to resources, their topics, edits, companies or
 *   the names of the people they show.
 * Sizes bound memory: a page is about 12 resources (a few KB), a user well under 1 KB.
 */
export const createReadCaches = (feed: ChangeFeed) => {
  const users = new ReadCache<number, SessionUser>(feed, 20_000);
  // Pages are kept as the JSON text of the answer: a hit is sent as it is, not serialised again.
  const feedPages = new ReadCache<string, string>(feed, 5_000);
  const archivePages = new ReadCache<string, string>(feed, 2_000);
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

/** Sends a cached answer's JSON text as the response body. */
export const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type("application/json; charset=utf-8").send(json);

export type ReadCaches = ReturnType<typeof createReadCaches>;
