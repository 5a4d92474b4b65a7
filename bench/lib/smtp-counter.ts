import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpCounter {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Messages accepted so far. */
  readonly accepted: number;
  /** Connections opened so far (a pooled sender opens few). */
  readonly connections: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts every message and keeps nothing but the counts: the relay
 * the newsletter row sends a million mails to (the `smtp-server` package, no auth, no TLS).
 */
export const startSmtpCounter = async (): Promise<SmtpCounter> => {
  let accepted = 0;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Many pooled connections at once, each sending message after message.
    maxClients: 1000,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      stream.on("end", () => {
        accepted += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get accepted() {
      return accepted;
    },
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
