import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-app";
import { operationLines, runApiFuzz, summaryLine } from "./fuzz-run";

/*
 * The long form of the API fuzz test: `npm run fuzz`. A random seed and 100,000 requests unless
 * FUZZ_SEED and FUZZ_RUNS (a number of requests) say otherwise; the seed is printed first, so
 * a failing run can be repeated with `FUZZ_SEED=<seed> npm run fuzz`.
 */
const whole = (name: string, fallback: number): number => {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};

const seed = whole("FUZZ_SEED", Math.floor(Math.random() * 2 ** 31));
const requests = whole("FUZZ_RUNS", 100_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it(`no generated request gets a 5xx, a non-JSON error or a leak (seed ${seed})`, async () => {
  console.log(
    `API fuzz: seed ${seed}, at least ${requests} requests (FUZZ_SEED=${seed} to repeat)`,
  );
  const report = await runApiFuzz(t, { seed, requests });
  console.log(summaryLine(report));
  console.log(operationLines(report).join("\n"));
  if (report.failures.length > 0) throw new Error(report.failures.join("\n\n"));
  expect(report.requests).toBeGreaterThanOrEqual(requests);
});
