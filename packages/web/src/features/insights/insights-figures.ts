import {
  CONSENT_PURPOSES,
  type Company,
  type ConsentPurpose,
  type InsightPeriod,
  type Insights,
} from "@sector/shared";
import { bucketStarts, isoDay, parseDay } from "./buckets";
import { seriesColor } from "./palette";

/** The answer's lists shaped for the charts and their tables. */

export interface Brand {
  id: number;
  name: string;
  color: string;
}

/**
 * The brands the charts name, in the company list's order: the chosen one, or every company;
 * plus any other the answer mentions (a brand made since the list was read), after them.
 */
export function brandsOf(
  companies: readonly Company[] | undefined,
  companyId: number | null,
  mentioned: readonly number[],
): Brand[] {
  const listed = companies ?? [];
  const brands: Brand[] = listed
    .map((company, index) => ({ id: company.id, name: company.name, color: seriesColor(index) }))
    .filter((brand) => companyId === null || brand.id === companyId);
  const known = new Set(listed.map((company) => company.id));
  const extra = [...new Set(mentioned)].filter((id) => !known.has(id)).sort((a, b) => a - b);
  for (const [k, id] of extra.entries()) {
    brands.push({ id, name: `Brand #${id}`, color: seriesColor(listed.length + k) });
  }
  return brands;
}

export interface SignupBucket {
  /** "YYYY-MM-DD". */
  start: string;
  /** New members per brand id; 0 where the answer had no row. */
  counts: Record<number, number>;
  total: number;
}

/** Every bucket of the window, gaps filled with 0 for each of `brands`. */
export function signupBuckets(
  signups: Insights["signups"],
  brands: readonly Brand[],
  period: InsightPeriod,
  now: Date,
): SignupBucket[] {
  const byBucket = new Map<string, Map<number, number>>();
  for (const row of signups) {
    const day = parseDay(row.period_start);
    if (!day) continue;
    const key = isoDay(day);
    const counts = byBucket.get(key) ?? new Map<number, number>();
    counts.set(row.company_id, (counts.get(row.company_id) ?? 0) + row.count);
    byBucket.set(key, counts);
  }
  return bucketStarts(period, now, [...byBucket.keys()]).map((start) => {
    const found = byBucket.get(start);
    const counts: Record<number, number> = {};
    let total = 0;
    for (const brand of brands) {
      const count = found?.get(brand.id) ?? 0;
      counts[brand.id] = count;
      total += count;
    }
    return { start, counts, total };
  });
}

export interface ConsentRate {
  brand: Brand;
  purpose: ConsentPurpose;
  granted: number;
  total: number;
  /** granted / total, from 0 to 1; null when nobody was asked. */
  rate: number | null;
}

/** The answer's rates, by brand (list order) and purpose (the registration page's order). */
export function consentRatesOf(
  rates: Insights["consentRates"],
  brands: readonly Brand[],
): ConsentRate[] {
  const brandOrder = new Map(brands.map((brand, index) => [brand.id, index]));
  return rates
    .flatMap((row) => {
      const brand = brands.find((candidate) => candidate.id === row.company_id);
      if (!brand) return [];
      return [
        {
          brand,
          purpose: row.purpose,
          granted: row.granted,
          total: row.total,
          rate: row.total > 0 ? row.granted / row.total : null,
        },
      ];
    })
    .sort(
      (a, b) =>
        (brandOrder.get(a.brand.id) ?? 0) - (brandOrder.get(b.brand.id) ?? 0) ||
        CONSENT_PURPOSES.indexOf(a.purpose) - CONSENT_PURPOSES.indexOf(b.purpose),
    );
}

const COUNT = new Intl.NumberFormat("en-US");
const PERCENT = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

export const formatCount = (value: number): string => COUNT.format(value);

/** "66.7%"; "--" when nobody was asked. */
export const formatRate = (rate: number | null): string =>
  rate === null ? "--" : PERCENT.format(rate);
