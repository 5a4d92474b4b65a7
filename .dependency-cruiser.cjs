// Import rules checked by `npm run lint` (README, Layout): no import cycles anywhere, and the
// server's layers only ever import downwards.
//
// Type-only imports (`import type`) count like any other import, for cycles and for layers: they
// vanish at runtime, but they are still a dependency of the design. A lower layer that names a
// higher layer's type has to change whenever that layer does, and a type-only cycle is a cycle a
// reader must untangle all the same. Move the type down instead.
//
// Server layers, top to bottom (a file may import its own layer and any layer below it):
//   entry      main.ts, bootstrap.ts, app.ts and any other file at the root of src/ but config.ts
//   routes     routes/
//   plugins    plugins/
//   domain     every folder not named below (consent, memberships, privacy, imports, webhooks,
//              newsletters, deliverability, search, ...); they may import each other as long as
//              no cycle forms
//   services   jobs, mail, audit, cache, presenters, auth, metrics; they may import each other
//              (e.g. mail renders presenters, cache uses auth) as long as no cycle forms
//   db         db/
//   base       lib/, config.ts

const SRC = "^packages/server/src/";
const TESTS = ["\\.test\\.tsx?$"];

const ENTRY = `${SRC}(?!config\\.ts$)[^/]+\\.tsx?$`;
const ROUTES = `${SRC}routes/`;
const PLUGINS = `${SRC}plugins/`;
const SERVICE_DIRS = "jobs|mail|audit|cache|presenters|auth|metrics";
const SERVICES = `${SRC}(${SERVICE_DIRS})/`;
const DB = `${SRC}db/`;
const BASE = `${SRC}(lib/|config\\.ts$)`;
const DOMAIN = `${SRC}(?!(routes|plugins|${SERVICE_DIRS}|db|lib)/)[^/]+/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Import cycles make load order fragile (a module can see another half-initialised) and " +
        "tie files together so neither can change alone: move the shared piece into a file both import.",
      from: { path: "^(packages/(shared|server|web)/src|e2e|bench)/" },
      to: { circular: true },
    },
    {
      name: "server-no-import-of-entry",
      severity: "error",
      comment:
        "main.ts, bootstrap.ts and app.ts wire the whole server together; anything importing them " +
        "depends on every layer at once. Pass what you need in instead.",
      from: { path: SRC, pathNot: [ENTRY, ...TESTS] },
      to: { path: ENTRY },
    },
    {
      name: "server-routes-only-from-entry",
      severity: "error",
      comment:
        "routes/ is the top layer (HTTP handlers and their schemas): only the entry files and other " +
        "routes may import it. Move the piece a lower layer needs (a type, a pure function, a message) " +
        "down to the layer that owns it and import it from there.",
      from: { path: SRC, pathNot: [ENTRY, ROUTES, ...TESTS] },
      to: { path: ROUTES },
    },
    {
      name: "server-plugins-only-from-routes",
      severity: "error",
      comment:
        "plugins/ holds Fastify request plumbing (authentication, brand pages, rate limits) used by " +
        "routes; domain logic, services and db must not depend on a request pipeline. Move the shared " +
        "piece down (e.g. auth/, presenters/) or pass it in.",
      from: { path: `(${DOMAIN})|(${SERVICES})|(${DB})|(${BASE})`, pathNot: TESTS },
      to: { path: PLUGINS },
    },
    {
      name: "server-domain-not-from-below",
      severity: "error",
      comment:
        "Domain folders (consent, memberships, imports, webhooks, ...) hold the business rules and are " +
        "built on jobs/mail/audit/cache/presenters/auth/metrics and db, never the other way round, so " +
        "those shared services stay usable by every domain without pulling one in.",
      from: { path: `(${SERVICES})|(${DB})|(${BASE})`, pathNot: TESTS },
      to: { path: DOMAIN },
    },
    {
      name: "server-services-not-from-db",
      severity: "error",
      comment:
        "db/ (schema, queries, seed) sits below jobs/mail/audit/cache/presenters/auth/metrics: data " +
        "access must not know about response shapes, mail or password hashing. Move the piece down or " +
        "pass it in.",
      from: { path: `(${DB})|(${BASE})`, pathNot: TESTS },
      to: { path: SERVICES },
    },
    {
      name: "server-db-not-from-base",
      severity: "error",
      comment:
        "lib/ and config.ts are the bottom layer (errors, logging, configuration) that every other " +
        "layer may use; they must not reach into the database.",
      from: { path: BASE, pathNot: TESTS },
      to: { path: DB },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: [
        "(^|/)node_modules/",
        "(^|/)dist/",
        "^packages/server/drizzle/",
        "^bench/results/",
        "^scripts/layer-fixtures/",
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
    // Unchanged files are not parsed again (a warm run takes about a second).
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
