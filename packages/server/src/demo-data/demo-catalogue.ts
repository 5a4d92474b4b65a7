import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { companies, preferences } from "../db/schema";

export interface DemoBrand {
  id: number;
  name: string;
  baseUrl: string;
  /** Topic ids by name. */
  topics: Map<string, number>;
}

/** The brands and their topics as the seed made them, by name (CIO, CMO, ...). */
export const readBrands = async (db: Executor): Promise<Map<string, DemoBrand>> => {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      baseUrl: companies.baseUrl,
      topicId: preferences.id,
      topic: preferences.name,
    })
    .from(companies)
    .leftJoin(preferences, eq(preferences.companyId, companies.id));
  const brands = new Map<string, DemoBrand>();
  for (const row of rows) {
    const brand = brands.get(row.name) ?? {
      id: row.id,
      name: row.name,
      baseUrl: row.baseUrl.replace(/\/+$/, ""),
      topics: new Map<string, number>(),
    };
    if (row.topicId !== null && row.topic !== null) brand.topics.set(row.topic, row.topicId);
    brands.set(row.name, brand);
  }
  return brands;
};
