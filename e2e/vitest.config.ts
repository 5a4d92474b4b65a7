import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    // One seeded embedded database that each file's server starts from a copy of.
    globalSetup: ["e2e/support/data-dir-template.ts"],
    testTimeout: 60_000,
    // Retrying assertions wait for the page as a person would: a busy machine (two cores, a
    // server and a browser) can take seconds to run a page's JavaScript.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 120_000,
    // One browser and one server per file; two cores can't run more side by side reliably.
    fileParallelism: false,
    pool: "forks",
  },
});
