import { Counter, type Registry } from "prom-client";
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
};
