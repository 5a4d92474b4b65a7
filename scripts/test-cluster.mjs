// `npm test`'s last step: the cluster suite (packages/server/test/cluster) when TEST_DATABASE_URL
// names a PostgreSQL server, as in CI's PostgreSQL half. Several processes need one server: on
// the embedded database (the default) there is nothing to run it on, and this says so.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "Cluster suite: runs when TEST_DATABASE_URL names a PostgreSQL server (npm run test:cluster).",
  );
  process.exit(0);
}
const run = spawnSync("npm", ["run", "test:cluster"], { stdio: "inherit" });
process.exit(run.status ?? 1);
