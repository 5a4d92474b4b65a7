import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "../db/change-feed";

/** One caller's read of a missing key: lru-cache runs the first caller's, the others join it. */
interface Read<V> {
  load: () => Promise<V | null>;
  /** Set when lru-cache runs this caller's `load` (it did not join a read under way). */
  reading?: Promise<V | null>;
}

/**
 * Answers read from the database, kept in this process until the database says they changed
 * (the read caches' only invalidation: src/cache/read-caches.ts). lru-cache's `fetch` does the
 * keeping: concurrent misses of one key share one read, and a `delete` or `clear` during a read
 * aborts it, so a value read while an invalidation arrived is never kept. On top of it:
 *
 * - Serves only while the change feed is live; otherwise every read goes to the database.
 * - The value of an invalidated read is still answered to the caller that read it; callers who
 *   joined that read read again (not kept).
 * - Absence (null) is never kept: lru-cache keeps nothing for an `undefined` answer.
 */
export class ReadCache<K extends string | number, V extends {}> {
  private readonly entries: LRUCache<K, V, Read<V>>;
  /** Lookups since start (the metrics): a hit is answered from memory, a miss waited for a read. */
  private lookups = { hits: 0, misses: 0 };

  constructor(
    private readonly feed: ChangeFeed,
    max: number,
  ) {
    this.entries = new LRUCache<K, V, Read<V>>({
      max,
      fetchMethod: async (_key, _stale, { context }) => {
        context.reading = context.load();
        return (await context.reading) ?? undefined;
      },
    });
  }

  /** The cached value of `key`, or `load`'s. */
  async get(key: K, load: () => Promise<V | null>): Promise<V | null> {
    if (!this.feed.isLive()) {
      this.lookups.misses += 1;
      return load();
    }
    const read: Read<V> = { load };
    const status: LRUCache.Status<K, V, Read<V>> = {};
    try {
      const value = await this.entries.fetch(key, { context: read, status });
      if (status.fetch === "hit") this.lookups.hits += 1;
      else this.lookups.misses += 1;
      return value ?? null;
    } catch (error) {
      this.lookups.misses += 1;
      // lru-cache rejects at once when an invalidation aborts a read; our own read still
      // answers this caller (it was not kept).
      if (read.reading) return read.reading;
      // A read we joined was aborted (or failed): read on our own.
      if (status.fetch === "inflight") return load();
      throw error;
    }
  }

  /** The cached value of `key` if there is one, without reading or counting a lookup. */
  peek(key: K): V | undefined {
    return this.feed.isLive() ? this.entries.peek(key) : undefined;
  }

  /** Forgets one key (and aborts keeping a read of it under way). */
  delete(key: K) {
    this.entries.delete(key);
  }

  /** Forgets everything (and aborts keeping any read under way). */
  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** Hits and misses since this cache was made. */
  get stats(): { readonly hits: number; readonly misses: number } {
    return { ...this.lookups };
  }
}
