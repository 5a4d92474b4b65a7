// `npm test`: every test, in order, stopping at the first step that fails:
//   type checks, unit and API tests (Vitest's node and web projects), browser tests, and the
//   cluster suite (scripts/test-cluster.mjs: only when TEST_DATABASE_URL names PostgreSQL).
//
// TEST_SCOPE=database runs only the tests whose outcome depends on the database: the server's
// unit and API tests (Vitest's node project), the fault tests of the built server
// (e2e/chaos.e2e.ts: a kill -9 and an SMTP outage during registrations, a HubSpot outage
// and a kill -9 during lead delivery), the backup drill
// (e2e/backup-drill.e2e.ts) and the cluster suite. CI runs `npm test` in full
// on one database and with this scope on the other, so every API test runs on both databases
// while the type checks, the web app's unit tests and the browser tests, which a database
// cannot change the outcome of (the browser tests' server runs on either), run once.
import { spawnSync } from "node:child_process";

const scope = process.env.TEST_SCOPE ?? "all";
if (scope !== "all" && scope !== "database") {
  console.error(`TEST_SCOPE must be "all" or "database", not "${scope}".`);
  process.exit(2);
}

/** The commands to run, in order. */
const steps =
  scope === "database"
    ? [
        ["npx", "vitest", "run", "--project", "node"],
        ["npm", "run", "test:e2e", "--", "e2e/chaos.e2e.ts", "e2e/backup-drill.e2e.ts"],
        ["node", "scripts/test-cluster.mjs"],
      ]
    : [
        ["npm", "run", "typecheck"],
        ["npx", "vitest", "run"],
        ["npm", "run", "test:e2e"],
        ["node", "scripts/test-cluster.mjs"],
      ];

for (const [command, ...args] of steps) {
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: "inherit" });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (run.status !== 0) {
    console.error(`npm test: \`${[command, ...args].join(" ")}\` failed after ${seconds} s.`);
    process.exit(run.status ?? 1);
  }
  console.log(`npm test: \`${[command, ...args].join(" ")}\` passed in ${seconds} s.`);
}
