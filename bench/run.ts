/**
 * `npm run bench [-- --duration 20 --connections 50 --warmup 3 --only feed-p1,login]`
 *   Benchmarks the production server against the database of DATABASE_URL (fill it first with
 *   `npm run seed:large`) and writes bench/results/<timestamp>.json.
 *   --uncached: the server runs with READ_CACHES=off, so every request reads the database.
 *   The traffic row (id "traffic"): --traffic-members 10000 distinct members, --uploads 1 per
 *   second alongside, --skew 1 (Zipf exponent of the members' popularity), --paging cursor|page
 *   (later pages by the answers' `next` cursor, as the web app, or by page number only).
 *   The newsletter row (id "newsletter"): one edition to --newsletter-members members (the data
 *   set's count by default) of a brand of its own, sent to a local SMTP server while the traffic
 *   row runs (first until the read caches are full, then from the send call, then again while
 *   the mails go out); --newsletter-processes 2: that many server processes send it side by
 *   side, as a deployment of several processes does (the traffic goes to the first).
 *   The mailing row (id "mailing"): the newsletter row, then one mailing under the resources
 *   consent to the same members by the same processes; its time within 10 % of the edition's.
 *   The lead delivery row (id "lead-delivery"): 10,000 leads queued at once for a sponsor's
 *   HubSpot (the tests' fake, in the bench process, answering each call after 200 ms) while the
 *   traffic row runs; all delivered within 60 s.
 *   --profile: the server writes a CPU profile of the run to bench/results/profiles (open it in
 *   Chrome's DevTools or speedscope).
 * `npm run bench -- --scaling [--sizes 10k,100k,1m] [--keep]`
 *   Seeds each size into its own fresh database on the same server and shows how p99 grows.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { fail, parseCount } from "./lib/args";
import { benchDatabase, datasetSize } from "./lib/bench-database";
import { printLeadDelivery } from "./lib/lead-delivery";
import { printLeadExport } from "./lib/lead-export";
import { printMemberImport } from "./lib/member-import";
import { printNewsletter } from "./lib/newsletter-send";
import { environment, judge, printResults, writeResults } from "./lib/report";
import { runScaling } from "./lib/scaling";
import { buildIfNeeded, root } from "./lib/server";
import { DEFAULT_TRAFFIC } from "./lib/traffic";

const { values } = parseArgs({
  options: {
    duration: { type: "string" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "3" },
    only: { type: "string", default: "" },
    scaling: { type: "boolean", default: false },
    sizes: { type: "string", default: "10k,100k,1m" },
    members: { type: "string" },
    keep: { type: "boolean", default: false },
    uncached: { type: "boolean", default: false },
    "traffic-members": { type: "string", default: String(DEFAULT_TRAFFIC.members) },
    uploads: { type: "string", default: String(DEFAULT_TRAFFIC.uploadsPerSecond) },
    skew: { type: "string", default: String(DEFAULT_TRAFFIC.skew) },
    paging: { type: "string", default: "cursor" },
    profile: { type: "boolean", default: false },
    "newsletter-members": { type: "string" },
    "newsletter-processes": { type: "string", default: "1" },
  },
});

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith("postgres")) {
  fail(
    "bench needs DATABASE_URL=postgres://… filled by `npm run seed:large` (for --scaling: any database on the server to use).",
  );
}
const url = databaseUrl as string;
const options = {
  connections: parseCount(values.connections, "connections"),
  // A scaling run measures each row three times: shorter by default.
  duration: parseCount(values.duration ?? (values.scaling ? "10" : "20"), "duration"),
  warmup: parseCount(values.warmup, "warmup"),
  readCaches: !values.uncached,
  traffic: {
    members: parseCount(values["traffic-members"], "traffic-members"),
    uploadsPerSecond: parseCount(values.uploads, "uploads"),
    skew: Number(values.skew),
    cursors: values.paging !== "page",
  },
  profileDir: values.profile ? path.join(root, "bench", "results", "profiles") : undefined,
  newsletterMembers:
    values["newsletter-members"] === undefined
      ? undefined
      : parseCount(values["newsletter-members"], "newsletter-members"),
  newsletterProcesses: parseCount(values["newsletter-processes"], "newsletter-processes"),
};
if (options.newsletterProcesses < 1) fail("--newsletter-processes must be 1 or more");
if (!(options.traffic.skew >= 0) || !["cursor", "page"].includes(values.paging)) {
  fail("--skew must be a number from 0 and --paging cursor or page");
}
const only = values.only
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);

const single = async () => {
  const dataset = await datasetSize(url);
  console.log(
    `Benchmark: ${dataset.resources.toLocaleString("en-US")} resources, ${dataset.members.toLocaleString("en-US")} members; ` +
      `${options.connections} connections, ${options.duration}s per row after ${options.warmup}s warm-up` +
      (options.readCaches ? "" : "; read caches off (READ_CACHES=off)"),
  );
  const env = environment();
  const { scenarios, rows, leadExport, memberImport, newsletter, mailing, leadDelivery } =
    await benchDatabase(url, options, only);
  const judged = judge(scenarios, rows);
  console.log("");
  printResults(judged);
  if (leadExport) printLeadExport(leadExport);
  if (memberImport) printMemberImport(memberImport);
  if (newsletter) printNewsletter(newsletter);
  if (mailing) {
    printNewsletter(mailing);
    console.log(`  ${mailing.vsEdition} × the edition's time a million (budget ≤ 1.1 ×)`);
  }
  if (leadDelivery) printLeadDelivery(leadDelivery);
  const file = writeResults({
    kind: "bench",
    startedAt: new Date().toISOString(),
    env,
    options,
    dataset,
    rows: judged,
    leadExport,
    memberImport,
    newsletter,
    mailing,
    leadDelivery,
  });
  console.log(
    `\nLoad average at start ${env.loadAverage.join(" / ")} on ${env.cpus} cores. Written to ${file}`,
  );
};

const main = async () => {
  buildIfNeeded();
  if (values.scaling) {
    const sizes = values.sizes.split(",").map((s) => parseCount(s, "sizes"));
    const members = values.members === undefined ? null : parseCount(values.members, "members");
    await runScaling(url, { sizes, members, keep: values.keep, load: options, only });
  } else {
    await single();
  }
};

main().catch((error: Error) => fail(`bench failed: ${error.message}`));
