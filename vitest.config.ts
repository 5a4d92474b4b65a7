import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          include: ["packages/**/*.test.ts"],
          // The web app's tests need a DOM: they are the project below.
          exclude: [...configDefaults.exclude, "packages/web/**"],
          environment: "node",
          // Each file builds the app on its own fresh database; argon2 and PGlite start-up take time.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        // JSX is compiled by Vite's own transform (automatic runtime, as in the web tsconfig),
        // so the React plugin, which lives with the web package, is not needed here.
        test: {
          name: "web",
          include: ["packages/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["packages/web/test/setup.ts"],
          // Globals stubbed by a test (fetch, IntersectionObserver) never leak into the next.
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
    ],
  },
});
