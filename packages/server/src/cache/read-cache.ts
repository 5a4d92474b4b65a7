import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "../db/change-feed";

/**
 * Answers read from the database, kept in this process until the database says they changed.
 *
 * - Serves only while the change feed is live; otherwise every read goes to the database.
 * - A value read while an invalidation arrived is returned but not kept: it may predate it.
 * - Concurrent misses of one key share one read.
 * - Least recently used entries go first beyond `max`.
 */
export class ReadCache<K extends string | number, V extends {}> {
  private readonly entries: LRUCache<K, V>;
  private readonly reading = new Map<K, Promise<V | null>>();
  /** Bumped by every invalidation: a read started under an older epoch is not kept. */
  private epoch = 0;
  /**
   * Lookups since start (read by the metrics): a hit is answered from memory; a miss waited
   * for the database, its own read or one already under way for the same key.
   */
  private lookups = { hits: 0, misses: 0 };

  constructor(
    private readonly feed: ChangeFeed,
    max: number,
  ) {
    this.entries = new LRUCache({ max });
  }

  /** The cached value of `key`, or `load`'s (kept unless null: absence is never cached). */
  async get(key: K, load: () => Promise<V | null>): Promise<V | null> {
    if (!this.feed.isLive()) {
      this.lookups.misses += 1;
      return load();
    }
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.lookups.hits += 1;
      return cached;
    }
    this.lookups.misses += 1;
    const pending = this.reading.get(key);
    if (pending) return pending;

    const epoch = this.epoch;
    const read = load().finally(() => {
      if (this.reading.get(key) === read) this.reading.delete(key);
    });
    this.reading.set(key, read);
    const value = await read;
    if (value !== null && epoch === this.epoch && this.feed.isLive()) this.entries.set(key, value);
    return value;
  }

  /** Forgets one key. */
  delete(key: K) {
    this.epoch += 1;
    this.entries.delete(key);
    this.reading.delete(key);
  }

  /** Forgets everything. */
  clear() {
    this.epoch += 1;
    this.entries.clear();
    this.reading.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** Hits and misses since this cache was made. */
  get stats(): { readonly hits: number; readonly misses: number } {
    return { ...this.lookups };
  }
}
