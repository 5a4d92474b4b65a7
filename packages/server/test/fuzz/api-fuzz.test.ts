import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-app";
import { runApiFuzz, summaryLine } from "./fuzz-run";

/*
 * The short, repeatable form of the API fuzz test (`npm test`): a fixed seed and just over
 * 10,000 requests. `npm run fuzz` runs the same property longer with a random seed
 * (api-fuzz.fuzz.ts).
 */
const SEED = 20_240_611;
const REQUESTS = 10_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("no generated request gets a 5xx, a non-JSON error or a leak", {
  timeout: 300_000,
}, async () => {
  const report = await runApiFuzz(t, { seed: SEED, requests: REQUESTS });
  console.log(summaryLine(report));
  if (report.failures.length > 0) throw new Error(report.failures.join("\n\n"));
  expect(report.requests).toBeGreaterThanOrEqual(REQUESTS);
});
