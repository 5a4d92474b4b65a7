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
  /** Keys being read, with how many reads of each are under way (an aborted one may still run). */
  private readonly reading = new Map<K, number>();
  /** Whether the values' total size is kept (and bounded). */
  private readonly sized: boolean;

  constructor(
    private readonly feed: ChangeFeed,
    max: number,
    /** Also bounds the values' total size (`sizeOf` each, e.g. a text's length). */
    bySize?: { maxSize: number; sizeOf: (value: V) => number },
  ) {
    this.sized = bySize !== undefined;
    this.entries = new LRUCache<K, V, Read<V>>({
      max,
      ...(bySize && {
        maxSize: bySize.maxSize,
        sizeCalculation: (value: V) => Math.max(1, bySize.sizeOf(value)),
      }),
      fetchMethod: async (key, _stale, { context }) => {
        this.reading.set(key, (this.reading.get(key) ?? 0) + 1);
        try {
          context.reading = context.load();
          return (await context.reading) ?? undefined;
        } finally {
          const left = (this.reading.get(key) ?? 1) - 1;
          if (left === 0) this.reading.delete(key);
          else this.reading.set(key, left);
        }
      },
    });
  }

  /** The cached value of `key`, or `load`'s. */
  async get(key: K, load: () => Promise<V | null>): Promise<V | null> {
    if (!this.feed.isLive()) {
      this.lookups.misses += 1;
      return load();
    }
    // A kept value is answered without fetch's promises (lru-cache's `get` leaves a read under
    // way alone: it answers undefined for it).
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      this.lookups.hits += 1;
      return kept;
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

  /**
   * The cached values of `keys`, in their order (null where `loadMissing` finds none): those
   * kept, and the others read together by one call of `loadMissing`, then kept as `get` keeps
   * a value (a key another caller keeps meanwhile is not waited for).
   */
  async getMany(keys: K[], loadMissing: (keys: K[]) => Promise<Map<K, V>>): Promise<(V | null)[]> {
    const missing = [...new Set(keys.filter((key) => this.peek(key) === undefined))];
    const read = missing.length > 0 ? loadMissing(missing) : null;
    // Each missing key's `get` waits for the read; a key kept meanwhile does not.
    read?.catch(() => {});
    return Promise.all(
      keys.map((key) =>
        this.get(key, async () => {
          const found = read && missing.includes(key) ? await read : await loadMissing([key]);
          return found.get(key) ?? null;
        }),
      ),
    );
  }

  /** The cached value of `key` if there is one, without reading or counting a lookup. */
  peek(key: K): V | undefined {
    return this.feed.isLive() ? this.entries.peek(key) : undefined;
  }

  /** Forgets one key (and aborts keeping a read of it under way). */
  delete(key: K) {
    this.entries.delete(key);
  }

  /**
   * Forgets the keys `touched` says a change reached, kept or being read (lru-cache's own key
   * list leaves reads under way out; a read of such a key is aborted like any deleted one's).
   */
  deleteWhere(touched: (key: K) => boolean) {
    const gone = [...this.entries.keys(), ...this.reading.keys()].filter(touched);
    for (const key of gone) this.entries.delete(key);
  }

  /** Forgets everything (and aborts keeping any read under way). */
  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** The kept values' total size (`sizeOf`'s), for a cache bounded by it; null for the others. */
  get bytes(): number | null {
    return this.sized ? this.entries.calculatedSize : null;
  }

  /** Hits and misses since this cache was made. */
  get stats(): { readonly hits: number; readonly misses: number } {
    return { ...this.lookups };
  }
}
