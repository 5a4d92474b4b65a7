import {
  CONSENT_PURPOSES,
  type Company,
  type ConsentPurpose,
  type InsightPeriod,
  type Insights,
} from "@sector/shared";
import { brandColors } from "./brand-colors";
import { bucketStarts, isoDay, parseDay } from "./buckets";

/** The answer's lists shaped for the charts and their tables. */

export interface Brand {
  id: number;
  name: string;
  color: string;
}

/**
 * The brands the charts name, in the company list's order: the chosen one, or every company;
 * plus any other the answer mentions (a brand made since the list was read), after them. Each
 * in its own colour (`own`, the answer's brandColors), told apart from the others' (brand-colors.ts).
 */
export function brandsOf(
  companies: readonly Company[] | undefined,
  companyId: number | null,
  mentioned: readonly number[],
  own: Insights["brandColors"] = [],
): Brand[] {
  const listed = companies ?? [];
  const known = new Set(listed.map((company) => company.id));
  const extra = [...new Set(mentioned)].filter((id) => !known.has(id)).sort((a, b) => a - b);
  // Every brand is coloured, whatever the filter, so a brand's colour does not change with it.
  const colors = brandColors(
    [...listed.map((company) => company.id), ...extra],
    new Map(own.map((row) => [row.company_id, row.color])),
  );
  const colorOf = (id: number) => colors.get(id) ?? "#475569";
  const brands: Brand[] = listed
    .map((company) => ({ id: company.id, name: company.name, color: colorOf(company.id) }))
    .filter((brand) => companyId === null || brand.id === companyId);
  for (const id of extra) brands.push({ id, name: `Brand #${id}`, color: colorOf(id) });
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

/**
 * A brand needs this many members asked before its consent rates are shown: a rate of two or
 * three people says little, and points at the people.
 */
export const MIN_BRAND_MEMBERS = 10;

/**
 * The rates of the brands with at least MIN_BRAND_MEMBERS members asked (the most asked of its
 * consents), and how many brands were left out.
 */
export function shownConsentRates(rates: readonly ConsentRate[]): {
  shown: ConsentRate[];
  hiddenBrands: number;
} {
  const asked = new Map<number, number>();
  for (const rate of rates) {
    asked.set(rate.brand.id, Math.max(asked.get(rate.brand.id) ?? 0, rate.total));
  }
  const small = new Set([...asked].filter(([, n]) => n < MIN_BRAND_MEMBERS).map(([id]) => id));
  return { shown: rates.filter((rate) => !small.has(rate.brand.id)), hiddenBrands: small.size };
}

/** "1 brand with fewer than 10 members is not shown." */
export const hiddenBrandsNote = (hidden: number): string =>
  hidden === 1
    ? `1 brand with fewer than ${MIN_BRAND_MEMBERS} members is not shown.`
    : `${formatCount(hidden)} brands with fewer than ${MIN_BRAND_MEMBERS} members are not shown.`;

/** "2 of 3": the counts behind a rate. */
export const countsOf = (rate: Pick<ConsentRate, "granted" | "total">): string =>
  `${formatCount(rate.granted)} of ${formatCount(rate.total)}`;

const COUNT = new Intl.NumberFormat("en-US");
const PERCENT = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

export const formatCount = (value: number): string => COUNT.format(value);

/** "66.7%"; "--" when nobody was asked. */
export const formatRate = (rate: number | null): string =>
  rate === null ? "--" : PERCENT.format(rate);
