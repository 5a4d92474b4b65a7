import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL points at, whether the sink is up or down. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Stops accepting connections (the port refuses them) until `up`. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Mails received for one address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Holds every connection this long before greeting it: a slow SMTP server. */
  greetingDelayMs?: number;
  /** The port to listen on; a free one by default. */
  port?: number;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package), with no auth and no TLS:
 * what the app's SMTP transport talks to in tests that take mail delivery down and up again.
 */
export const startSmtpSink = async ({
  greetingDelayMs = 0,
  port = 0,
}: SmtpSinkOptions = {}): Promise<SmtpSink> => {
  const received: ReceivedMail[] = [];
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onConnect(_session, callback) {
        setTimeout(() => callback(), greetingDelayMs);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });

  let server: SMTPServer | null = null;
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      const next = create();
      next.on("error", reject);
      next.listen(at, "127.0.0.1", () => {
        server = next;
        resolve((next.server.address() as AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  const boundPort = await listen(port);
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    down: stop,
    async up() {
      if (!server) await listen(boundPort);
    },
    to: (address) => received.filter((m) => m.to.includes(address.toLowerCase())),
    close: stop,
  };
};
