import { createHmac, generateKeyPairSync, type KeyObject, randomUUID, sign } from "node:crypto";
import {
  SENDGRID_SIGNATURE_HEADER,
  SENDGRID_TIMESTAMP_HEADER,
} from "../src/deliverability/providers/sendgrid";

/** Keys the relays' webhooks are checked with in tests, and how each relay signs its events. */
export const MAILGUN_KEY = "key-mailgun-webhook-signing-test";
export const BASIC_AUTH = "relay:basic-auth-password-for-tests";

const sendgridKeys = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
/** SendGrid's verification key as its settings page shows it: base64 DER, no PEM lines. */
export const SENDGRID_PUBLIC_KEY = sendgridKeys.publicKey
  .export({ format: "der", type: "spki" })
  .toString("base64");

/** A Mailgun webhook body (its documented JSON form), signed with `key`. */
export const mailgunBody = (
  eventData: Record<string, unknown>,
  { key = MAILGUN_KEY, timestamp = Math.floor(Date.now() / 1000) } = {},
) => {
  const token = randomUUID().replaceAll("-", "");
  const signature = createHmac("sha256", key).update(`${timestamp}${token}`).digest("hex");
  return JSON.stringify({
    signature: { timestamp: String(timestamp), token, signature },
    "event-data": { id: randomUUID(), timestamp: timestamp, ...eventData },
  });
};

/** A SendGrid Event Webhook request: the JSON array and its signature headers. */
export const sendgridRequest = (
  events: Record<string, unknown>[],
  privateKey: KeyObject = sendgridKeys.privateKey,
) => {
  const body = JSON.stringify(events);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign("sha256", Buffer.from(timestamp + body), privateKey).toString("base64");
  return {
    body,
    headers: {
      "content-type": "application/json",
      [SENDGRID_SIGNATURE_HEADER]: signature,
      [SENDGRID_TIMESTAMP_HEADER]: timestamp,
    },
  };
};

/** Another key pair's private key: a signature SendGrid's key does not verify. */
export const strangerKey = () => generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey;

export const basicAuthHeader = (credentials = BASIC_AUTH) =>
  `Basic ${Buffer.from(credentials).toString("base64")}`;

/** An RFC 3464 report of a failed delivery to `recipient` of the message `messageId`. */
export const dsnMessage = (
  recipient: string,
  {
    messageId,
    status = "5.1.1",
    action = "failed",
  }: { messageId?: string; status?: string; action?: string } = {},
) => `From: Mail Delivery System <MAILER-DAEMON@relay.example.net>
To: no-reply@localhost
Subject: Undelivered Mail Returned to Sender
Message-ID: <${randomUUID()}@relay.example.net>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="REPORT"

--REPORT
Content-Type: text/plain; charset=us-ascii

Your message could not be delivered.

--REPORT
Content-Type: message/delivery-status

Reporting-MTA: dns; relay.example.net

Final-Recipient: rfc822; ${recipient}
Action: ${action}
Status: ${status}
Diagnostic-Code: smtp; 550 ${status} User unknown

--REPORT
Content-Type: text/rfc822-headers

From: Sector Portal <no-reply@localhost>
To: ${recipient}
Subject: The CIO week
${messageId ? `Message-ID: ${messageId}\n` : ""}
--REPORT--
`;
