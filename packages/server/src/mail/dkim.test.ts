import { generateKeyPairSync } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../test/outbox";
import { createMailer } from "./mailer";

const DOMAIN = "mail.example.com";
const SELECTOR = "portal2026";

const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
/** The selector's DNS record: what the publisher publishes at portal2026._domainkey. */
const txtRecord = `v=DKIM1; k=rsa; p=${keys.publicKey.export({ format: "der", type: "spki" }).toString("base64")}`;
const resolver = async (name: string, type: string) => {
  if (type === "TXT" && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[txtRecord]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
};

let outboxDir: string;
let raw: string;
let preparedRaw: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "sector-portal-dkim-"));
  const mailer = createMailer({
    smtpUrl: null,
    from: `CIO <news@${DOMAIN}>`,
    outboxDir,
    log: { info() {} },
    dkim: {
      domain: DOMAIN,
      selector: SELECTOR,
      privateKey: keys.privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    },
  });
  await mailer.send({
    to: "member@example.org",
    subject: "The CIO week",
    text: "Three reports chosen for you.\n",
    html: "<p>Three reports chosen for you.</p>",
    headers: { "List-Unsubscribe": "<http://portal.test/api/unsubscribe/t>" },
  });
  const [mail] = await readOutbox(outboxDir);
  if (!mail) throw new Error("nothing in the outbox");
  // The message as written, byte for byte (readOutbox's `raw` is decoded for reading links).
  raw = await readFile(path.join(outboxDir, mail.file), "utf8");
  // A message its sender built whole (a newsletter edition's) is signed the same way.
  await mailer.sendPrepared({
    to: "member@example.org",
    subject: "The CIO week",
    raw: Buffer.from(
      `From: CIO <news@${DOMAIN}>\r\nTo: member@example.org\r\nSubject: The CIO week\r\n` +
        "Message-ID: <prepared.1@mail.example.com>\r\nMIME-Version: 1.0\r\n" +
        "Content-Type: text/plain; charset=utf-8\r\n\r\nPrepared once for the edition.\r\n",
    ),
  });
  const files = (await readOutbox(outboxDir)).map((m) => m.file).sort();
  const last = files.at(-1);
  if (!last || files.length !== 2) throw new Error("the prepared mail is not in the outbox");
  preparedRaw = await readFile(path.join(outboxDir, last), "utf8");
});
afterAll(() => rm(outboxDir, { recursive: true, force: true }));

const verify = async (message: string) =>
  (await dkimVerify(Buffer.from(message), { resolver })).results;

describe("DKIM signing (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY)", () => {
  it("signs every message, relaxed/relaxed, and the signature verifies against the published key", async () => {
    expect(raw).toMatch(/^DKIM-Signature: /m);
    const [result] = await verify(raw);
    expect(result?.status.result).toBe("pass");
    expect(result?.signingDomain).toBe(DOMAIN);
    expect(result?.selector).toBe(SELECTOR);
    expect(raw).toMatch(/c=relaxed\/relaxed/);
  });

  it("signs a prepared message too (a newsletter's), and it verifies", async () => {
    expect(preparedRaw).toMatch(/^DKIM-Signature: /m);
    expect(preparedRaw).toContain("Prepared once for the edition.");
    const [result] = await verify(preparedRaw);
    expect(result?.status.result).toBe("pass");
    expect(result?.signingDomain).toBe(DOMAIN);
  });

  it("fails when a signed header is altered", async () => {
    const altered = raw.replace("Subject: The CIO week", "Subject: The CIO week!");
    expect(altered).not.toBe(raw);
    const [result] = await verify(altered);
    expect(result?.status.result).toBe("fail");
  });

  it("fails when the body is altered", async () => {
    const altered = raw.replace("Three reports", "Four reports");
    expect(altered).not.toBe(raw);
    const [result] = await verify(altered);
    // mailauth reports a body hash mismatch (RFC 6376 PERMFAIL) as neutral, never as a pass.
    expect(result?.status.result).toBe("neutral");
    expect(result?.status.comment).toBe("body hash did not verify");
  });
});
