import { sql } from "drizzle-orm";
import type { Executor } from "./client";

/** Ids read from the database at once: one index range, a few hundred per million resources. */
const BLOCK = 4_096;

/**
 * Which resource ids exist, as one bit each, read a block of ids at a time. The product never
 * deletes a resource, so a bit once set stays true and nothing needs invalidating; an id whose
 * block was read but whose bit is clear (a resource created since, or none) is asked for alone.
 * A million resources take 125 KB; only blocks that hold a resource are remembered, so unknown
 * ids cost a query each and no memory.
 */
export const createKnownResourceIds = (db: Executor) => {
  let bits = new Uint8Array(BLOCK / 8);
  const readBlocks = new Set<number>();

  const has = (id: number) => ((bits[id >>> 3] ?? 0) & (1 << (id & 7))) !== 0;
  const add = (id: number) => {
    if (id >>> 3 >= bits.length) {
      const grown = new Uint8Array(Math.max(bits.length * 2, (id >>> 3) + BLOCK / 8));
      grown.set(bits);
      bits = grown;
    }
    bits[id >>> 3] = (bits[id >>> 3] ?? 0) | (1 << (id & 7));
  };
  const ids = async (query: ReturnType<typeof sql>) => {
    const { rows } = (await db.execute(query)) as unknown as { rows: { id: number }[] };
    return rows.map((row) => Number(row.id));
  };

  return {
    async exists(id: number): Promise<boolean> {
      if (has(id)) return true;
      const block = Math.floor(id / BLOCK);
      if (!readBlocks.has(block)) {
        const found = await ids(
          // Bigint bounds: the last block of the id range ends past the largest int4.
          sql`select "id" from "resources"
              where "id" >= ${block * BLOCK}::bigint and "id" < ${(block + 1) * BLOCK}::bigint`,
        );
        for (const each of found) add(each);
        if (found.length > 0) readBlocks.add(block);
        return has(id);
      }
      const [found] = await ids(sql`select "id" from "resources" where "id" = ${id}`);
      if (found === undefined) return false;
      add(found);
      return true;
    },
  };
};
