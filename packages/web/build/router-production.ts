import { createRequire } from "node:module";
import path from "node:path";
import type { Alias } from "vite";

/**
 * React Router 7's package exports only its development build (with dev warnings), even to
 * production bundles — a known upstream issue. Production builds (the app, and the server
 * renderer in dist-ssr/) resolve it to the production files it ships beside it: about a quarter
 * smaller, without the warnings. Both builds use the same files, so the server's markup is what
 * the browser's hydration expects. Only React Router is aliased: React and react-dom are React
 * 19 itself everywhere (development, tests, production, server rendering).
 */
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router")),
  "../production",
);

export const routerProductionAliases: Alias[] = [
  { find: /^react-router$/, replacement: path.join(routerProduction, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(routerProduction, "dom-export.mjs") },
];
