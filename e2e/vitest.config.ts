import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server per file; two cores can't run more side by side reliably.
    fileParallelism: false,
    pool: "forks",
  },
});
