import type { MemberImportMapping, MemberImportReport } from "@sector/shared";
import { expect } from "vitest";
import { bearer } from "./fixtures";
import type { TestApp } from "./test-app";

const BOUNDARY = "----sector-portal-test-boundary";

/** A multipart/form-data body: text fields, then (unless null) one file. */
export const multipart = (
  fields: Record<string, string>,
  file: { name: string; content: string | Buffer } | null,
) => {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
};

/** The mapping of the files these tests write (their headers are the field names). */
export const STANDARD_MAPPING: MemberImportMapping = {
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
  partners_granted: "Partners",
  partners_date: "Partners date",
  partners_source: "Partners source",
};

export const STANDARD_HEADER =
  "First name,Last name,Email,Phone,Company,Job title,Brand,Topics,Newsletter,Newsletter date,Newsletter source,Partners,Partners date,Partners source";

/** POST /api/members/imports with a file and options. */
export const postImport = (
  t: TestApp,
  token: string | null,
  csv: string | Buffer | null,
  options: { dryRun?: boolean; sendWelcome?: boolean; mapping?: unknown; fileName?: string } = {},
) => {
  const body = multipart(
    {
      mapping:
        typeof options.mapping === "string"
          ? options.mapping
          : JSON.stringify(options.mapping ?? STANDARD_MAPPING),
      dry_run: String(options.dryRun ?? false),
      send_welcome: String(options.sendWelcome ?? false),
    },
    csv === null ? null : { name: options.fileName ?? "members.csv", content: csv },
  );
  return t.app.inject({
    method: "POST",
    url: "/api/members/imports",
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
};

/** GET /api/members/imports/{id} as the admin. */
export const getImport = async (t: TestApp, token: string, id: number, after?: number) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/members/imports/${id}${after ? `?refusals_after=${after}` : ""}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MemberImportReport>();
};

/** Uploads, lets this app's worker run the import to its end, and returns the report. */
export const importAndWait = async (
  t: TestApp,
  token: string,
  csv: string,
  options: Parameters<typeof postImport>[3] = {},
) => {
  const res = await postImport(t, token, csv, options);
  expect(res.statusCode, res.body).toBe(202);
  const { id } = res.json<{ id: number }>();
  await t.app.jobs.drain();
  const report = await getImport(t, token, id);
  expect(report.status).toBe("done");
  return report;
};
