import fc from "fast-check";
import { companies } from "../../src/db/schema";
import { insertResources } from "../resource-test-data";
import type { TestApp } from "../test-app";
import { punctuatedTitle } from "./text-arbitrary";

/** How many resources with punctuated titles the database holds before the fuzzing starts. */
const TITLES = 30;

/**
 * Resources whose titles carry URLs with tsquery's punctuation (quotes, `!`, `:*`, `&`, `|`,
 * `(`), stored before the fuzzing starts: generated creations are rarely valid as a whole (the
 * topics must be the company's), yet every search and archive request must meet such words.
 * Drawn from the run's seed, so a failing run repeats.
 */
export const storePunctuatedTitles = async (t: TestApp, seed: number): Promise<string[]> => {
  const rows = await t.db.select({ id: companies.id }).from(companies).orderBy(companies.id);
  const titles = fc.sample(punctuatedTitle, { numRuns: TITLES, seed });
  await insertResources(
    t,
    titles.map((title, i) => ({ companyId: rows[i % rows.length]?.id ?? 0, title })),
  );
  return titles;
};
