import { generateKeyPairSync } from "node:crypto";
import type { AddressInfo } from "node:net";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import DataStream from "nodemailer/lib/smtp-connection/data-stream";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRelayPool, type RelayPool } from "./relay-pool";

interface Relay {
  url: string;
  port: number;
  messages: { to: string; raw: string; connection: string }[];
  /** Connections the relay was opened. */
  connections: string[];
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) that keeps what it receives, answering each
 * message after `acceptMs` (a relay busy enough that messages overlap).
 */
const startRelay = async (
  options: SMTPServerOptions = {},
  { port = 0, acceptMs = 0 } = {},
): Promise<Relay> => {
  const messages: Relay["messages"] = [];
  const connections: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(session, callback) {
      connections.push(session.id);
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          raw: Buffer.concat(chunks).toString("utf8"),
          connection: session.id,
        });
        setTimeout(() => callback(), acceptMs);
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const message = (n: number, body = `Message ${n}.\r\n`) =>
  Buffer.from(`From: news@example.com\r\nTo: m${n}@example.org\r\nSubject: ${n}\r\n\r\n${body}`);

const open: { pools: RelayPool[]; relays: Relay[] } = { pools: [], relays: [] };
afterEach(async () => {
  await Promise.all(open.pools.splice(0).map((p) => p.close()));
  await Promise.all(open.relays.splice(0).map((r) => r.close()));
});
const relayOf = async (options?: SMTPServerOptions, at?: { port?: number; acceptMs?: number }) => {
  const relay = await startRelay(options, at);
  open.relays.push(relay);
  return relay;
};
const poolOf = (
  smtpUrl: string,
  size = 2,
  dkim: Parameters<typeof createRelayPool>[0]["dkim"] = null,
) => {
  const pool = createRelayPool({ smtpUrl, size, dkim });
  open.pools.push(pool);
  return pool;
};

describe("the relay connections (SMTP_URL, SMTP_POOL_SIZE)", () => {
  it("hands each message over whole, a line starting with a dot included, on connections it reuses", async () => {
    const relay = await relayOf({}, { acceptMs: 20 });
    const pool = poolOf(relay.url, 2);
    await pool.send(
      { from: "news@example.com", to: "m1@example.org" },
      message(1, ".hidden?\r\nno.\r\n"),
    );
    await pool.send({ from: "news@example.com", to: "m2@example.org" }, message(2));
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pool.send({ from: "news@example.com", to: `m${i + 3}@example.org` }, message(i + 3)),
      ),
    );
    expect(relay.messages).toHaveLength(12);
    expect(relay.messages[0]?.to).toBe("m1@example.org");
    expect(relay.messages[0]?.raw).toContain("\r\n\r\n.hidden?\r\nno.\r\n");
    expect(relay.messages.map((m) => m.to).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `m${i + 1}@example.org`).sort(),
    );
    // Twelve messages, ten of them at once, over the pool's two connections.
    expect(relay.connections).toHaveLength(2);
    expect(relay.messages[1]?.connection).toBe(relay.messages[0]?.connection);
  });

  it("hands a message that needs no escaping over without nodemailer's loop over its bytes, and escapes one that does", async () => {
    const relay = await relayOf();
    const pool = poolOf(relay.url, 1);
    const eachByte = vi.spyOn(DataStream.prototype, "_transform");
    try {
      const clean = message(1, "<p>One.</p>\r\n=2E line\r\n");
      await pool.send({ from: "news@example.com", to: "m1@example.org" }, clean);
      expect(eachByte).not.toHaveBeenCalled();
      expect(relay.messages[0]?.raw).toBe(clean.toString());
      await pool.send(
        { from: "news@example.com", to: "m2@example.org" },
        message(2, ".hidden\nbare LF\r\n"),
      );
      expect(eachByte).toHaveBeenCalled();
      expect(relay.messages[1]?.raw).toContain("\r\n\r\n.hidden\r\nbare LF\r\n");
    } finally {
      eachByte.mockRestore();
    }
  });

  it("signs in with the URL's user and password, and fails the message when the relay refuses them", async () => {
    const relay = await relayOf({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === "portal" && auth.password === "s3cret")
          return callback(null, { user: "portal" });
        return callback(new Error("Invalid username or password"));
      },
    });
    const good = poolOf(`smtp://portal:s3cret@127.0.0.1:${relay.port}`);
    await good.send({ from: "news@example.com", to: "m1@example.org" }, message(1));
    expect(relay.messages.map((m) => m.to)).toEqual(["m1@example.org"]);

    const wrong = poolOf(`smtp://portal:guess@127.0.0.1:${relay.port}`);
    await expect(
      wrong.send({ from: "news@example.com", to: "m2@example.org" }, message(2)),
    ).rejects.toThrow(/Invalid username or password/);
    expect(relay.messages).toHaveLength(1);
  });

  it("fails a message the relay refuses, and the next one goes over a new connection", async () => {
    const relay = await relayOf({
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("gone")) return callback(new Error("No such mailbox"));
        return callback();
      },
    });
    const pool = poolOf(relay.url, 1);
    await expect(
      pool.send({ from: "news@example.com", to: "gone@example.org" }, message(1)),
    ).rejects.toThrow(/No such mailbox/);
    await pool.send({ from: "news@example.com", to: "m2@example.org" }, message(2));
    expect(relay.messages.map((m) => m.to)).toEqual(["m2@example.org"]);
    expect(relay.connections).toHaveLength(2);
  });

  it("does not use a connection the relay closed while it was idle", async () => {
    // The relay closes a connection idle for 200 ms (its own limit, usually minutes).
    const relay = await relayOf({ socketTimeout: 200 });
    const pool = poolOf(relay.url, 1);
    await pool.send({ from: "news@example.com", to: "m1@example.org" }, message(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await pool.send({ from: "news@example.com", to: "m2@example.org" }, message(2));
    expect(relay.messages.map((m) => m.to)).toEqual(["m1@example.org", "m2@example.org"]);
    expect(relay.connections).toHaveLength(2);
  });

  it("fails at once while the relay refuses connections", async () => {
    const relay = await relayOf();
    const pool = poolOf(relay.url, 1);
    await relay.close();
    open.relays.splice(open.relays.indexOf(relay), 1);
    const started = Date.now();
    await expect(
      pool.send({ from: "news@example.com", to: "m1@example.org" }, message(1)),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("signs every message with DKIM when it is set, and the relay receives a signature that verifies", async () => {
    const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const txt = `v=DKIM1; k=rsa; p=${keys.publicKey.export({ format: "der", type: "spki" }).toString("base64")}`;
    const relay = await relayOf();
    const pool = poolOf(relay.url, 1, {
      domainName: "example.com",
      keySelector: "relay2026",
      privateKey: keys.privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    });
    await pool.send({ from: "news@example.com", to: "m1@example.org" }, message(1));
    const raw = relay.messages[0]?.raw ?? "";
    expect(raw).toMatch(/^DKIM-Signature: /);
    const { results } = await dkimVerify(Buffer.from(raw), {
      resolver: async (name: string, type: string) => {
        if (type === "TXT" && name === "relay2026._domainkey.example.com") return [[txt]];
        throw Object.assign(new Error("no record"), { code: "ENOTFOUND" });
      },
    });
    expect(results[0]?.status.result).toBe("pass");
  });
});
