import { defineConfig } from "vitest/config";

/**
 * `npm run test:cluster`: the built server as three processes behind nginx on one PostgreSQL
 * server (TEST_DATABASE_URL) and Redis (REDIS_URL, else the local one). Part of `npm test`
 * when TEST_DATABASE_URL names a server (scripts/test-cluster.mjs): the embedded database
 * serves one process only.
 */
export default defineConfig({
  test: {
    include: ["packages/server/test/cluster/**/*.cluster.ts"],
    environment: "node",
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: "forks",
  },
});
