import { simpleParser } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { editionMime, isPlainAddress } from "./edition-mime";
import { renderEditionTemplate } from "./edition-template";
import { type MailContext, memberMail, preparedMemberMail, type Recipient } from "./member-mail";

const brand = {
  name: "Zürich CIO «Weekly»",
  logoUrl: "https://cio.example.com/logo.svg",
  primaryColor: "#1d4ed8",
  accentColor: "#f59e0b",
  footerBlurb: "Published by Sector Media. Ünsubscribe any time.",
  baseUrl: "https://cio.example.com",
};
const subject = "Security, clouds & budgets: the CIO week — édition 12 ".repeat(2).trim();
const intro = `First paragraph with trailing spaces   \nand a line that is well over seventy-six characters long so that it has to be wrapped somewhere.

.A paragraph that starts with a dot, and = signs = everywhere.`;

const ctx: MailContext = {
  newsletterId: 7,
  companyId: 3,
  subject,
  fromName: brand.name,
  publicUrl: "https://portal.example.com",
  linkSecret: "a-secret-of-some-length-for-the-links",
  template: renderEditionTemplate(brand, {
    subject,
    intro,
    publicUrl: "https://portal.example.com",
  }),
};
const resource = (id: number, title: string) => ({
  id,
  title,
  imageBg: id % 2 ? `https://img.example.com/${id}.png` : "",
  resourceUrl: `https://cio.example.com/r/${id}`,
});
const recipient = (over: Partial<Recipient> = {}): Recipient => ({
  userId: 42,
  email: "mia.example+news@example.com",
  firstname: "Zoë 😀",
  popular: false,
  items: [
    resource(1, "Zero trust <script>alert(1)</script> in practice"),
    resource(2, `Ça coûte combien ? ${"very long title ".repeat(12)}`),
    resource(3, ". a title starting with a dot"),
  ],
  ...over,
});

/** The message as the mailer's composer builds it from `memberMail`. */
const composed = async (to: Recipient, messageId: string) => {
  const { links: _links, fromName, ...message } = memberMail(ctx, to, { messageId });
  return new MailComposer({
    ...message,
    from: { name: fromName ?? "", address: "news@example.com" },
  })
    .compile()
    .build();
};

describe("an edition's prepared mail", () => {
  const mime = editionMime({ fromName: brand.name, fromAddress: "news@example.com", subject });

  for (const popular of [false, true]) {
    it(`reads as the composer's mail of the same member${popular ? " (popular items)" : ""}`, async () => {
      const to = recipient({ popular });
      const messageId = "<newsletter.7.42.abc@portal.example.com>";
      const prepared = preparedMemberMail(ctx, mime, to, messageId);
      const mine = await simpleParser(prepared.raw);
      const theirs = await simpleParser(await composed(to, messageId));
      expect(mine.html).toBe(theirs.html);
      expect(mine.text).toBe(theirs.text);
      expect(mine.subject).toBe(subject);
      expect(mine.from?.value).toEqual([{ name: brand.name, address: "news@example.com" }]);
      expect(mine.messageId).toBe(messageId);
      for (const header of [
        "to",
        "subject",
        "list-unsubscribe",
        "list-unsubscribe-post",
        "x-mailgun-variables",
        "x-smtpapi",
        "x-pm-metadata-sector-user-id",
      ]) {
        expect(mine.headers.get(header), header).toEqual(theirs.headers.get(header));
      }
      expect(prepared.links).toEqual(memberMail(ctx, to).links);
    });
  }

  it("keeps every line within 76 characters, in ASCII, with CRLF line ends", () => {
    const raw = preparedMemberMail(ctx, mime, recipient(), "<x@y>").raw.toString("latin1");
    expect(raw).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    expect(raw.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
    for (const line of body.split("\r\n")) expect(line.length).toBeLessThanOrEqual(76);
  });

  it("takes plain addresses only", () => {
    expect(isPlainAddress("mia.example+news@example.com")).toBe(true);
    for (const address of [
      "zoë@example.com",
      "a b@example.com",
      '"a"@example.com',
      "a@b@c",
      "a@",
    ]) {
      expect(isPlainAddress(address), address).toBe(false);
    }
  });
});
