import type { MailingPurpose } from "@sector/shared";
import { greeting as greetingOf } from "../mail/greeting";
import {
  type EditionBrand,
  type EditionTemplate,
  type ItemResource,
  itemBlocks,
  type MemberPart,
} from "../newsletters/edition-template";
import { mailHeaderRow } from "../newsletters/mail-header";
import { quotedPrintable } from "../newsletters/qp-pieces";
import {
  brandColours,
  compileSlots,
  escapeHtml,
  type PartForm,
  slot,
} from "../newsletters/slot-template";
import type { MarkdownBody } from "./markdown-body";

export interface MailingCopy {
  subject: string;
  preheader: string;
  body: MarkdownBody;
  purpose: MailingPurpose;
  /** The sponsor a partners mailing is sent for. */
  sponsorName: string | null;
  publicUrl: string;
}

/** What the footer says the member agreed to (the words of the default consent wordings). */
const agreedTo = (purpose: MailingPurpose, brand: string) =>
  purpose === "resources"
    ? `resources, reports and event invitations from ${brand}`
    : `communications from ${brand} and its affiliated partners`;

/** "27 November 2026": the day the member's consent was given, in words, UTC. */
const consentDay = (at: Date | null | undefined): string =>
  at
    ? at.toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })
    : "";

/** The sentence of the footer that names the consent and when it was given. */
export const consentLine = (
  purpose: MailingPurpose,
  brand: string,
  consentedAt: Date | null | undefined,
) => {
  const what = agreedTo(purpose, brand);
  const day = consentDay(consentedAt);
  return day
    ? `You receive this because on ${day} you agreed to receive ${what}.`
    : `You receive this because you agreed to receive ${what}.`;
};

const AS_TEXT: PartForm = { piece: (text) => text, body: (joined) => joined };

/**
 * Renders a mailing once, as the edition template does (table layout, inline styles, a text
 * part): the preheader hidden at the top, the greeting, the Markdown body, the resources as
 * cards, the sponsor named for a partners mailing, and a footer naming the consent the member
 * gave and when, with their one-click unsubscribe of that consent. Per member, `assemble` fills
 * the slots: greeting, body links, resource links, consent line and unsubscribe link.
 */
export const renderMailingTemplate = (brand: EditionBrand, copy: MailingCopy): EditionTemplate => {
  const header = brandColours(brand.primaryColor, "#1e3a8a");
  const name = escapeHtml(brand.name);
  const onBehalf = copy.sponsorName
    ? `Sent by ${brand.name} on behalf of ${copy.sponsorName}.`
    : "";
  const preheader = copy.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all" aria-hidden="true">${escapeHtml(copy.preheader)}</div>`
    : "";

  const htmlTemplate = `<!doctype html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(copy.subject)}</title>
<style>
@media only screen and (max-width: 620px) {
  .container { width: 100% !important; }
  .pad { padding-left: 16px !important; padding-right: 16px !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
${preheader}<div role="article" aria-roledescription="email" aria-label="${escapeHtml(copy.subject)}" lang="en">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
${mailHeaderRow(brand, copy.publicUrl)}
${onBehalf ? `<tr><td class="pad" style="padding:12px 32px 0;font-size:13px;color:#4b5563">${escapeHtml(onBehalf)}</td></tr>` : ""}
<tr><td class="pad" style="padding:24px 32px 8px">
<p style="margin:0 0 16px;font-size:16px;line-height:1.6">${slot("greeting")}</p>
${copy.body.html}
</td></tr>
<tr><td class="pad" style="padding:0 32px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${slot("items")}</table>
</td></tr>
<tr><td class="pad" style="padding:16px 32px 28px;font-size:14px;line-height:1.6;color:#4b5563;border-top:1px solid #e5e7eb">
${onBehalf ? `<p style="margin:0 0 12px">${escapeHtml(onBehalf)} ${name} does not share your details with ${escapeHtml(copy.sponsorName ?? "")}.</p>` : ""}
<p style="margin:0 0 12px">${slot("consent")} <a href="${slot("unsubscribe")}" style="color:${header.onWhite}">Unsubscribe</a></p>
${brand.footerBlurb ? `<p style="margin:0;color:#6b7280">${escapeHtml(brand.footerBlurb)}</p>` : ""}
</td></tr>
</table>
</td></tr>
</table>
</div>
</body>
</html>
`;

  const textTemplate = [
    ...(onBehalf ? [onBehalf, ""] : []),
    slot("greeting"),
    "",
    copy.body.text,
    "",
    `${slot("items")}${slot("consent")}`,
    `Unsubscribe: ${slot("unsubscribe")}`,
    "",
  ].join("\n");

  const blockHtmlOf = (r: ItemResource) => {
    const title = escapeHtml(r.title);
    return `<tr><td style="padding:12px 0;border-bottom:1px solid #f3f4f6"><a href="${slot("url")}" style="font-size:17px;line-height:1.4;font-weight:bold;color:#111827;text-decoration:none">${title}</a><br><a href="${slot("url")}" aria-label="Read more about ${title}" style="display:inline-block;margin-top:6px;font-size:14px;color:${header.onWhite}">Read more</a></td></tr>`;
  };

  const assembler = (form: PartForm) => {
    const html = compileSlots(htmlTemplate, form.piece);
    const text = compileSlots(textTemplate, form.piece);
    const itemsOf = itemBlocks(form, blockHtmlOf);
    return (member: MemberPart) => {
      const { html: htmlItems, text: textItems } = itemsOf(member.items);
      const greeting = greetingOf(member.firstname);
      const consent = member.consentLine ?? "";
      const htmlValues: Record<string, string> = {
        greeting: form.piece(escapeHtml(greeting)),
        consent: form.piece(escapeHtml(consent)),
        unsubscribe: form.piece(escapeHtml(member.unsubscribeUrl)),
        items: htmlItems,
      };
      const textValues: Record<string, string> = {
        greeting: form.piece(greeting),
        consent: form.piece(consent),
        unsubscribe: form.piece(member.unsubscribeUrl),
        items: textItems,
      };
      (member.links ?? []).forEach((url, i) => {
        htmlValues[`link${i}`] = form.piece(escapeHtml(url));
        textValues[`link${i}`] = form.piece(url);
      });
      return { html: form.body(html(htmlValues)), text: form.body(text(textValues)) };
    };
  };

  return { assemble: assembler(AS_TEXT), assembleEncoded: assembler(quotedPrintable) };
};
