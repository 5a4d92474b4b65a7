import type { AddressInfo } from "node:net";
import { createServer, type Socket } from "node:net";

export interface SmtpCounter {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Messages accepted so far. */
  readonly accepted: number;
  /** Connections opened so far (a pooled sender opens few). */
  readonly connections: number;
  close(): Promise<void>;
}

const EHLO_REPLY =
  "250-bench.localhost\r\n250-PIPELINING\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 52428800\r\n";
/** A message ends with a line holding one dot (RFC 5321 §4.1.1.4). */
const END_OF_DATA = Buffer.from("\r\n.\r\n");

/**
 * A local SMTP server that accepts every message and keeps nothing but the counts: the relay
 * the newsletter row sends a million mails to. It speaks the part of ESMTP a sender uses
 * (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT, with PIPELINING: each chunk's replies go in
 * one write) and finds each message's end without copying it. The `smtp-server` package parses
 * every line of every message into streams: at a few hundred mails a second it took half a
 * core, which a 2-core machine's sender and database then lacked, so the row measured the relay.
 */
export const startSmtpCounter = async (): Promise<SmtpCounter> => {
  let accepted = 0;
  let connections = 0;
  const sockets = new Set<Socket>();

  const serve = (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.setNoDelay(true);
    let inData = false;
    // Command mode: an unfinished line. Data mode: the last bytes seen, for an end split by chunks.
    let pending: Buffer = Buffer.alloc(0);
    socket.write("220 bench.localhost ESMTP\r\n");
    socket.on("data", (chunk: Buffer) => {
      let buffer: Buffer = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      let replies = "";
      let quit = false;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf(END_OF_DATA);
          if (end === -1) {
            pending = buffer.subarray(Math.max(0, buffer.length - (END_OF_DATA.length - 1)));
            break;
          }
          accepted += 1;
          replies += "250 2.0.0 queued\r\n";
          inData = false;
          buffer = buffer.subarray(end + END_OF_DATA.length);
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol === -1) {
          pending = buffer;
          break;
        }
        const verb = buffer.toString("latin1", 0, Math.min(eol, 4)).toUpperCase();
        buffer = buffer.subarray(eol + 2);
        if (verb === "EHLO") replies += EHLO_REPLY;
        else if (verb === "DATA") {
          replies += "354 end data with <CR><LF>.<CR><LF>\r\n";
          inData = true;
          // The end is searched from the CRLF before the data's first line, which DATA's ended.
          buffer = Buffer.concat([Buffer.from("\r\n"), buffer]);
        } else if (verb === "QUIT") {
          replies += "221 2.0.0 bye\r\n";
          quit = true;
          break;
        } else if (["HELO", "MAIL", "RCPT", "RSET", "NOOP"].includes(verb)) replies += "250 OK\r\n";
        else replies += "502 5.5.2 not implemented\r\n";
      }
      if (replies) socket.write(replies);
      if (quit) socket.end();
    });
  };

  const server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get accepted() {
      return accepted;
    },
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
