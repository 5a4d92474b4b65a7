import { defineConfig } from "vitest/config";

/** `npm run fuzz`: the long API fuzz run only (api-fuzz.fuzz.ts), never part of `npm test`. */
export default defineConfig({
  test: {
    include: ["packages/server/test/fuzz/**/*.fuzz.ts"],
    environment: "node",
    // A run of 100,000 requests takes minutes; FUZZ_RUNS can ask for far more.
    testTimeout: 24 * 3_600_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
