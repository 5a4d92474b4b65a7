import type { Sql } from "./sql-client";
import { type Params, rnd } from "./sql-random";

/**
 * The companies rows are spread over and their topics, as flat arrays the generator indexes
 * directly: a company is a slot 1..n, its topics are topicIds[start .. start + count - 1].
 * Array look-ups per row instead of joins keep every generated statement a plain scan of
 * generate_series, whose output order (the id order) is the order rows land on disk.
 */
export interface Catalog {
  companyIds: number[];
  companyNames: string[];
  baseUrls: string[];
  topicStart: number[];
  topicCount: number[];
  topicIds: number[];
  topicNames: string[];
}

/** Companies with at least six topics (a member picks up to six), in id order. */
export const readCatalog = async (sql: Sql): Promise<Catalog> => {
  const { rows } = await sql.query<{
    id: number;
    name: string;
    base_url: string;
    topic_ids: number[];
    topic_names: string[];
  }>(
    `SELECT c.id, c.name, c.base_url, array_agg(p.id ORDER BY p.id) AS topic_ids,
            array_agg(p.name ORDER BY p.id) AS topic_names
     FROM companies c JOIN preferences p ON p.company_id = c.id
     GROUP BY c.id HAVING count(*) >= 6 ORDER BY c.id`,
  );
  const catalog: Catalog = {
    companyIds: [],
    companyNames: [],
    baseUrls: [],
    topicStart: [],
    topicCount: [],
    topicIds: [],
    topicNames: [],
  };
  for (const row of rows) {
    catalog.companyIds.push(row.id);
    catalog.companyNames.push(row.name);
    catalog.baseUrls.push(row.base_url);
    catalog.topicStart.push(catalog.topicIds.length + 1);
    catalog.topicCount.push(row.topic_ids.length);
    catalog.topicIds.push(...row.topic_ids);
    catalog.topicNames.push(...row.topic_names);
  }
  if (catalog.companyIds.length === 0) throw new Error("no company has topics to draw from");
  return catalog;
};

/**
 * The catalog's arrays as parameters of one statement (each added on first use: PostgreSQL
 * refuses a parameter the statement never mentions), with SQL for the slot look-ups.
 */
export const catalogParams = (params: Params, catalog: Catalog) => {
  const added = new Map<keyof Catalog, string>();
  const param = (key: keyof Catalog, type: string) => {
    let placeholder = added.get(key);
    if (!placeholder) {
      placeholder = params.add(catalog[key], type);
      added.set(key, placeholder);
    }
    return placeholder;
  };
  const companyIds = () => param("companyIds", "int[]");
  const topicCount = (slot: string) => `(${param("topicCount", "int[]")})[${slot}]`;
  const topicIndex = (slot: string, ord: string) =>
    `(${param("topicStart", "int[]")})[${slot}] + (${ord}) % ${topicCount(slot)}`;
  return {
    /** A company slot 1..n drawn from `key`. */
    drawSlot: (key: string, salt: number) =>
      `(1 + ${rnd(key, salt, `cardinality(${companyIds()})`)})`,
    companyId: (slot: string) => `(${companyIds()})[${slot}]`,
    companyName: (slot: string) => `(${param("companyNames", "text[]")})[${slot}]`,
    baseUrl: (slot: string) => `(${param("baseUrls", "text[]")})[${slot}]`,
    topicCount,
    /** Topic number `ord` (0-based, taken modulo the company's count) of the company. */
    topicId: (slot: string, ord: string) =>
      `(${param("topicIds", "int[]")})[${topicIndex(slot, ord)}]`,
    topicName: (slot: string, ord: string) =>
      `(${param("topicNames", "text[]")})[${topicIndex(slot, ord)}]`,
  };
};
