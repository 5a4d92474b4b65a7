import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type SftpServer, startSftpServer } from "../../test/fakes/sftp-server";
import type { DeliveryContext, MappedLead } from "./adapter";
import { campaignSlug, sftpKind } from "./sftp";

const context = (overrides: Partial<DeliveryContext> = {}): DeliveryContext => ({
  addressPolicy: "loopback",
  timeoutMs: 5000,
  signal: new AbortController().signal,
  ...overrides,
});

const lead = (
  leadId: number,
  email: string,
  extra: Record<string, string> = {},
  day = "2026-05-01",
): MappedLead => ({
  leadId,
  test: false,
  email,
  campaign: { id: 7, name: "Spring Webinar: Zero Trust (EMEA)" },
  day,
  record: { "E-mail": email, "First name": `First ${leadId}`, Company: "Acme", ...extra },
});

const FILE = "spring-webinar-zero-trust-emea-2026-05-01.csv";

describe("SFTP destination against a real OpenSSH server", () => {
  let server: SftpServer;
  const keySettings = () => ({
    host: server.host,
    port: server.port,
    username: server.keyUser.username,
    private_key: server.keyUser.privateKey,
    folder: server.folder,
  });
  const rows = (name = FILE) =>
    parse(readFileSync(join(server.folder, name), "utf8")) as string[][];
  beforeAll(async () => {
    server = await startSftpServer();
  }, 30_000);
  afterAll(() => server.close());
  beforeEach(() => {
    for (const f of readdirSync(server.folder)) rmSync(join(server.folder, f));
  });

  it("names a campaign's file by its slug and the day", () => {
    expect(campaignSlug("Spring Webinar: Zero Trust (EMEA)")).toBe(
      "spring-webinar-zero-trust-emea",
    );
    expect(campaignSlug("Café Überblick — 2026")).toBe("cafe-uberblick-2026");
    expect(campaignSlug("***")).toBe("campaign");
    expect(campaignSlug("x".repeat(80))).toHaveLength(60);
  });

  it("writes one RFC 4180 CSV per campaign per day by key login: the field map's names as header, cells quoted and formulas guarded", async () => {
    const outcomes = await sftpKind.deliver(
      keySettings(),
      [
        lead(1, "ann@acme.test", { Company: "Acme, Inc.", "First name": 'Ann "The Boss"' }),
        lead(2, "bob@acme.test", {
          Company: '=HYPERLINK("http://evil")',
          "First name": "Line\none",
        }),
        lead(3, "cy@acme.test", {}, "2026-05-02"),
      ],
      context(),
    );
    expect(outcomes).toEqual([
      { leadId: 1, ok: true, detail: `written to ${server.folder}/${FILE}` },
      { leadId: 2, ok: true, detail: `written to ${server.folder}/${FILE}` },
      {
        leadId: 3,
        ok: true,
        detail: `written to ${server.folder}/spring-webinar-zero-trust-emea-2026-05-02.csv`,
      },
    ]);
    const text = readFileSync(join(server.folder, FILE), "utf8");
    expect(text).toBe(
      [
        "E-mail,First name,Company",
        'ann@acme.test,"Ann ""The Boss""","Acme, Inc."',
        'bob@acme.test,"Line\none","\'=HYPERLINK(""http://evil"")"',
        "",
      ].join("\r\n"),
    );
    expect(rows("spring-webinar-zero-trust-emea-2026-05-02.csv")).toEqual([
      ["E-mail", "First name", "Company"],
      ["cy@acme.test", "First 3", "Acme"],
    ]);
  });

  it("a lead delivered again replaces its row, never duplicates it; the file is replaced whole by a rename", async () => {
    await sftpKind.deliver(
      keySettings(),
      [lead(1, "ann@acme.test"), lead(2, "bob@acme.test")],
      context(),
    );
    const before = statSync(join(server.folder, FILE)).ino;
    const outcomes = await sftpKind.deliver(
      keySettings(),
      [lead(1, "ANN@acme.test", { Company: "Acme Group" }), lead(3, "cy@acme.test")],
      context(),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(rows()).toEqual([
      ["E-mail", "First name", "Company"],
      ["ANN@acme.test", "First 1", "Acme Group"],
      ["bob@acme.test", "First 2", "Acme"],
      ["cy@acme.test", "First 3", "Acme"],
    ]);
    // A new file renamed over the old one (a new inode), and no temporary file left behind.
    expect(statSync(join(server.folder, FILE)).ino).not.toBe(before);
    expect(readdirSync(server.folder)).toEqual([FILE]);
    // At least once: the same batch again leaves the file as it was.
    const text = readFileSync(join(server.folder, FILE), "utf8");
    await sftpKind.deliver(
      keySettings(),
      [lead(1, "ANN@acme.test", { Company: "Acme Group" }), lead(3, "cy@acme.test")],
      context(),
    );
    expect(readFileSync(join(server.folder, FILE), "utf8")).toBe(text);
  });

  it("a field the map gained since the file began becomes a column at the end", async () => {
    await sftpKind.deliver(keySettings(), [lead(1, "ann@acme.test")], context());
    await sftpKind.deliver(keySettings(), [lead(2, "bob@acme.test", { Country: "FR" })], context());
    expect(rows()).toEqual([
      ["E-mail", "First name", "Company", "Country"],
      ["ann@acme.test", "First 1", "Acme", ""],
      ["bob@acme.test", "First 2", "Acme", "FR"],
    ]);
  });

  it("a test lead goes to its own TEST- file, never the sponsor's", async () => {
    const [o] = await sftpKind.deliver(
      keySettings(),
      [{ ...lead(0, "test@acme.test"), test: true }],
      context(),
    );
    expect(o).toMatchObject({
      ok: true,
      detail: expect.stringMatching(/\/TEST-spring-webinar-zero-trust-emea-2026-05-01\.csv$/),
    });
    expect(readdirSync(server.folder)).toEqual([`TEST-${FILE}`]);
  });

  it("logs in by password as well", async () => {
    const user = server.passwordUser;
    expect(user, "password login needs the tests to run as root").not.toBeNull();
    if (!user) return;
    const [o] = await sftpKind.deliver(
      {
        host: server.host,
        port: server.port,
        username: user.username,
        password: user.password,
        folder: server.folder,
      },
      [lead(1, "ann@acme.test")],
      context(),
    );
    expect(o?.ok).toBe(true);
    expect(rows()[1]?.[0]).toBe("ann@acme.test");
  });

  it("a refused login or a missing folder fails for good; a server down throws (the batch retryable)", async () => {
    const [login] = await sftpKind.deliver(
      { ...keySettings(), private_key: undefined, password: "wrong" },
      [lead(1, "ann@acme.test")],
      context(),
    );
    expect(login).toEqual({
      leadId: 1,
      ok: false,
      retryable: false,
      error: "SFTP login refused: check the username and the password or key",
    });
    const [folder] = await sftpKind.deliver(
      { ...keySettings(), folder: join(server.folder, "missing") },
      [lead(1, "ann@acme.test")],
      context(),
    );
    expect(folder).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringMatching(/^SFTP server refused: .*No such file/),
    });
    await server.down();
    try {
      await expect(
        sftpKind.deliver(keySettings(), [lead(1, "ann@acme.test")], context()),
      ).rejects.toThrow(/^SFTP server unreachable: .*ECONNREFUSED/);
    } finally {
      await server.up();
    }
  });

  it("gives up on a server that never answers within the time limit, and at shutdown", async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    const port = (silent.address() as { port: number }).port;
    try {
      const started = Date.now();
      await expect(
        sftpKind.deliver(
          { ...keySettings(), port },
          [lead(1, "ann@acme.test")],
          context({ timeoutMs: 500 }),
        ),
      ).rejects.toThrow(/^SFTP server unreachable: .*(handshake|no answer)/i);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      silent.close();
    }
    const stop = new AbortController();
    stop.abort();
    await expect(
      sftpKind.deliver(keySettings(), [lead(1, "ann@acme.test")], context({ signal: stop.signal })),
    ).rejects.toThrow(/shutting down/);
    expect(readdirSync(server.folder)).toEqual([]);
  });

  it("follows the address policy: a loopback host is refused under the public policy", async () => {
    const [o] = await sftpKind.deliver(
      keySettings(),
      [lead(1, "ann@acme.test")],
      context({ addressPolicy: "public" }),
    );
    expect(o).toEqual({
      leadId: 1,
      ok: false,
      retryable: false,
      error: "127.0.0.1 is an address webhooks may not reach",
    });
    const [named] = await sftpKind.deliver(
      { ...keySettings(), host: "localhost" },
      [lead(1, "ann@acme.test")],
      context({ addressPolicy: "public" }),
    );
    expect(named).toMatchObject({
      ok: false,
      retryable: false,
      error: expect.stringMatching(/may not reach/),
    });
    expect(readdirSync(server.folder)).toEqual([]);
  });
});
