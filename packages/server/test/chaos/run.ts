/**
 * `npm run chaos`: the fault tests against the machine's PostgreSQL server, each printing its
 * figures. CHAOS_DATABASE_URL names another server (each scenario makes its own database).
 * The PostgreSQL restart stops and starts the machine's cluster: run it on a machine where
 * nothing else needs that server meanwhile.
 */

import { type Deployment, signedInMember, startDeployment } from "./deployment";
import { killDuringRegistrations } from "./kill-during-registrations";
import { postgresRestart } from "./postgres-restart";
import { smtpOutage } from "./smtp-outage";

const postgresUrl = process.env.CHAOS_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const scenario = async <T extends object>(
  name: string,
  env: Record<string, string>,
  run: (d: Deployment) => Promise<T>,
) => {
  console.log(`\n=== ${name}`);
  const deployment = await startDeployment({ postgresUrl, env });
  try {
    const figures = await run(deployment);
    console.log(JSON.stringify(figures, null, 2));
    return figures;
  } finally {
    await deployment.close();
  }
};

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};

// The default retry policy: the figures are what production would show.
const kill = await scenario("kill -9 during 16 concurrent registrations, restart", {}, (d) =>
  killDuringRegistrations(d, { count: 16, deliveryTimeoutMs: 120_000 }),
);
check(
  kill.present === kill.answered,
  `${kill.present}/${kill.answered} answered registrations exist after the restart`,
);
check(
  kill.delivered === kill.answered,
  `${kill.delivered}/${kill.answered} welcome mails delivered`,
);

const outage = await scenario("SMTP down for 60 s during registrations, then up", {}, (d) =>
  smtpOutage(d, { downMs: 60_000, registrations: 30 }),
);
check(
  outage.answered === outage.registrations,
  `${outage.answered}/${outage.registrations} registrations answered 201 during the outage`,
);
check(
  outage.delivered === outage.registrations && outage.duplicates === 0,
  `${outage.delivered}/${outage.registrations} welcome mails arrived, ${outage.duplicates} twice`,
);

const restart = await scenario("PostgreSQL restarted during load", {}, async (d) =>
  postgresRestart(d, await signedInMember(d), { downMs: 10_000 }),
);
check(
  restart.leakingErrors === 0,
  `${restart.leakingErrors} answers with a stack or an internal error`,
);
check(
  restart.healthWhileDown.length > 0 && restart.healthWhileDown.every((s) => s === 503),
  `/api/health answered ${[...new Set(restart.healthWhileDown)].join(", ")} while PostgreSQL was down`,
);
check(
  restart.recoverySeconds <= 5,
  `serving again ${restart.recoverySeconds.toFixed(2)} s after PostgreSQL came back`,
);

if (failures.length > 0) {
  console.log(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("\nevery check passed");
