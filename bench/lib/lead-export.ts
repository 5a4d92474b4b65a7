import { BENCH_ADMIN } from "./accounts";
import { call } from "./http";
import { rssMb } from "./proc-stats";

/** `--only lead-export` runs this measurement (and the ceiling) alone. */
export const LEAD_EXPORT_ID = "lead-export";

export interface LeadExportFigure {
  brands: number;
  /** Member rows written (header rows not counted). */
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  /** The server's resident memory before the first export and at its highest during them. */
  rssBeforeMb: number;
  rssPeakMb: number;
  /** What a million rows would take at this rate, the budget being 60 s. */
  secondsPerMillion: number;
  missed: string[];
}

/** Counts CRLF-ended lines of a streamed body without keeping it. */
const countLines = async (body: ReadableStream<Uint8Array>): Promise<number> => {
  let lines = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return lines;
    for (const byte of value) if (byte === 10) lines += 1;
  }
};

/**
 * Exports every brand's members as CSV, one brand after the other, as an admin would: all the
 * members of the data set in all. Reads the server's memory from /proc while it streams.
 */
export const measureLeadExport = async (
  baseUrl: string,
  pid: number,
): Promise<LeadExportFigure> => {
  const login = await call<{ token: string }>(baseUrl, "POST", "/api/user/public/login", {
    body: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
  });
  if (login.status !== 200)
    throw new Error(`admin login: ${login.status} ${JSON.stringify(login.body)}`);
  const token = login.body.token;
  const list = await call<{ companies: { id: number }[] }>(baseUrl, "GET", "/api/company", {
    token,
  });
  if (list.status !== 200)
    throw new Error(`companies: ${list.status} ${JSON.stringify(list.body)}`);
  const { companies } = list.body;

  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  }, 100);
  const started = performance.now();
  let rows = 0;
  try {
    for (const company of companies) {
      const res = await fetch(`${baseUrl}/api/leads/export?company_id=${company.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok || !res.body) throw new Error(`export of company ${company.id}: ${res.status}`);
      rows += (await countLines(res.body)) - 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const secondsPerMillion = rows > 0 ? (seconds * 1_000_000) / rows : 0;
  const missed: string[] = [];
  if (secondsPerMillion > 60) missed.push("over 60 s per million rows");
  if (rssPeakMb - rssBeforeMb > 100) missed.push("server memory grew by over 100 MB");
  return {
    brands: companies.length,
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    rssBeforeMb,
    rssPeakMb,
    secondsPerMillion,
    missed,
  };
};

export const printLeadExport = (figure: LeadExportFigure) => {
  console.log(
    `\nlead export: ${figure.rows.toLocaleString("en-US")} members of ${figure.brands} brands as CSV in ` +
      `${figure.seconds.toFixed(1)} s (${Math.round(figure.rowsPerSecond).toLocaleString("en-US")} rows/s, ` +
      `${figure.secondsPerMillion.toFixed(1)} s per million); server memory ${figure.rssBeforeMb.toFixed(0)} → ` +
      `${figure.rssPeakMb.toFixed(0)} MB at most (+${(figure.rssPeakMb - figure.rssBeforeMb).toFixed(0)} MB). ` +
      (figure.missed.length
        ? `FAIL ${figure.missed.join(", ")}`
        : "ok (< 60 s per million, < 100 MB)"),
  );
};
