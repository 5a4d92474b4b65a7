import { describe, expect, it } from "vitest";
import type { Change, ChangeFeed } from "../db/change-feed";
import { ReadCache } from "./read-cache";

/** A change feed whose liveness the test sets (the cache's own logic, without a database). */
const feedThatIs = (state: { live: boolean }): ChangeFeed => ({
  isLive: () => state.live,
  onChange: (_listener: (change: Change) => void) => {},
  sync: async () => {},
  close: async () => {},
});

const counter = () => {
  let reads = 0;
  return {
    load: async () => {
      reads += 1;
      return { reads };
    },
    get reads() {
      return reads;
    },
  };
};

describe("ReadCache", () => {
  it("reads once and then serves the kept value", async () => {
    const cache = new ReadCache<string, { reads: number }>(feedThatIs({ live: true }), 10);
    const source = counter();
    expect(await cache.get("a", source.load)).toEqual({ reads: 1 });
    expect(await cache.get("a", source.load)).toEqual({ reads: 1 });
    expect(source.reads).toBe(1);
  });

  it("shares one read among concurrent misses of a key", async () => {
    const cache = new ReadCache<string, { reads: number }>(feedThatIs({ live: true }), 10);
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("a", source.load)));
    expect(answers).toEqual([{ reads: 1 }, { reads: 1 }, { reads: 1 }]);
    expect(source.reads).toBe(1);
  });

  it("reads the keys it does not keep in one call, and keeps them", async () => {
    const cache = new ReadCache<string, { key: string }>(feedThatIs({ live: true }), 10);
    const calls: string[][] = [];
    const loadMissing = async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== "none").map((key) => [key, { key }]));
    };
    expect(await cache.getMany(["a", "b"], loadMissing)).toEqual([{ key: "a" }, { key: "b" }]);
    expect(await cache.getMany(["b", "c", "none", "a"], loadMissing)).toEqual([
      { key: "b" },
      { key: "c" },
      null,
      { key: "a" },
    ]);
    expect(calls).toEqual([
      ["a", "b"],
      ["c", "none"],
    ]);
    // Absence is not kept: asked again, "none" is read again, alone.
    await cache.getMany(["a", "none"], loadMissing);
    expect(calls.at(-1)).toEqual(["none"]);
  });

  it("reads every key in one call while the feed is not live", async () => {
    const cache = new ReadCache<string, { key: string }>(feedThatIs({ live: false }), 10);
    const calls: string[][] = [];
    const loadMissing = async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.map((key) => [key, { key }]));
    };
    await cache.getMany(["a", "b"], loadMissing);
    await cache.getMany(["a", "b"], loadMissing);
    expect(calls).toEqual([
      ["a", "b"],
      ["a", "b"],
    ]);
  });

  it("reads every time while the feed is not live", async () => {
    const cache = new ReadCache<string, { reads: number }>(feedThatIs({ live: false }), 10);
    const source = counter();
    await cache.get("a", source.load);
    await cache.get("a", source.load);
    expect(source.reads).toBe(2);
  });

  it("does not keep a value read while an invalidation arrived", async () => {
    const cache = new ReadCache<string, { reads: number }>(feedThatIs({ live: true }), 10);
    const source = counter();
    const read = cache.get("a", async () => {
      const value = await source.load();
      cache.clear();
      return value;
    });
    expect(await read).toEqual({ reads: 1 });
    expect(await cache.get("a", source.load)).toEqual({ reads: 2 });
  });

  it("forgets only the keys a scoped invalidation reaches, reads under way included", async () => {
    const cache = new ReadCache<string, { reads: number }>(feedThatIs({ live: true }), 10);
    const a = counter();
    const b = counter();
    await cache.get("a:1", a.load);
    await cache.get("b:1", b.load);
    // A read of a reached key under way when the invalidation comes is not kept.
    const during = cache.get("a:2", async () => {
      const value = await a.load();
      cache.deleteWhere((key) => key.startsWith("a:"));
      return value;
    });
    expect(await during).toEqual({ reads: 2 });
    expect(await cache.get("b:1", b.load)).toEqual({ reads: 1 });
    expect(await cache.get("a:1", a.load)).toEqual({ reads: 3 });
    expect(await cache.get("a:2", a.load)).toEqual({ reads: 4 });
    expect(b.reads).toBe(1);
  });

  it("lets a caller who joined an invalidated read read again, and keeps neither read", async () => {
    const cache = new ReadCache<string, { reads: number }>(feedThatIs({ live: true }), 10);
    const source = counter();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = cache.get("a", async () => {
      await gate;
      return source.load();
    });
    const joined = cache.get("a", source.load);
    cache.delete("a");
    release();
    // Two reads, one each: the joined caller did not wait for a value the invalidation voided.
    const answers = [(await first)?.reads, (await joined)?.reads].sort();
    expect(answers).toEqual([1, 2]);
    expect(await cache.get("a", source.load)).toEqual({ reads: 3 });
  });

  it("passes a failed read's error on, and keeps nothing", async () => {
    const cache = new ReadCache<string, { reads: number }>(feedThatIs({ live: true }), 10);
    await expect(
      cache.get("a", async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
    expect(cache.size).toBe(0);
  });

  it("never keeps an absent value, and forgets one key or all", async () => {
    const cache = new ReadCache<string, { reads: number }>(feedThatIs({ live: true }), 10);
    const source = counter();
    let absentReads = 0;
    const absent = async () => {
      absentReads += 1;
      return null;
    };
    expect(await cache.get("none", absent)).toBeNull();
    expect(await cache.get("none", absent)).toBeNull();
    expect(absentReads).toBe(2);

    await cache.get("a", source.load);
    await cache.get("b", source.load);
    cache.delete("a");
    expect(await cache.get("a", source.load)).toEqual({ reads: 3 });
    expect(await cache.get("b", source.load)).toEqual({ reads: 2 });
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("keeps at most `max` entries, dropping the least recently used", async () => {
    const cache = new ReadCache<number, { reads: number }>(feedThatIs({ live: true }), 2);
    const source = counter();
    await cache.get(1, source.load);
    await cache.get(2, source.load);
    await cache.get(1, source.load);
    await cache.get(3, source.load);
    expect(cache.size).toBe(2);
    expect(await cache.get(1, source.load)).toEqual({ reads: 1 });
    expect(await cache.get(2, source.load)).toEqual({ reads: 4 });
  });
});
