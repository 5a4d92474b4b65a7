/**
 * `npm run chaos`: the fault tests against the machine's PostgreSQL server, each printing its
 * figures. CHAOS_DATABASE_URL names another server (each scenario makes its own database).
 * The PostgreSQL restart stops and starts the machine's cluster: run it on a machine where
 * nothing else needs that server meanwhile. `npm run chaos -- --only webhooks,smtp` runs some
 * (kill, smtp, postgres, webhooks, leads, rolling). The rolling restart runs three processes behind
 * nginx (npm run cluster) with Redis (REDIS_URL, else the local one).
 */

import { type Deployment, signedInMember, startDeployment } from "./deployment";
import { killDuringRegistrations } from "./kill-during-registrations";
import { hubspotOutage, killBetweenShareAndDelivery } from "./lead-delivery";
import { postgresRestart } from "./postgres-restart";
import { rollingRestart } from "./rolling-restart";
import { smtpOutage } from "./smtp-outage";
import { webhookDelivery } from "./webhook-delivery";

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

const onlyArg = process.argv.indexOf("--only");
const only = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? "").split(",")) : null;
const wanted = (name: string) => only === null || only.has(name);

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};

// The default retry policy: the figures are what production would show.
if (wanted("kill")) {
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
}

if (wanted("smtp")) {
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
}

if (wanted("webhooks")) {
  // Registrations come from this one address: its sign-up limit is lifted for the run.
  const hooks = await scenario(
    "1,000 registrations to a webhook receiver; then the receiver down for 60 s",
    { SIGNUPS_PER_IP: "100000" },
    (d) => webhookDelivery(d, { registrations: 1000, outageRegistrations: 200, downMs: 60_000 }),
  );
  const { burst, outage: down } = hooks;
  check(
    burst.answered === burst.registrations,
    `${burst.answered}/${burst.registrations} registrations answered 201`,
  );
  check(
    burst.delivered === burst.answered && burst.membersCovered === burst.answered,
    `${burst.delivered}/${burst.answered} member.created events arrived (${burst.duplicates} duplicates, dropped by webhook-id)`,
  );
  check(
    burst.deliverySeconds <= 30,
    `all delivered ${burst.deliverySeconds.toFixed(1)} s after the first registration (registering took ${burst.registerSeconds.toFixed(1)} s, ${(burst.registrations / burst.registerSeconds).toFixed(1)}/s against ${hooks.baselinePerSecond}/s with no endpoint; the last arrived ${burst.lagAfterLastSeconds.toFixed(1)} s after the last answer)`,
  );
  check(
    burst.badSignatures === 0 && down.badSignatures === 0,
    `${burst.badSignatures + down.badSignatures} signatures refused by the standardwebhooks library`,
  );
  check(
    down.arrivedWhileDown === 0,
    `${down.arrivedWhileDown} events arrived while the receiver was down`,
  );
  check(
    down.delivered === down.answered && down.answered === down.registrations,
    `${down.delivered}/${down.registrations} registered during the outage arrived, ${down.catchUpSeconds.toFixed(1)} s after the receiver came back`,
  );
}

if (wanted("leads")) {
  const outage = await scenario(
    "HubSpot down for 60 s while 50 members share a sponsored resource, then up",
    {},
    (d) => hubspotOutage(d, { leads: 50, downMs: 60_000 }),
  );
  check(
    outage.answered === outage.leads,
    `${outage.answered}/${outage.leads} shares answered 201 during the outage`,
  );
  check(
    outage.arrivedWhileDown === 0,
    `${outage.arrivedWhileDown} leads reached HubSpot while it was down`,
  );
  check(
    outage.delivered === outage.leads && outage.duplicates === 0,
    `${outage.delivered}/${outage.leads} leads reached HubSpot, ${outage.duplicates} written twice, ${outage.catchUpSeconds.toFixed(1)} s after it came back`,
  );
  check(
    outage.listedDelivered === outage.leads && outage.listedFailed === 0,
    `${outage.listedDelivered}/${outage.leads} delivered in the leads list, ${outage.listedFailed} failed`,
  );
  const kill = await scenario(
    "kill -9 right after 16 concurrent shares are answered (HubSpot refusing meanwhile), restart",
    {},
    (d) => killBetweenShareAndDelivery(d, { count: 16, deliveryTimeoutMs: 300_000 }),
  );
  check(
    kill.answered > 0 && kill.deliveredBeforeKill === 0,
    `${kill.answered} shares answered before the kill, ${kill.deliveredBeforeKill} of their leads out`,
  );
  check(
    kill.delivered === kill.answered && kill.duplicates === 0,
    `${kill.delivered}/${kill.answered} answered leads reached HubSpot after the restart (${kill.deliverySeconds.toFixed(1)} s), ${kill.duplicates} twice`,
  );
  check(
    kill.listedDelivered === kill.leads,
    `${kill.listedDelivered}/${kill.leads} leads in the list delivered`,
  );
}

if (wanted("postgres")) {
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
}

if (wanted("rolling")) {
  console.log(
    "\n=== rolling restart of 3 processes behind nginx under the traffic row plus registrations",
  );
  const rolling = await rollingRestart({ postgresUrl });
  console.log(JSON.stringify(rolling, null, 2));
  check(
    rolling.exitCodes.length === rolling.processes && rolling.exitCodes.every((c) => c === 0),
    `${rolling.exitCodes.length} processes replaced in ${rolling.restartSeconds.toFixed(1)} s, each exiting ${[...new Set(rolling.exitCodes)].join(", ")}`,
  );
  check(
    rolling.feedFailed === 0 && rolling.uploadsFailed === 0 && rolling.registrationsFailed === 0,
    `${rolling.feedFailed + rolling.uploadsFailed + rolling.registrationsFailed} failed requests of ${rolling.feedRequests + rolling.uploads + rolling.registrations} (${rolling.feedRequests} feed pages, ${rolling.uploads} uploads, ${rolling.registrations} registrations in ${rolling.trafficSeconds.toFixed(0)} s)`,
  );
  check(
    rolling.membersPresent === rolling.registered && rolling.membersDuplicated === 0,
    `${rolling.membersPresent}/${rolling.registered} registered members in the database, ${rolling.membersDuplicated} twice`,
  );
  check(
    rolling.mailed === rolling.registered && rolling.mailDuplicates === 0,
    `${rolling.mailed}/${rolling.registered} welcome mails, ${rolling.mailDuplicates} duplicated`,
  );
  check(
    rolling.events === rolling.registered && rolling.eventDuplicates === 0,
    `${rolling.events}/${rolling.registered} member.created events, ${rolling.eventDuplicates} duplicated`,
  );
}

if (failures.length > 0) {
  console.log(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("\nevery check passed");
