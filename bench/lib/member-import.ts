import { BENCH_ADMIN } from "./accounts";
import { call } from "./http";

/** `--only member-import` runs this measurement (and the ceiling) alone. */
export const MEMBER_IMPORT_ID = "member-import";

/** Lines of the generated file: the figure (100,000 rows in under 60 s). */
const ROWS = 100_000;
const BUDGET_SECONDS = 60;
const POLL_MS = 250;

export interface MemberImportFigure {
  rows: number;
  /** Upload, parse, check and stage until the 202 answer. */
  uploadSeconds: number;
  /** From the upload's start until the import reports done. */
  seconds: number;
  created: number;
  merged: number;
  refused: number;
  missed: string[];
}

/**
 * A CSV of `rows` new members (addresses unique to this run) of one brand, with two of its
 * topics and a granted newsletter consent with its proof on every line.
 */
const generateCsv = (rows: number, brand: string, topics: string[]) => {
  const run = Date.now().toString(36);
  const lines = [
    "First name,Last name,Email,Phone,Company,Job title,Brand,Topics,Newsletter,Newsletter date,Newsletter source",
  ];
  for (let n = 1; n <= rows; n++) {
    const pair = `${topics[n % topics.length]};${topics[(n + 1) % topics.length]}`;
    lines.push(
      `First${n},Last${n},import-${run}-${n}@example.net,+1 555 ${String(n % 10_000_000).padStart(7, "0")},Company ${n % 500},Head of ${n % 40},${brand},${pair},yes,2024-0${(n % 9) + 1}-15T10:00:00Z,Bench event ${n % 20}`,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
};

const MAPPING = {
  firstname: "First name",
  lastname: "Last name",
  email: "Email",
  mobile_number: "Phone",
  user_company: "Company",
  job_title: "Job title",
  brand: "Brand",
  topics: "Topics",
  newsletter_granted: "Newsletter",
  newsletter_date: "Newsletter date",
  newsletter_source: "Newsletter source",
};

interface Progress {
  status: string;
  processed: number;
  created: number;
  merged: number;
  refused: number;
  error: string | null;
}

/**
 * Uploads a generated 100,000-row CSV as the admin (no welcome mails) and waits until the
 * server's background job reports it done: the seconds from the upload's start. The members
 * stay in the database (their addresses are unique to the run).
 */
export const measureMemberImport = async (baseUrl: string): Promise<MemberImportFigure> => {
  const login = await call<{ token: string }>(baseUrl, "POST", "/api/user/public/login", {
    body: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const token = login.body.token;
  const companies = await call<{ companies: { id: number; name: string }[] }>(
    baseUrl,
    "GET",
    "/api/company",
    { token },
  );
  const brand = companies.body.companies[0];
  if (!brand) throw new Error("no company to import members into");
  const topics = await call<{ preferences: { name: string }[] }>(
    baseUrl,
    "POST",
    "/api/preferences/fetch",
    { token, body: { company_id: brand.id } },
  );
  const names = topics.body.preferences.map((p) => p.name).filter((n) => !/[,;|"]/.test(n));
  const csv = generateCsv(ROWS, brand.name, names.length > 0 ? names.slice(0, 10) : []);

  const form = new FormData();
  form.append(
    "mapping",
    JSON.stringify(names.length > 0 ? MAPPING : { ...MAPPING, topics: undefined }),
  );
  form.append("dry_run", "false");
  form.append("send_welcome", "false");
  form.append("file", new Blob([csv], { type: "text/csv" }), "bench-members.csv");
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/members/imports`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const accepted = (await res.json()) as { id?: number; message?: string };
  if (res.status !== 202 || accepted.id === undefined) {
    throw new Error(`import upload: ${res.status} ${accepted.message ?? ""}`);
  }
  const uploadSeconds = (performance.now() - started) / 1000;
  let progress: Progress;
  for (;;) {
    const report = await call<Progress>(baseUrl, "GET", `/api/members/imports/${accepted.id}`, {
      token,
    });
    progress = report.body;
    if (progress.status === "done" || progress.status === "failed") break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const seconds = (performance.now() - started) / 1000;
  const missed: string[] = [];
  if (progress.status !== "done") missed.push(`import ${progress.status}: ${progress.error}`);
  if (progress.created + progress.merged !== ROWS) missed.push("not every row imported");
  if (seconds > BUDGET_SECONDS) missed.push(`over ${BUDGET_SECONDS} s`);
  return {
    rows: ROWS,
    uploadSeconds,
    seconds,
    created: progress.created,
    merged: progress.merged,
    refused: progress.refused,
    missed,
  };
};

export const printMemberImport = (figure: MemberImportFigure) => {
  console.log(
    `\nmember import: ${figure.rows.toLocaleString("en-US")} CSV rows in ${figure.seconds.toFixed(1)} s ` +
      `(upload and staging ${figure.uploadSeconds.toFixed(1)} s; ${figure.created.toLocaleString("en-US")} created, ` +
      `${figure.merged} merged, ${figure.refused} refused). ` +
      (figure.missed.length ? `FAIL ${figure.missed.join(", ")}` : `ok (< ${BUDGET_SECONDS} s)`),
  );
};
