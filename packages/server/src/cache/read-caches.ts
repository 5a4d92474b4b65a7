import type { FastifyReply } from "fastify";
import type { ChangeFeed } from "../db/change-feed";
import type { BrandPage } from "../plugins/brand-pages";
import type { SessionUser } from "../presenters/user";
import type { SearchCount } from "../routes/resources/queries/archive-total";
import { ReadCache } from "./read-cache";

/**
 * The process's read caches, and what invalidates each: the notifications the triggers of
 * migrations 0002, 0003 and 0009 send (src/db/change-feed.ts), nothing else.
 * - signed-in users by id (every authenticated request): their own change (role, token version,
 *   names, a logout's revoked token, their memberships), or any company's (they carry their
 *   company's name and their brands' names);
 * - feed pages, archive pages and archive search counts: any change to resources, their topics,
 *   edits, topics, companies or the names of the people they show;
 * - server-rendered registration pages by code: any change to companies (they show one).
 * Which tables each cache reads is declared in CACHED_TABLES; a test checks each has a trigger.
 * Sizes bound memory: a page is about 12 resources (a few KB), a user well under 1 KB.
 */
export const createReadCaches = (feed: ChangeFeed) => {
  const users = new ReadCache<number, SessionUser>(feed, 20_000);
  // Pages are kept as the JSON text of the answer: a hit is sent as it is, not serialised again.
  const feedPages = new ReadCache<string, string>(feed, 5_000);
  const archivePages = new ReadCache<string, string>(feed, 2_000);
  // A search's total, whatever the page: paging through one search counts it once.
  const searchCounts = new ReadCache<string, SearchCount>(feed, 1_000);
  const resourceCaches = [feedPages, archivePages, searchCounts];
  // A page is about 25 KB in its three encodings; brands number in the tens.
  const brandPages = new ReadCache<string, BrandPage>(feed, 200);

  feed.onChange((change) => {
    switch (change.kind) {
      case "user":
        users.delete(change.id);
        return;
      case "resources":
        for (const cache of resourceCaches) cache.clear();
        return;
      case "companies":
      case "all":
        users.clear();
        brandPages.clear();
        for (const cache of resourceCaches) cache.clear();
        return;
    }
  });

  return { users, feedPages, archivePages, searchCounts, brandPages };
};

/** Sends a cached answer's JSON text as the response body. */
export const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type("application/json; charset=utf-8").send(json);

export type ReadCaches = ReturnType<typeof createReadCaches>;
