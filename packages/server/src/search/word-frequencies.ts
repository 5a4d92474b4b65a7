import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsOf } from "../db/rows";

/**
 * How common each word of the search postings is, from the planner's statistics of
 * resource_search_postings.word (its most common values, up to 1,000 of them; migration 0018):
 * what picks the rarest term of a search to walk. A word not among them is rarer than all of
 * them. Read at most once per STATS_TTL_MS per database; the statistics themselves only change
 * when the table is analysed (autovacuum, or the migrations and the large seed).
 */
const STATS_TTL_MS = 5 * 60_000;

interface Frequencies {
  readAt: number;
  share: Map<string, number>;
}

const cached = new WeakMap<Executor, Frequencies>();

const read = async (db: Executor): Promise<Map<string, number>> => {
  const [row] = rowsOf<{ words: string[]; shares: number[] }>(
    await db.execute(sql`
    select coalesce(most_common_vals::text::text[], '{}') as "words",
           coalesce(most_common_freqs, '{}') as "shares"
    from pg_stats
    where schemaname = current_schema() and tablename = 'resource_search_postings'
      and attname = 'word'`),
  );
  const share = new Map<string, number>();
  row?.words.forEach((word, i) => {
    share.set(word, Number(row.shares[i] ?? 0));
  });
  return share;
};

/** The share of all postings each word holds (0: rarer than every listed word). */
export const wordShares = async (db: Executor): Promise<Map<string, number>> => {
  const now = Date.now();
  const known = cached.get(db);
  if (known && now - known.readAt < STATS_TTL_MS) return known.share;
  const share = await read(db);
  cached.set(db, { readAt: now, share });
  return share;
};
