import { greeting as greetingOf } from "../mail/greeting";
import { mailImageUrl, mailImg } from "../mail/mail-images";
import { mailHeaderRow } from "./mail-header";
import { quotedPrintable } from "./qp-pieces";
import { brandColours, compileSlots, escapeHtml, type PartForm, slot } from "./slot-template";

/** The brand's stored branding, as the edition shows it. */
export interface EditionBrand {
  name: string;
  logoUrl: string;
  primaryColor: string;
  accentColor: string;
  footerBlurb: string;
  baseUrl: string;
}

export interface EditionCopy {
  subject: string;
  intro: string;
  publicUrl: string;
}

export interface ItemResource {
  id: number;
  title: string;
  imageBg: string;
  resourceUrl: string;
}

/** What differs from one member to the next. */
export interface MemberPart {
  firstname: string;
  popular: boolean;
  /** Their items, each with the link the mail gives it. */
  items: { resource: ItemResource; url: string }[];
  unsubscribeUrl: string;
  /** A mailing's body links, each the member's tracked link (in the body's order). */
  links?: string[];
  /** A mailing's footer sentence naming the consent the member gave and when. */
  consentLine?: string;
}

export interface EditionTemplate {
  /** The mail of one member: only joins of what was rendered once for the edition. */
  assemble(member: MemberPart): { html: string; text: string };
  /**
   * The same mail's parts as they go in its MIME parts (quoted-printable, CRLF): joins of what
   * was encoded once for the edition and the few pieces the member brings.
   */
  assembleEncoded(member: MemberPart): { html: string; text: string };
}

/**
 * A mail's items written in one form: each resource's block rendered (and encoded) the first
 * time a mail shows it, then only its link filled per member. Editions and mailings alike.
 */
export const itemBlocks = (form: PartForm, blockHtmlOf: (r: ItemResource) => string) => {
  const itemEnd = form.piece("\n\n");
  const blocks = new Map<number, { html: ReturnType<typeof compileSlots>; textLead: string }>();
  const blockOf = (r: ItemResource) => {
    let block = blocks.get(r.id);
    if (!block) {
      block = {
        html: compileSlots(blockHtmlOf(r), form.piece),
        textLead: form.piece(`- ${r.title}\n  `),
      };
      blocks.set(r.id, block);
    }
    return block;
  };
  return (items: MemberPart["items"]) => {
    let html = "";
    let text = "";
    for (const { resource, url } of items) {
      const block = blockOf(resource);
      html += block.html({ url: form.piece(escapeHtml(url)) });
      text += block.textLead + form.piece(url) + itemEnd;
    }
    return { html, text };
  };
};

/** The parts as text (a preview, a test mail, the mailer's composer). */
const AS_TEXT: PartForm = { piece: (text) => text, body: (joined) => joined };

const OWN_HEADING = "Picked for your topics";
const POPULAR_HEADING = "Popular this week";

const paragraphsHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.6">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`,
    )
    .join("");

/**
 * Renders an edition once: accessible, table-based HTML (what every mail client lays out the
 * same), inline styles with a media query that lets a phone-sized client use the full width,
 * `role="presentation"` on layout tables, the language set, images with alternative text, and
 * a text part with the same content. Per member, `assemble` fills the slots: greeting, heading,
 * items (each rendered once per resource), and their unsubscribe link.
 */
export const renderEditionTemplate = (brand: EditionBrand, copy: EditionCopy): EditionTemplate => {
  const header = brandColours(brand.primaryColor, "#1e3a8a");
  const accent = brandColours(brand.accentColor, "#f59e0b");
  const name = escapeHtml(brand.name);
  const profileUrl = `${copy.publicUrl}/myprofile`;

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
  .thumb { width: 100% !important; height: auto !important; }
  .thumb-cell { display: block !important; width: 100% !important; padding: 0 0 12px !important; }
  .text-cell { display: block !important; width: 100% !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div role="article" aria-roledescription="email" aria-label="${escapeHtml(copy.subject)}" lang="en">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
${mailHeaderRow(brand, copy.publicUrl)}
<tr><td class="pad" style="padding:28px 32px 8px">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;color:#111827">${escapeHtml(copy.subject)}</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:1.6">${slot("greeting")}</p>
${paragraphsHtml(copy.intro)}
<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.4;color:#111827;border-bottom:3px solid ${accent.background};padding-bottom:6px">${slot("heading")}</h2>
</td></tr>
<tr><td class="pad" style="padding:0 32px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${slot("items")}</table>
</td></tr>
<tr><td class="pad" style="padding:16px 32px 28px;font-size:14px;line-height:1.6;color:#4b5563;border-top:1px solid #e5e7eb">
<p style="margin:0 0 12px"><a href="${escapeHtml(profileUrl)}" style="color:${header.onWhite};font-weight:bold">Choose your topics</a> to change what this newsletter brings you.</p>
<p style="margin:0 0 12px">You receive the weekly ${name} newsletter because you asked for it. <a href="${slot("unsubscribe")}" style="color:${header.onWhite}">Unsubscribe</a></p>
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
    copy.subject,
    "",
    slot("greeting"),
    "",
    ...(copy.intro.trim() ? [copy.intro.trim(), ""] : []),
    slot("heading"),
    "",
    `${slot("items")}Choose your topics: ${profileUrl}`,
    `Unsubscribe: ${slot("unsubscribe")}`,
    "",
    `You receive the weekly ${brand.name} newsletter because you asked for it.`,
    "",
  ].join("\n");
  // Each resource's block, rendered the first time a member's mail shows it.
  const blockHtmlOf = (r: ItemResource) => {
    const title = escapeHtml(r.title);
    // An address stored as a path is made absolute on PUBLIC_URL: the mail is read far from the
    // portal. Its alternative text is the title, what a client that blocks images shows.
    const src = mailImageUrl(r.imageBg, copy.publicUrl);
    const image = src
      ? `<td class="thumb-cell" width="160" valign="top" style="padding:0 16px 0 0"><a href="${slot("url")}" tabindex="-1" aria-hidden="true">${mailImg({ className: "thumb", src, alt: r.title, width: 160, height: 90, style: "width:160px;height:90px;border-radius:4px;object-fit:cover" })}</a></td>`
      : "";
    return `<tr><td style="padding:12px 0;border-bottom:1px solid #f3f4f6"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>${image}<td class="text-cell" valign="top"><a href="${slot("url")}" style="font-size:17px;line-height:1.4;font-weight:bold;color:#111827;text-decoration:none">${title}</a><br><a href="${slot("url")}" aria-label="Read more about ${title}" style="display:inline-block;margin-top:6px;font-size:14px;color:${header.onWhite}">Read more</a></td></tr></table></td></tr>`;
  };

  /** The members' mails written in one form: every text the edition owns is put in it once. */
  const assembler = (form: PartForm) => {
    const html = compileSlots(htmlTemplate, form.piece);
    const text = compileSlots(textTemplate, form.piece);
    const headings = { popular: form.piece(POPULAR_HEADING), own: form.piece(OWN_HEADING) };
    const itemsOf = itemBlocks(form, blockHtmlOf);
    return (member: MemberPart) => {
      const { html: htmlItems, text: textItems } = itemsOf(member.items);
      const heading = member.popular ? headings.popular : headings.own;
      const greeting = greetingOf(member.firstname);
      return {
        html: form.body(
          html({
            greeting: form.piece(escapeHtml(greeting)),
            heading,
            unsubscribe: form.piece(escapeHtml(member.unsubscribeUrl)),
            items: htmlItems,
          }),
        ),
        text: form.body(
          text({
            greeting: form.piece(greeting),
            heading,
            unsubscribe: form.piece(member.unsubscribeUrl),
            items: textItems,
          }),
        ),
      };
    };
  };

  return { assemble: assembler(AS_TEXT), assembleEncoded: assembler(quotedPrintable) };
};
