import type { Resource } from "@sector/shared";
import type { FastifyReply } from "fastify";
import type { ChangeFeed } from "../db/change-feed";
import { ownBytes } from "../lib/own-bytes";
import type { SessionUser } from "../presenters/user";
import { archiveKeyTouched, feedPageTouched } from "./page-keys";
import { ReadCache } from "./read-cache";

/** A search's matches, and all resources at the same time (count / all: the share matching). */
export interface SearchCount {
  count: number;
  all: number;
}

/** One rendered registration page, in each encoding a browser may ask for. */
export interface BrandPage {
  status: 200 | 404;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * The process's read caches, and what invalidates each: the notifications the triggers of
 * migrations 0002, 0003 and 0009 send (src/db/change-feed.ts), nothing else.
 * - signed-in users by id (every authenticated request): their own change (role, token version,
 *   names, a logout's revoked token, their memberships), or any company's (they carry their
 *   company's name and their brands' names);
 * - feed pages: a change to their company's resources sharing a topic with them (any, for a
 *   page without topics), or to their company's topics (src/cache/page-keys.ts); any change to
 *   companies or to the names of the people resources show;
 * - archive pages and archive search counts: a change to the resources of the company they
 *   list (any company's, for those that list every company), and as feed pages otherwise;
 * - server-rendered registration pages by code, and the codes that name a brand: any change to
 *   companies (a page shows one; a code names one);
 * - presented resources (search results) by brand and id: a change to their brand's resources,
 *   as archive pages;
 * - the known words a typed search word stands for: new words (search_words, migration 0019),
 *   the only change that alters them (words are never removed).
 * Which tables each cache reads is declared in CACHED_TABLES; a test checks each has a trigger.
 * Sizes bound memory: a page is about 12 resources (about 10 KB), a user well under 1 KB.
 */
export const createReadCaches = (feed: ChangeFeed) => {
  const users = new ReadCache<number, SessionUser>(feed, 20_000);
  // Pages are kept as the UTF-8 bytes of the answer's JSON: a hit is sent as it is, neither
  // serialised nor encoded again, and the bytes live outside the JavaScript heap.
  // Members' topics differ and they scroll: the feed keeps up to 96 MB of pages (about 10,000
  // pages of 12 resources), so the pages most asked for stay however many members come.
  const feedPages = new ReadCache<string, Buffer>(feed, 50_000, {
    maxSize: 96 * 1024 * 1024,
    sizeOf: (json) => json.length,
  });
  const archivePages = new ReadCache<string, Buffer>(feed, 2_000);
  // A search's total, whatever the page: paging through one search counts it once.
  const searchCounts = new ReadCache<string, SearchCount>(feed, 1_000);
  // Presented resources by "brand:id" (the search's first pages): about 2 KB each.
  const resources = new ReadCache<string, Resource>(feed, 20_000);
  const resourceCaches = [feedPages, archivePages, searchCounts, resources];
  // A page is about 25 KB in its three encodings; brands number in the tens.
  const brandPages = new ReadCache<string, BrandPage>(feed, 200);
  // Every brand's code, one entry: a path that names none is answered without a read.
  const brandCodes = new ReadCache<"all", Set<string>>(feed, 1);
  // Typed words: the titles' vocabulary, its beginnings and its slips (a few dozen bytes each).
  // (Each a known word and its number: search-terms.ts's KnownWord, which this layer may not
  // import.)
  const searchWords = new ReadCache<string, { word: string; id: number }[]>(feed, 50_000);

  feed.onChange((change) => {
    switch (change.kind) {
      case "feed": {
        const { companyId, topicIds } = change;
        feedPages.deleteWhere((key) => feedPageTouched(key, companyId, topicIds));
        archivePages.deleteWhere((key) => archiveKeyTouched(key, companyId));
        searchCounts.deleteWhere((key) => archiveKeyTouched(key, companyId));
        resources.deleteWhere((key) => key.startsWith(`${companyId}:`));
        return;
      }
      case "user":
        users.delete(change.id);
        return;
      case "words":
        searchWords.clear();
        return;
      case "resources":
        for (const cache of resourceCaches) cache.clear();
        return;
      case "companies":
        users.clear();
        brandPages.clear();
        brandCodes.clear();
        for (const cache of resourceCaches) cache.clear();
        return;
      case "all":
        users.clear();
        brandPages.clear();
        brandCodes.clear();
        searchWords.clear();
        for (const cache of resourceCaches) cache.clear();
        return;
    }
  });

  return {
    users,
    feedPages,
    archivePages,
    searchCounts,
    brandPages,
    brandCodes,
    searchWords,
    resources,
  };
};

/** An answer as the page caches keep it: its JSON, encoded once, in bytes of its own. */
export const jsonBytes = (value: unknown): Buffer => ownBytes(JSON.stringify(value));

/** Sends a cached answer's JSON bytes as the response body. */
export const sendJsonBytes = (reply: FastifyReply, json: Buffer) =>
  reply.type("application/json; charset=utf-8").send(json);

export type ReadCaches = ReturnType<typeof createReadCaches>;
