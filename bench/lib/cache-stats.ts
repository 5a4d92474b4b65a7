/** The page caches a row may hit: feeds, archive pages and archive search counts. */
const PAGE_CACHES = new Set(["feedPages", "archivePages", "searchCounts"]);

export interface CacheTally {
  hits: number;
  misses: number;
}

const LINE = /^read_cache_requests_total\{cache="([^"]+)",result="(hit|miss)"\} (\d+(?:\.\d+)?)$/;

/** The lines of the server's /metrics (served to this machine without a token); null if refused. */
const metricsLines = async (baseUrl: string): Promise<string[] | null> => {
  const response = await fetch(`${baseUrl}/metrics`);
  return response.ok ? (await response.text()).split("\n") : null;
};

/**
 * The server's page-cache lookups so far, from its /metrics; null when the server has no such
 * counters.
 */
export const pageCacheTally = async (baseUrl: string): Promise<CacheTally | null> => {
  const lines = await metricsLines(baseUrl);
  if (!lines) return null;
  const tally = { hits: 0, misses: 0 };
  let found = false;
  for (const line of lines) {
    const match = LINE.exec(line);
    if (!match || !PAGE_CACHES.has(match[1] ?? "")) continue;
    found = true;
    if (match[2] === "hit") tally.hits += Number(match[3]);
    else tally.misses += Number(match[3]);
  }
  return found ? tally : null;
};

/** Share of the page-cache lookups between two tallies answered from memory; null if none. */
export const hitRatio = (before: CacheTally | null, after: CacheTally | null): number | null => {
  if (!before || !after) return null;
  const hits = after.hits - before.hits;
  const lookups = hits + after.misses - before.misses;
  return lookups > 0 ? hits / lookups : null;
};

const BYTES_LINE = /^read_cache_bytes\{cache="[^"]+"\} (\d+(?:\.\d+)?)$/;

/** The bytes the server's read caches bounded by size keep now, from its /metrics; null if none. */
export const readCacheBytes = async (baseUrl: string): Promise<number | null> => {
  let bytes: number | null = null;
  for (const line of (await metricsLines(baseUrl)) ?? []) {
    const match = BYTES_LINE.exec(line);
    if (match) bytes = (bytes ?? 0) + Number(match[1]);
  }
  return bytes;
};
