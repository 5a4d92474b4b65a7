import { createRequire } from "node:module";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

/** A file of React Router's ESM build, beside the entry Node resolves. */
const reactRouterEsm = (file: string) =>
  path.join(path.dirname(createRequire(import.meta.url).resolve("react-router")), file);

/** React Router's ESM build for the core and its DOM export alike: one router context. */
const reactRouterAliases = [
  { find: /^react-router$/, replacement: reactRouterEsm("index.mjs") },
  { find: /^react-router\/dom$/, replacement: reactRouterEsm("dom-export.mjs") },
];

export default defineConfig({
  test: {
    projects: [
      {
        // Server tests render the web app's pages with its source (packages/server/test/
        // web-renderer.ts): React Router's DOM export loads its core's ESM build, and so must
        // the source (Vite's resolver would pick the CommonJS one): one router context.
        resolve: { alias: reactRouterAliases },
        test: {
          name: "node",
          include: ["packages/**/*.test.ts"],
          // The web app's tests need a DOM: they are the project below.
          exclude: [...configDefaults.exclude, "packages/web/**"],
          environment: "node",
          // One migrated PGlite, dumped, that each file's database starts from.
          globalSetup: ["packages/server/test/pglite-snapshot.ts"],
          // Each file builds the app on its own fresh database; argon2 and PGlite start-up take time.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
          // Each worker runs its files in one module graph: every file still builds its own app
          // on its own database, but the server's modules are imported once per worker, not
          // once per file (import time of a run: about 290 s -> 9 s). The only module mock
          // (reset-password.test.ts) wraps the real function, so sharing it changes nothing.
          isolate: false,
        },
      },
      {
        // JSX is compiled by Vite's own transform (automatic runtime, as in the web tsconfig),
        // so the React plugin, which lives with the web package, is not needed here. The app's
        // whole router (src/hydration.test.tsx) needs one React Router, as above.
        resolve: { alias: reactRouterAliases },
        test: {
          name: "web",
          include: ["packages/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["packages/web/test/setup.ts"],
          // Globals stubbed by a test (fetch, IntersectionObserver) never leak into the next.
          unstubGlobals: true,
          restoreMocks: true,
          // A screen walked with user-event (a campaign's questions: some hundred key strokes)
          // takes a second alone and several while the node project's files share the two
          // cores; a stuck test still fails, after 20 s rather than 5.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
