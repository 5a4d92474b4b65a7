import { Counter, Gauge, type Registry } from "prom-client";
import type { ReadCaches } from "../cache/read-caches";

/** Hits and misses of each read cache, read from the caches' own tallies at scrape time. */
export const observeReadCaches = (caches: ReadCaches, registry: Registry) => {
  new Counter({
    name: "read_cache_requests_total",
    help: "Read-cache lookups by cache and result: a hit is answered from memory, a miss waited for the database.",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
    collect() {
      // The caches count; the counter only reports their running totals.
      this.reset();
      for (const [cache, { stats }] of Object.entries(caches)) {
        this.inc({ cache, result: "hit" }, stats.hits);
        this.inc({ cache, result: "miss" }, stats.misses);
      }
    },
  });
  new Gauge({
    name: "read_cache_entries",
    help: "Values each read cache keeps now.",
    labelNames: ["cache"] as const,
    registers: [registry],
    collect() {
      for (const [cache, { size }] of Object.entries(caches)) this.set({ cache }, size);
    },
  });
  new Gauge({
    name: "read_cache_bytes",
    help: "Bytes of the values kept now, for the read caches bounded by size (the feed pages).",
    labelNames: ["cache"] as const,
    registers: [registry],
    collect() {
      for (const [cache, { bytes }] of Object.entries(caches)) {
        if (bytes !== null) this.set({ cache }, bytes);
      }
    },
  });
};
