import { escapeHtml } from "./escape-html";
import { greeting } from "./greeting";
import type { MailMessage } from "./mailer";

/**
 * One simple, inline-styled layout: mail clients ignore stylesheets. No image: the brand's name
 * in near-black on white heads it (17:1), whatever the client loads.
 */
const layout = (
  brand: string,
  paragraphs: string[],
  action: { label: string; url: string },
  more: { label: string; url: string }[] = [],
) => `<!doctype html>
<html><body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td class="mail-header" style="padding:24px 32px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:bold;color:#111827">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:1.6">
${paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
${more.length > 0 ? `<p style="margin:0 0 16px">${more.map((link) => `<a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a>`).join(" · ")}</p>\n` : ""}<p style="margin:0;font-size:13px;color:#6b7280">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</p>
</td></tr></table></td></tr></table></body></html>`;

const text = (
  paragraphs: string[],
  action: { label: string; url: string },
  more: { label: string; url: string }[] = [],
) =>
  `${paragraphs.join("\n\n")}\n\n${[action, ...more].map((link) => `${link.label}: ${link.url}`).join("\n")}\n`;

/** A message in the one layout: greeting paragraphs and one action button (link). */
export const message = (
  to: string,
  subject: string,
  brand: string,
  paragraphs: string[],
  action: { label: string; url: string },
  /** Further links, under the button (an event's "Add to Google Calendar"). */
  more: { label: string; url: string }[] = [],
): MailMessage => ({
  to,
  subject,
  text: text(paragraphs, action, more),
  html: layout(brand, paragraphs, action, more),
  links: [action.url, ...more.map((link) => link.url)],
});

export const welcomeMail = (p: { to: string; firstname: string; brand: string; link: string }) =>
  message(
    p.to,
    `Welcome to the ${p.brand} community`,
    `${p.brand} community`,
    [
      greeting(p.firstname),
      `Thank you for joining the ${p.brand} community. Your membership gives you reports, whitepapers and event invitations matched to the topics you chose.`,
      "To sign in, first set your password. This link works once and expires in 7 days.",
    ],
    { label: "Set your password", url: p.link },
  );

export const passwordResetMail = (p: { to: string; firstname: string; link: string }) =>
  message(
    p.to,
    "Reset your Sector Portal password",
    "Sector Portal",
    [
      greeting(p.firstname),
      "We received a request to reset your password. This link works once and expires in 1 hour.",
      "If you did not ask for this, you can ignore this email: your password stays as it is.",
    ],
    { label: "Reset your password", url: p.link },
  );

/** Sent instead of a second account when somebody registers an address that already exists. */
export const alreadyRegisteredMail = (p: {
  to: string;
  firstname: string;
  brand: string;
  forgotUrl: string;
}) =>
  message(
    p.to,
    `You are already a member of the ${p.brand} community`,
    `${p.brand} community`,
    [
      greeting(p.firstname),
      `Someone, probably you, tried to register this email address with the ${p.brand} community. You already have an account, so nothing was changed.`,
      "If you have forgotten your password, you can set a new one.",
      "If this was not you, you can ignore this email.",
    ],
    { label: "Reset your password", url: p.forgotUrl },
  );
