import { environmentVariables } from "./environment";

/**
 * docs/configuration.md, written from the environment's own definitions (src/lib/environment.ts)
 * by `npm run docs:config`; a test fails when the committed page differs, so the two cannot
 * drift.
 */

/** What the test and benchmark tools read (never the server): listed after the server's own. */
const TOOL_VARIABLES: [string, string][] = [
  [
    "TEST_DATABASE_URL",
    "`npm test`: run the server's tests on this PostgreSQL server (each test file makes, uses and drops a database of its own) instead of embedded PGlite.",
  ],
  [
    "TEST_SCOPE",
    "`database`: `npm test` runs only what a database can change the outcome of (docs/development.md).",
  ],
  [
    "CHROMIUM_PATH",
    "The Chromium the browser tests and `npm run bench:web` drive (default `/usr/bin/chromium`).",
  ],
  [
    "CHAOS_DATABASE_URL",
    "The PostgreSQL server `npm run chaos` makes its databases on (default the local one).",
  ],
  ["FUZZ_SEED, FUZZ_RUNS", "`npm run fuzz`: the API fuzz test's seed and number of requests."],
  ["CI_HALVES_IN_PARALLEL", "`1`: `.ci/run` runs its PGlite and PostgreSQL halves side by side."],
];

/** GitHub's anchor of a heading. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replaceAll(" ", "-");

/** A table cell: pipes escaped, on one line. */
const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

export const configurationPage = (): string => {
  const variables = environmentVariables();
  const capabilities = [...new Set(variables.map((v) => v.capability))];
  const lines = [
    "# Configuration",
    "",
    "For whoever starts the server: every environment variable it reads, what it does and its",
    "default. The server reads the environment once, at start. An empty variable counts as unset;",
    "any other value it cannot use (`PORT=abc`, `READ_CACHES=no`, `TRUST_PROXY=true`) stops it at",
    "start with a message naming the variable, such as",
    '`PORT must be a whole number from 1 to 65535 (got "abc")`.',
    "",
    "<!-- Written by `npm run docs:config` from packages/server/src/lib/environment.ts: edit the",
    "definitions there, not this page (a test fails when they differ). -->",
    "",
    ...capabilities.map((capability) => `- [${capability}](#${anchor(capability)})`),
    "- [For tests and tools](#for-tests-and-tools)",
    "",
  ];
  for (const capability of capabilities) {
    lines.push(
      `## ${capability}`,
      "",
      "| variable | default | what it does |",
      "| --- | --- | --- |",
    );
    for (const v of variables.filter((each) => each.capability === capability)) {
      lines.push(`| \`${v.name}\` | ${cell(v.defaultText)} | ${cell(v.description)} |`);
    }
    lines.push("");
  }
  lines.push(
    "## For tests and tools",
    "",
    "Read by the test and benchmark tools, never by the server.",
    "",
    "| variable | what it does |",
    "| --- | --- |",
    ...TOOL_VARIABLES.map(
      ([name, text]) =>
        `| ${name
          .split(", ")
          .map((n) => `\`${n}\``)
          .join(", ")} | ${cell(text)} |`,
    ),
    "",
  );
  return lines.join("\n");
};
