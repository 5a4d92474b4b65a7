import { createRequire } from "node:module";
import path from "node:path";
import type { Alias, BuildOptions } from "vite";

/**
 * React Router 7's package exports only its development build (with dev warnings), even to
 * production bundles — a known upstream issue. Builds use the production files it ships
 * beside it: about a quarter smaller, without the warnings.
 */
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router")),
  "../production",
);

/**
 * What production builds (the app, and the prerendering of its public pages) resolve React and
 * React Router to. They run on Preact's React compatibility layer instead of react-dom: the same
 * components in about 11 KB of gzip JavaScript instead of about 60, which keeps the public pages
 * within their 120 KB budget. Preact 11 follows React 19 where our code and libraries rely on it
 * (ref as a prop of function components, `React.version` 19). Development and the type checks
 * stay on React itself.
 */
export const productionAliases: Alias[] = [
  { find: /^react-router$/, replacement: path.join(routerProduction, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(routerProduction, "dom-export.mjs") },
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
];

/**
 * React Router looks up React 19's `useOptimistic` and does without it when it is missing, as on
 * Preact: the bundler's notice that the import is undefined is expected, and only that one is
 * silenced.
 */
type OnLog = NonNullable<NonNullable<BuildOptions["rolldownOptions"]>["onLog"]>;

export const onProductionLog: OnLog = (level, log, handler) => {
  if (log.code === "IMPORT_IS_UNDEFINED" && log.message.includes("useOptimistic")) return;
  handler(level, log);
};
