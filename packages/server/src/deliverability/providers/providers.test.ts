import { describe, expect, it } from "vitest";
import {
  dsnMessage,
  MAILGUN_KEY,
  mailgunBody,
  SENDGRID_PUBLIC_KEY,
  sendgridRequest,
  strangerKey,
} from "../../../test/relay-events";
import { readDsnEvents } from "./dsn";
import { readMailgunEvents } from "./mailgun";
import { readPostmarkEvents } from "./postmark";
import { readSendgridEvents } from "./sendgrid";

const failed = (severity: string) => ({
  event: "failed",
  severity,
  recipient: "Ana@Example.org",
  message: { headers: { "message-id": "newsletter.1.2.abc@localhost" } },
  "delivery-status": { code: 550, description: "No such mailbox" },
  "user-variables": { sector_newsletter_id: "1", sector_user_id: "2" },
});

describe("Mailgun events", () => {
  it("reads a signed permanent failure as a hard bounce of the lower-cased address", () => {
    const read = readMailgunEvents(mailgunBody(failed("permanent")), MAILGUN_KEY);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.events).toEqual([
      expect.objectContaining({
        provider: "mailgun",
        kind: "hard_bounce",
        email: "ana@example.org",
        messageId: "<newsletter.1.2.abc@localhost>",
        tag: { newsletterId: 1, userId: 2 },
        detail: "failed permanent 550 No such mailbox",
      }),
    ]);
  });

  it("reads temporary failures as soft bounces, complaints as complaints, the rest as other", () => {
    const kinds = [
      failed("temporary"),
      { event: "complained", recipient: "a@b.org" },
      { event: "opened", recipient: "a@b.org" },
    ].map((data) => {
      const read = readMailgunEvents(mailgunBody(data), MAILGUN_KEY);
      return read.ok ? read.events[0]?.kind : read.status;
    });
    expect(kinds).toEqual(["soft_bounce", "complaint", "other"]);
  });

  it("refuses another key's signature, an altered token and a day-old timestamp with 401", () => {
    expect(
      readMailgunEvents(mailgunBody(failed("permanent"), { key: "another-key" }), MAILGUN_KEY),
    ).toMatchObject({ ok: false, status: 401 });
    const altered = JSON.parse(mailgunBody(failed("permanent")));
    // Its last character changed (always to another one: a random token may end in "0").
    const token: string = altered.signature.token;
    altered.signature.token = `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
    expect(readMailgunEvents(JSON.stringify(altered), MAILGUN_KEY)).toMatchObject({
      ok: false,
      status: 401,
    });
    const old = mailgunBody(failed("permanent"), {
      timestamp: Math.floor(Date.now() / 1000) - 90_000,
    });
    expect(readMailgunEvents(old, MAILGUN_KEY)).toMatchObject({ ok: false, status: 401 });
    expect(readMailgunEvents("not json", MAILGUN_KEY)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("SendGrid events", () => {
  const events = [
    {
      email: "Bo@Example.org",
      event: "bounce",
      type: "bounce",
      sg_event_id: "e1",
      "smtp-id": "<m1@localhost>",
      status: "5.1.1",
      reason: "550 unknown user",
    },
    { email: "bo@example.org", event: "bounce", type: "blocked", sg_event_id: "e2" },
    {
      email: "cy@example.org",
      event: "spamreport",
      sg_event_id: "e3",
      sector_newsletter_id: "4",
      sector_user_id: "9",
    },
    { email: "cy@example.org", event: "delivered", sg_event_id: "e4" },
  ];

  it("verifies the ECDSA signature over timestamp and body, and reads every event", () => {
    const { body, headers } = sendgridRequest(events);
    const read = readSendgridEvents(body, headers, SENDGRID_PUBLIC_KEY);
    if (!read.ok) throw new Error(read.message);
    expect(read.events.map((e) => [e.eventId, e.kind, e.email])).toEqual([
      ["e1", "hard_bounce", "bo@example.org"],
      ["e2", "soft_bounce", "bo@example.org"],
      ["e3", "complaint", "cy@example.org"],
      ["e4", "other", "cy@example.org"],
    ]);
    expect(read.events[0]?.messageId).toBe("<m1@localhost>");
    expect(read.events[2]?.tag).toEqual({ newsletterId: 4, userId: 9 });
  });

  it("refuses another key's signature, an altered body and a missing signature with 401", () => {
    const stranger = sendgridRequest(events, strangerKey());
    expect(readSendgridEvents(stranger.body, stranger.headers, SENDGRID_PUBLIC_KEY)).toMatchObject({
      ok: false,
      status: 401,
    });
    const { body, headers } = sendgridRequest(events);
    expect(
      readSendgridEvents(body.replace("bounce", "bounced"), headers, SENDGRID_PUBLIC_KEY),
    ).toMatchObject({ ok: false, status: 401 });
    expect(readSendgridEvents(body, {}, SENDGRID_PUBLIC_KEY)).toMatchObject({
      ok: false,
      status: 401,
    });
  });
});

describe("Postmark events", () => {
  it("reads Bounce types and SpamComplaint, tied by the Metadata we sent", () => {
    const bounce = (Type: string, ID: number) =>
      readPostmarkEvents(
        JSON.stringify({
          RecordType: "Bounce",
          ID,
          Type,
          Email: "Di@Example.org",
          MessageID: "pm-1",
          Description: "The server was unable to deliver",
          Metadata: { "sector-newsletter-id": "3", "sector-user-id": "8" },
        }),
      );
    const hard = bounce("HardBounce", 1);
    if (!hard.ok) throw new Error(hard.message);
    expect(hard.events[0]).toMatchObject({
      eventId: "Bounce:1",
      kind: "hard_bounce",
      email: "di@example.org",
      messageId: null,
      tag: { newsletterId: 3, userId: 8 },
    });
    const soft = bounce("SoftBounce", 2);
    expect(soft.ok && soft.events[0]?.kind).toBe("soft_bounce");
    const other = bounce("AutoResponder", 3);
    expect(other.ok && other.events[0]?.kind).toBe("other");
    const complaint = readPostmarkEvents(
      JSON.stringify({
        RecordType: "SpamComplaint",
        ID: 4,
        Type: "SpamComplaint",
        Email: "di@example.org",
      }),
    );
    expect(complaint.ok && complaint.events[0]).toMatchObject({
      eventId: "SpamComplaint:4",
      kind: "complaint",
    });
    expect(
      readPostmarkEvents(JSON.stringify({ RecordType: "Bounce", Type: "HardBounce" })),
    ).toMatchObject({ ok: false, status: 400 });
  });
});

describe("DSN (RFC 3464) reports", () => {
  it("reads a failed recipient as a hard bounce of the returned message", async () => {
    const read = await readDsnEvents(
      dsnMessage("Gone@Example.org", { messageId: "<newsletter.5.6.x@localhost>" }),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.events).toEqual([
      expect.objectContaining({
        provider: "dsn",
        kind: "hard_bounce",
        email: "gone@example.org",
        messageId: "<newsletter.5.6.x@localhost>",
        detail: expect.stringContaining("5.1.1"),
      }),
    ]);
  });

  it("reads a delayed or 4.x.x failure as a soft bounce, and refuses a message that is no report", async () => {
    const delayed = await readDsnEvents(
      dsnMessage("a@example.org", { action: "delayed", status: "4.4.1" }),
    );
    expect(delayed.ok && delayed.events[0]?.kind).toBe("soft_bounce");
    const temporary = await readDsnEvents(dsnMessage("a@example.org", { status: "4.2.2" }));
    expect(temporary.ok && temporary.events[0]?.kind).toBe("soft_bounce");
    expect(await readDsnEvents("Subject: hello\n\nJust a note.")).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await readDsnEvents("")).toMatchObject({ ok: false, status: 400 });
  });
});
