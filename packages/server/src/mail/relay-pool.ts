import { buffer } from "node:stream/consumers";
import DKIM from "nodemailer/lib/dkim";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import SMTPConnection from "nodemailer/lib/smtp-connection";
import { Pool } from "tarn";
import { escapeDataQuickly } from "./data-escaping";

/** One open SMTP conversation with the relay, and whether the relay still holds it open. */
interface Relay {
  connection: SMTPConnection;
  open: boolean;
}

export interface RelayPool {
  /** Hands the relay one whole message (signed first when DKIM is set) for one recipient. */
  send(envelope: { from: string; to: string }, raw: Buffer): Promise<void>;
  /** Closes the connections once the messages under way are handed over. */
  close(): Promise<void>;
}

interface RelayPoolOptions {
  smtpUrl: string;
  /** Connections kept open and reused. */
  size: number;
  /** Signs every message when set. */
  dkim: DKIM.SingleKeyOptions | null;
}

/**
 * Bounded conversations: a stalled relay fails the attempt (the queue retries it) well within
 * a job's lease, instead of holding it for nodemailer's default minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** Closed by us before the relay's own idle limit (RFC 5321 asks for 5 minutes at least). */
const IDLE_MS = 60_000;

/**
 * The connections to SMTP_URL, kept open and reused (tarn's pool), each speaking SMTP through
 * nodemailer's SMTP connection (TLS, STARTTLS, AUTH, pipelining, the message's dot-stuffing,
 * which a message that needs none passes quickly: `data-escaping.ts`).
 * Every message reaches it built whole (MailComposer's or a newsletter's prepared one), so
 * nodemailer's transport would only wrap each in its message, stream and pool machinery again:
 * on a newsletter that was a third of the sending process's CPU a mail.
 */
export const createRelayPool = ({ smtpUrl, size, dkim }: RelayPoolOptions): RelayPool => {
  const { auth, ...target } = parseConnectionUrl(smtpUrl);
  const signer = dkim ? new DKIM(dkim) : null;

  const connect = () =>
    new Promise<Relay>((resolve, reject) => {
      const connection = new SMTPConnection({ ...target, ...TIMEOUTS });
      escapeDataQuickly(connection);
      const relay: Relay = { connection, open: true };
      let settled = false;
      const fail = (err: Error) => {
        relay.open = false;
        if (settled) return;
        settled = true;
        connection.close();
        reject(err);
      };
      // After the connection is made its errors reach the send under way, or none: the relay
      // closed an idle connection, which is then not used again.
      connection.on("error", fail);
      connection.once("end", () => fail(new Error("the relay closed the connection")));
      connection.connect((err) => {
        if (err) return fail(err);
        if (settled) return;
        const ready = (loginError?: Error | null) => {
          if (loginError) return fail(loginError);
          settled = true;
          resolve(relay);
        };
        if (auth?.user && connection.allowsAuth) connection.login(auth, ready);
        else ready();
      });
    });

  const pool = new Pool<Relay>({
    create: connect,
    // A connection still open says goodbye; one the relay or an error ended is only closed.
    destroy: (relay) => {
      if (relay.open) relay.connection.quit();
      else relay.connection.close();
      relay.open = false;
    },
    validate: (relay) => relay.open,
    min: 0,
    max: size,
    idleTimeoutMillis: IDLE_MS,
    // A relay that does not answer: the attempt fails within a job's lease, as a stalled one does.
    createTimeoutMillis: TIMEOUTS.connectionTimeout + TIMEOUTS.greetingTimeout,
    // A message waits for a connection no longer than a stalled conversation lasts: its attempt
    // fails well within its lease (a minute by default), and the queue tries it again.
    acquireTimeoutMillis: TIMEOUTS.socketTimeout,
    // A relay that refuses the connection fails the attempt at once, with the relay's error.
    propagateCreateError: true,
  });

  return {
    async send(envelope, raw) {
      const message = signer ? await buffer(signer.sign(raw)) : raw;
      const relay = await pool.acquire().promise;
      try {
        await new Promise<void>((resolve, reject) => {
          relay.connection.send({ from: envelope.from, to: [envelope.to] }, message, (err) =>
            err ? reject(err) : resolve(),
          );
        });
      } catch (err) {
        // Whatever the relay answered, the conversation is not trusted with another message.
        relay.open = false;
        throw err;
      } finally {
        pool.release(relay);
      }
    },
    async close() {
      await pool.destroy();
    },
  };
};
