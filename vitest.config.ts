import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/**/*.test.ts"],
    environment: "node",
    // Each file builds the app on its own fresh database; argon2 and PGlite start-up take time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
