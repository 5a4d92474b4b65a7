import { randomBytes } from "node:crypto";
import { connect, isIP, type Socket } from "node:net";
import { posix } from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import SftpClient from "ssh2-sftp-client";
import { guardFormula } from "../lib/csv-text";
import {
  checkedLookup,
  literalAddressProblem,
  UnreachableAddressError,
} from "../webhooks/address-policy";
import type { DeliveryContext, LeadDestinationKind, LeadOutcome, MappedLead } from "./adapter";

/** An SFTP destination's settings as stored (password and private_key decrypted). */
export interface SftpSettings {
  host: string;
  /** 22 when absent. */
  port?: number;
  username: string;
  /** One of password and private_key (an OpenSSH or PEM private key, unencrypted). */
  password?: string;
  private_key?: string;
  /** The folder the files are written in, as the server names it (e.g. /upload/leads). */
  folder: string;
}

/** One file takes a batch whole: the batch size only bounds a file's rewrite. */
export const SFTP_BATCH_SIZE = 500;

/**
 * A campaign's name as a file name's part: accents dropped (NFKD, combining marks removed),
 * lower case, every run of other than a-z and 0-9 one "-", no "-" at either end, at most 60
 * characters; "campaign" when nothing is left. "Spring Webinar: Zero Trust (EMEA)" is
 * spring-webinar-zero-trust-emea.
 */
export const campaignSlug = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "") || "campaign";

/**
 * The file of a lead: `{campaign-slug}-{YYYY-MM-DD}.csv`, the day the lead was made (UTC). A
 * test lead ("Send test lead") goes to its own file, `TEST-{campaign-slug}-{day}.csv`, so that
 * it is never a row of the sponsor's real file.
 */
export const leadFileName = (lead: MappedLead): string =>
  `${lead.test ? "TEST-" : ""}${campaignSlug(lead.campaign.name)}-${lead.day}.csv`;

/** A failure the far end (or our policy) decided: retrying helps only when it says so. */
class DropFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Rewrites of one file (same server, same path) never overlap in this process. */
const fileLocks = new Map<string, Promise<unknown>>();
const withFileLock = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
  const before = fileLocks.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.catch(() => undefined);
  fileLocks.set(key, settled);
  try {
    return await run;
  } finally {
    if (fileLocks.get(key) === settled) fileLocks.delete(key);
  }
};

/** A TCP connection to the host through the address policy (an SSH server is a secure scheme). */
const openSocket = (host: string, port: number, context: DeliveryContext) =>
  new Promise<Socket>((resolve, reject) => {
    const literal = literalAddressProblem(
      new URL(`https://${isIP(host) === 6 ? `[${host}]` : host}`),
      context.addressPolicy,
    );
    if (literal) return reject(new DropFailure(literal, false));
    const socket = connect({ host, port, lookup: checkedLookup("https:", context.addressPolicy) });
    const timer = setTimeout(
      () => socket.destroy(new Error(`no answer within ${Math.round(context.timeoutMs / 1000)} s`)),
      context.timeoutMs,
    );
    socket.once("connect", () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once("error", (err) => {
      clearTimeout(timer);
      reject(err instanceof UnreachableAddressError ? new DropFailure(err.message, false) : err);
    });
  });

/** An operation given up after the call's time limit or at shutdown (the connection ended). */
const bounded = <T>(sftp: SftpClient, work: Promise<T>, context: DeliveryContext): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const stop = (why: string) => {
      reject(new Error(why));
      sftp.end().catch(() => undefined);
    };
    const timer = setTimeout(
      () => stop(`no answer within ${Math.round(context.timeoutMs / 1000)} s`),
      context.timeoutMs,
    );
    const onAbort = () => stop("SFTP delivery stopped: the process is shutting down");
    context.signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      context.signal.removeEventListener("abort", onAbort);
    });
  });

/**
 * Records as RFC 4180 text: CRLF line ends, a field quoted when it holds a comma, a quote or any
 * line break. (csvText of lib/csv-text.ts quotes a field for a CRLF but not for a lone LF, which
 * RFC 4180 allows only quoted and which a reader of the file, ours included, takes for a row's end.)
 */
const rfc4180 = (records: string[][]): string =>
  stringify(records, { record_delimiter: "windows", quoted_match: /[\r\n]/ });

/** The column of a record that holds the lead's address (the field map's email field). */
const emailColumn = (lead: MappedLead): string | null =>
  Object.keys(lead.record).find(
    (k) => lead.record[k]?.toLowerCase() === lead.email.toLowerCase(),
  ) ?? null;

/**
 * One file's new text: the rows already there, a lead delivered again replacing its row (same
 * address, any case) rather than adding one, new leads appended. The header is the field map's
 * field names; a field the map gained since the file was begun is appended as a column (older
 * rows empty there). Our values are written with the formula guard; rows read back are kept as
 * they are (they were guarded when written).
 */
export const mergedCsv = (existing: string | null, leads: MappedLead[]): string => {
  const first = leads[0];
  if (!first) throw new Error("no leads to write");
  const rows: string[][] = existing
    ? (parse(existing, { relax_column_count: true }) as string[][])
    : [];
  const header = rows.shift() ?? [];
  for (const lead of leads) {
    for (const key of Object.keys(lead.record)) if (!header.includes(key)) header.push(key);
  }
  const column = emailColumn(first) ?? header[0] ?? "";
  const at = header.indexOf(column);
  const byEmail = new Map<string, number>();
  rows.forEach((row, i) => {
    byEmail.set((row[at] ?? "").toLowerCase(), i);
  });
  for (const lead of leads) {
    const cells = header.map((key) => guardFormula(lead.record[key] ?? ""));
    const email = lead.email.toLowerCase();
    const known = byEmail.get(email);
    if (known === undefined) {
      byEmail.set(email, rows.length);
      rows.push(cells);
    } else {
      rows[known] = cells;
    }
  }
  return rfc4180([header, ...rows.map((row) => header.map((_, i) => row[i] ?? ""))]);
};

/** SFTP status codes (draft-ietf-secsh-filexfer-02): no such file 2, permission denied 3. */
const refusal = (err: unknown): DropFailure | null => {
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  if (/authentication methods failed/i.test(message)) {
    return new DropFailure("SFTP login refused: check the username and the password or key", false);
  }
  if (/private key|privateKey|Cannot parse/i.test(message)) {
    return new DropFailure(`SFTP private key unreadable: ${message}`, false);
  }
  if (code === 2 || code === 3 || /No such file|Permission denied/i.test(message)) {
    return new DropFailure(`SFTP server refused: ${message}`, false);
  }
  return null;
};

/** Writes one file: read what is there, merge, write a temporary name, rename over the file. */
const writeFile = async (
  sftp: SftpClient,
  folder: string,
  name: string,
  leads: MappedLead[],
  context: DeliveryContext,
  posixRename: boolean,
) => {
  const path = posix.join(folder, name);
  const there = await bounded(sftp, sftp.exists(path), context);
  const existing =
    there === "-"
      ? ((await bounded(sftp, sftp.get(path), context)) as Buffer).toString("utf8")
      : null;
  const text = mergedCsv(existing, leads);
  // A name no reader takes for the file: a dot first, a random part, .tmp last.
  const temporary = posix.join(folder, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  await bounded(sftp, sftp.put(Buffer.from(text, "utf8"), temporary), context);
  try {
    // posix-rename@openssh.com replaces the file in one step: a reader sees the old file or the
    // new one, never a part. A server without it gets SFTP v3's rename, which refuses an
    // existing target: the old file is removed first (a moment with no file, never half a file).
    if (posixRename) {
      await bounded(sftp, sftp.posixRename(temporary, path), context);
    } else {
      if (there) await bounded(sftp, sftp.delete(path), context);
      await bounded(sftp, sftp.rename(temporary, path), context);
    }
  } catch (err) {
    await sftp.delete(temporary, true).catch(() => undefined);
    throw err;
  }
  return path;
};

const deliver = async (
  settings: SftpSettings,
  leads: MappedLead[],
  context: DeliveryContext,
): Promise<LeadOutcome[]> => {
  const port = settings.port ?? 22;
  const files = new Map<string, MappedLead[]>();
  for (const lead of leads) {
    const name = leadFileName(lead);
    files.set(name, [...(files.get(name) ?? []), lead]);
  }
  const outcomes = new Map<MappedLead, LeadOutcome>();
  const sftp = new SftpClient("sector-lead-delivery");
  try {
    if (context.signal.aborted)
      throw new Error("SFTP delivery stopped: the process is shutting down");
    const sock = await openSocket(settings.host, port, context);
    const session = await sftp.connect({
      sock,
      host: settings.host,
      port,
      username: settings.username,
      password: settings.password,
      privateKey: settings.private_key,
      readyTimeout: context.timeoutMs,
      // A destination names no host key to pin: the server's key is taken as offered.
    });
    // The extensions the server announced (ssh2 keeps them on its SFTP session, unexported).
    const extensions = (session as unknown as { _extensions?: Record<string, string> })._extensions;
    const posixRename = extensions?.["posix-rename@openssh.com"] !== undefined;
    for (const [name, fileLeads] of files) {
      try {
        const path = await withFileLock(
          `${settings.host}:${port}:${posix.join(settings.folder, name)}`,
          () => writeFile(sftp, settings.folder, name, fileLeads, context, posixRename),
        );
        for (const lead of fileLeads)
          outcomes.set(lead, { leadId: lead.leadId, ok: true, detail: `written to ${path}` });
      } catch (err) {
        const failure = refusal(err);
        if (!failure) throw err;
        for (const lead of fileLeads) {
          outcomes.set(lead, {
            leadId: lead.leadId,
            ok: false,
            retryable: false,
            error: failure.message,
          });
        }
      }
    }
  } catch (err) {
    const failure = err instanceof DropFailure ? err : refusal(err);
    if (!failure) {
      if (context.signal.aborted)
        throw new Error("SFTP delivery stopped: the process is shutting down");
      const text = err instanceof Error ? err.message : String(err);
      throw new Error(`SFTP server unreachable: ${text.replace(/^getConnection: /, "")}`);
    }
    for (const lead of leads) {
      if (!outcomes.has(lead)) {
        outcomes.set(lead, {
          leadId: lead.leadId,
          ok: false,
          retryable: failure.retryable,
          error: failure.message,
        });
      }
    }
  } finally {
    await sftp.end().catch(() => undefined);
  }
  return leads.map((lead) => outcomes.get(lead) as LeadOutcome);
};

/**
 * SFTP through ssh2-sftp-client: one RFC 4180 CSV per campaign per day in the folder, rewritten
 * whole at each delivery (read, merged by address, written to a temporary name and renamed over
 * the file), so a lead delivered again replaces its row and never duplicates it.
 */
export const sftpKind: LeadDestinationKind<SftpSettings> = {
  kind: "sftp",
  batchSize: SFTP_BATCH_SIZE,
  secretKeys: ["password", "private_key"],
  defaultBaseUrl: null,
  deliver,
};
