import { BENCH_ADMIN } from "./accounts";
import { readCacheBytes } from "./cache-stats";
import { call } from "./http";
import { type LoadOptions, type RowResult, runScenario } from "./load";
import { cpuSeconds, machineCpuSeconds, rssMb } from "./proc-stats";
import type { Scenario } from "./scenarios";
import type { SmtpCounter } from "./smtp-counter";

/** `--only newsletter` runs this measurement (and the ceiling) alone. */
export const NEWSLETTER_ID = "newsletter";
/**
 * `--only mailing`: the newsletter row, then a mailing (issue 62) to the same members under the
 * resources consent, side by side: its time within 10 % of the edition's of the same run.
 */
export const MAILING_ID = "mailing";
/** A mailing's time against the edition's of the same run. */
export const BUDGET_MAILING_VS_EDITION = 1.1;

/** What the row sends: the weekly edition, or a one-off mailing through the same engine. */
export type SendKind = "edition" | "mailing";

/** The budgets: a million mails in five minutes, memory growing under 200 MB. */
const BUDGET_SECONDS_PER_MILLION = 300;
const BUDGET_RSS_GROWTH_MB = 200;
const BUDGET_TRAFFIC_P99_MS = 35;
const POLL_MS = 1000;
/** The read caches are filled by runs of the traffic this long, until one adds under a MB. */
const FILL_RUN_SECONDS = 5;
const FILL_SETTLED_BYTES = 1024 * 1024;
/** Two minutes at most. */
const FILL_MAX_RUNS = 24;

export interface NewsletterFigure {
  kind: SendKind;
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
  /** Accepted by the local SMTP server. */
  accepted: number;
  smtpConnections: number;
  /** From the send call until the edition reads `sent` (frozen, built, sent and recorded). */
  seconds: number;
  mailsPerSecond: number;
  secondsPerMillion: number;
  /** Server processes sending it side by side (the first also serves the traffic). */
  processes: number;
  /**
   * The traffic run before the send until the read caches stopped growing: how long, and the
   * bytes they then held (null: no traffic, or a server without the caches' figures).
   */
  cachesFilled: { seconds: number; mb: number } | null;
  /** The memory of the process whose memory grew most: before the send, and at most meanwhile. */
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The server processes' CPU time over the send, all of them, per mail sent (ms). */
  serverCpuMsPerMail: number;
  /** How busy the machine's cores were over the send, all processes (%). */
  machineBusyPercent: number;
  /**
   * The realistic traffic row, run twice while the edition sends: from the send call (the
   * recipients being frozen, the sending jobs starting), then once that run is over and the
   * relay is accepting the edition's mails (null when the edition was sent first).
   */
  traffic: { fromSendCall: RowResult; whileMailsGo: RowResult | null } | null;
  /** The second traffic run went on after the edition was sent (a small audience). */
  trafficOutlastedSend: boolean;
  missed: string[];
}

interface Counts {
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
}

interface Traffic {
  scenario: Scenario;
  options: LoadOptions;
}

/**
 * A server in service holds in its read caches what its traffic asks for (the feed pages, up
 * to 96 MB). The traffic runs until they no longer grow, so that the memory the row judges is
 * what the edition adds, not the caches filling up, as they do under any traffic.
 */
const fillReadCaches = async (baseUrl: string, traffic: Traffic) => {
  const started = performance.now();
  let bytes = await readCacheBytes(baseUrl);
  if (bytes === null) return null;
  for (let run = 0; run < FILL_MAX_RUNS; run++) {
    const options = { ...traffic.options, warmup: 0, duration: FILL_RUN_SECONDS };
    await runScenario(baseUrl, traffic.scenario, options);
    // A figure gone missing reads as nothing: the loop ends.
    const now = (await readCacheBytes(baseUrl)) ?? 0;
    const grew = now - bytes;
    bytes = now;
    if (grew < FILL_SETTLED_BYTES) break;
  }
  return {
    seconds: Math.round((performance.now() - started) / 1000),
    mb: Math.round(bytes / (1024 * 1024)),
  };
};

/**
 * An edition of the newsletter brand to its whole audience, sent now through the server's
 * pooled SMTP connections to the bench's local SMTP server by the server processes of `pids`
 * (the first is `baseUrl`'s), while the realistic traffic row runs against the first. Reads
 * their memory and CPU time from /proc meanwhile.
 */
export const measureNewsletter = async (
  baseUrl: string,
  pids: number[],
  smtp: SmtpCounter,
  brandId: number,
  traffic: Traffic | null,
  kind: SendKind = "edition",
): Promise<NewsletterFigure> => {
  const login = await call<{ token: string }>(baseUrl, "POST", "/api/user/public/login", {
    body: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const token = login.body.token;
  // An edition's items are each member's own; a mailing's body and resources are everyone's.
  const path = kind === "edition" ? "/api/newsletters" : "/api/mailings";
  const subject = `Bench ${kind === "edition" ? "Weekly" : "mailing"} ${new Date().toISOString()}`;
  const created = await call<{ newsletter?: { id: number }; mailing?: { id: number } }>(
    baseUrl,
    "POST",
    path,
    {
      token,
      body:
        kind === "edition"
          ? { company_id: brandId, subject }
          : {
              company_id: brandId,
              purpose: "resources",
              subject,
              body_markdown:
                "## This week's reports\n\nRead [the survey](https://weekly.example.com/survey) and [the agenda](https://weekly.example.com/agenda) before the roundtable.",
            },
    },
  );
  const id = (created.body.newsletter ?? created.body.mailing)?.id;
  if (created.status !== 201 || !id) {
    throw new Error(`${kind}: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const acceptedBefore = smtp.accepted;
  const connectionsBefore = smtp.connections;

  const cachesFilled = traffic ? await fillReadCaches(baseUrl, traffic) : null;
  // Each process's memory before the send, and the most it held meanwhile.
  const memory = pids.map((pid) => {
    const before = rssMb(pid);
    return { pid, before, peak: before };
  });
  const sampler = setInterval(() => {
    for (const m of memory) m.peak = Math.max(m.peak, rssMb(m.pid));
  }, 200);
  const cpuOf = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const cpuBefore = cpuOf();
  const machineBefore = machineCpuSeconds();
  const started = performance.now();
  let counts: Counts = { recipients: 0, sent: 0, failed: 0, skipped: 0 };
  const runTraffic = () =>
    traffic ? runScenario(baseUrl, traffic.scenario, { ...traffic.options, warmup: 0 }) : null;
  let fromSendCall: Promise<RowResult> | null = null;
  let fromSendCallOver = false;
  let whileMailsGo: Promise<RowResult> | null = null;
  let whileMailsGoEnded = 0;
  try {
    const sent = await call(baseUrl, "POST", `${path}/${id}/send`, { token });
    if (sent.status !== 202) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
    // The traffic starts with the sending and runs its measured seconds while it goes on. On a
    // large audience those seconds pass while the recipients are frozen, before any mail goes:
    // a second run starts once the first is over and the relay is accepting the mails.
    fromSendCall = runTraffic();
    const over = () => {
      fromSendCallOver = true;
    };
    void fromSendCall?.then(over, over);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!whileMailsGo && fromSendCallOver && smtp.accepted > acceptedBefore) {
        whileMailsGo = runTraffic();
        const ended = () => {
          whileMailsGoEnded = performance.now();
        };
        void whileMailsGo?.then(ended, ended);
      }
      const state = await call<{
        newsletter?: { status: string; counts: Counts };
        mailing?: { status: string; counts: Counts };
      }>(baseUrl, "GET", `${path}/${id}`, { token });
      const read = state.body.newsletter ?? state.body.mailing;
      if (!read) throw new Error(`${kind} ${id}: ${state.status}`);
      counts = read.counts;
      if (read.status === "sent") break;
      if ((performance.now() - started) / 1000 > 3 * 3600)
        throw new Error("edition not sent in 3 hours");
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = cpuOf() - cpuBefore;
  // The process whose memory grew most is the one the budget judges.
  const grewMost = memory.reduce((most, m) =>
    m.peak - m.before > most.peak - most.before ? m : most,
  );
  const rssBeforeMb = grewMost.before;
  const rssPeakMb = grewMost.peak;
  const machineAfter = machineCpuSeconds();
  const machineBusy =
    (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total || 1);
  const trafficResult = fromSendCall
    ? { fromSendCall: await fromSendCall, whileMailsGo: whileMailsGo ? await whileMailsGo : null }
    : null;
  // Ended after the last poll that still saw the edition sending.
  const trafficOutlastedSend =
    whileMailsGo !== null && whileMailsGoEnded - started > (seconds - POLL_MS / 1000) * 1000;
  const mails = counts.sent + counts.failed;
  const secondsPerMillion = mails > 0 ? (seconds * 1_000_000) / mails : 0;
  const missed: string[] = [];
  if (counts.sent === 0 || smtp.accepted - acceptedBefore < counts.sent) {
    missed.push(`${counts.sent} mails sent, ${smtp.accepted - acceptedBefore} accepted`);
  }
  if (secondsPerMillion > BUDGET_SECONDS_PER_MILLION) {
    missed.push(
      `${Math.round(secondsPerMillion)} s a million mails > ${BUDGET_SECONDS_PER_MILLION} s`,
    );
  }
  if (rssPeakMb - rssBeforeMb > BUDGET_RSS_GROWTH_MB) {
    missed.push(
      `memory grew ${Math.round(rssPeakMb - rssBeforeMb)} MB > ${BUDGET_RSS_GROWTH_MB} MB`,
    );
  }
  for (const [when, row] of [
    ["from the send call", trafficResult?.fromSendCall],
    ["while the mails go out", trafficResult?.whileMailsGo],
  ] as const) {
    if (row && row.latencyP99Ms > BUDGET_TRAFFIC_P99_MS) {
      missed.push(`traffic p99 ${row.latencyP99Ms} ms > ${BUDGET_TRAFFIC_P99_MS} ms ${when}`);
    }
  }
  return {
    kind,
    recipients: counts.recipients,
    sent: counts.sent,
    failed: counts.failed,
    skipped: counts.skipped,
    accepted: smtp.accepted - acceptedBefore,
    smtpConnections: smtp.connections - connectionsBefore,
    seconds: Math.round(seconds * 10) / 10,
    mailsPerSecond: Math.round(mails / seconds),
    secondsPerMillion: Math.round(secondsPerMillion),
    processes: pids.length,
    cachesFilled,
    rssBeforeMb: Math.round(rssBeforeMb),
    rssPeakMb: Math.round(rssPeakMb),
    serverCpuMsPerMail: mails > 0 ? Math.round((serverCpu * 1000 * 1000) / mails) / 1000 : 0,
    machineBusyPercent: Math.round(machineBusy * 100),
    traffic: trafficResult,
    trafficOutlastedSend,
    missed,
  };
};

/** The mailing's budget against the edition of the same run: missed is added to its figure. */
export const judgeMailing = (mailing: NewsletterFigure, edition: NewsletterFigure) => {
  const ratio = mailing.secondsPerMillion / (edition.secondsPerMillion || 1);
  if (ratio > BUDGET_MAILING_VS_EDITION) {
    mailing.missed.push(
      `${mailing.secondsPerMillion} s a million, ${Math.round((ratio - 1) * 100)} % over the edition's ${edition.secondsPerMillion} s (budget +${Math.round((BUDGET_MAILING_VS_EDITION - 1) * 100)} %)`,
    );
  }
  return Math.round(ratio * 100) / 100;
};

export const printNewsletter = (f: NewsletterFigure) => {
  console.log(
    `\n${f.kind === "edition" ? "Newsletter edition" : "Mailing (resources consent)"}: ${f.recipients.toLocaleString("en-US")} recipients, ${f.sent.toLocaleString("en-US")} sent, ${f.failed} failed, ${f.skipped} skipped; ` +
      `${f.accepted.toLocaleString("en-US")} accepted by the local SMTP server over ${f.smtpConnections} connections` +
      (f.processes > 1 ? `, sent by ${f.processes} server processes` : ""),
  );
  console.log(
    `  ${f.seconds} s from send to sent: ${f.mailsPerSecond.toLocaleString("en-US")} mails/s, ${f.secondsPerMillion} s a million (budget ${BUDGET_SECONDS_PER_MILLION} s); ` +
      `${f.processes > 1 ? "the server process whose memory grew most" : "server memory"} ${f.rssBeforeMb} MB before, ${f.rssPeakMb} MB at most (budget +${BUDGET_RSS_GROWTH_MB} MB)` +
      (f.cachesFilled
        ? `, after ${f.cachesFilled.seconds} s of traffic filled the read caches (${f.cachesFilled.mb} MB)`
        : ""),
  );
  console.log(
    `  ${f.processes > 1 ? "the server processes' CPU" : "server process CPU"} ${f.serverCpuMsPerMail} ms a mail; the machine's cores ${f.machineBusyPercent} % busy meanwhile (every process)`,
  );
  const trafficLine = (when: string, row: RowResult) =>
    console.log(
      `  traffic row ${when}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms (budget ${BUDGET_TRAFFIC_P99_MS} ms), ${row.errors + row.non2xx} errors` +
        (row.pageCacheHits === null
          ? ""
          : `, ${Math.round(row.pageCacheHits * 100)} % of page lookups from the read caches`),
    );
  if (f.traffic) {
    trafficLine("from the send call (recipients frozen, jobs starting)", f.traffic.fromSendCall);
    if (f.traffic.whileMailsGo) {
      trafficLine(
        f.trafficOutlastedSend
          ? "while the mails go out (it ran on after the edition was sent)"
          : "while the mails go out",
        f.traffic.whileMailsGo,
      );
    } else console.log("  traffic row while the mails go out: none (the edition was sent first)");
  }
  console.log(f.missed.length ? `  MISSED: ${f.missed.join("; ")}` : "  within budget");
};
