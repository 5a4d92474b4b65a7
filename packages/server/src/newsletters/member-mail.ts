import type { ConsentPurpose } from "@sector/shared";
import { unsubscribeToken } from "../consent/unsubscribe-token";
import type { Mailer, MailMessage, PreparedMail } from "../mail/mailer";
import { relayTagHeaders } from "../mail/relay-tags";
import { type EditionMime, isPlainAddress } from "./edition-mime";
import type { EditionTemplate, ItemResource } from "./edition-template";
import { bodyLinkTokens, trackedLinkTokens } from "./tracked-link-token";

export interface MailContext {
  newsletterId: number;
  companyId: number;
  subject: string;
  fromName: string;
  publicUrl: string;
  /** Signs the unsubscribe and tracked links. */
  linkSecret: string;
  template: EditionTemplate;
  /** The consent the mail is sent under, which its unsubscribe link withdraws (newsletter by default). */
  purpose?: ConsentPurpose;
  /** A mailing's body links (their own addresses, in order): each member gets a tracked link. */
  bodyLinks?: string[];
  /** A mailing's footer sentence naming the member's consent and when they gave it. */
  consentLine?: (consentedAt: Date | null) => string;
}

export interface Recipient {
  userId: number;
  email: string;
  firstname: string;
  popular: boolean;
  items: ItemResource[];
  /** When they gave the consent the mail is sent under (a mailing's footer says so). */
  consentedAt?: Date | null;
}

/**
 * The unsubscribe token of a preview that must not carry the member's working link: no server
 * signed it (readUnsubscribeToken refuses it, the page says the link is not valid), and it
 * says what it is to whoever reads the link.
 */
export const INERT_LINK_TOKEN = "preview-link-inactive";

/**
 * Whose links a mail carries: the member's (`member`); a test's (`test`: the resources' own
 * links, the recipient's unsubscribe); or none that work (`inert`: a preview for someone who
 * may not act as the member: the resources' own links and an unsigned unsubscribe token).
 */
export type MailLinks = "member" | "test" | "inert";

/** A member's links and the headers naming them: what the mail and the prepared mail share. */
const memberLinks = (ctx: MailContext, to: Recipient, kind: MailLinks) => {
  const test = kind !== "member";
  const token =
    kind === "inert"
      ? INERT_LINK_TOKEN
      : unsubscribeToken(ctx.linkSecret, {
          userId: to.userId,
          companyId: ctx.companyId,
          purpose: ctx.purpose ?? "newsletter",
        });
  const unsubscribeUrl = `${ctx.publicUrl}/unsubscribe/${token}`;
  const tokens = test
    ? []
    : trackedLinkTokens(
        ctx.linkSecret,
        to.items.map((resource) => ({
          newsletterId: ctx.newsletterId,
          userId: to.userId,
          resourceId: resource.id,
        })),
      );
  const items = to.items.map((resource, i) => ({
    resource,
    url: test ? resource.resourceUrl : `${ctx.publicUrl}/r/${tokens[i]}`,
  }));
  const body = ctx.bodyLinks ?? [];
  const bodyTokens = test
    ? []
    : bodyLinkTokens(
        ctx.linkSecret,
        body.map((_, i) => ({
          newsletterId: ctx.newsletterId,
          userId: to.userId,
          resourceId: i + 1,
        })),
      );
  const links = body.map((url, i) => (test ? url : `${ctx.publicUrl}/m/${bodyTokens[i]}`));
  return {
    member: {
      firstname: to.firstname,
      popular: to.popular,
      items,
      unsubscribeUrl,
      ...(ctx.bodyLinks && { links }),
      ...(ctx.consentLine && { consentLine: ctx.consentLine(to.consentedAt ?? null) }),
    },
    headers: {
      "List-Unsubscribe": `<${ctx.publicUrl}/api/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      // A relay's bounce or complaint names the edition and member (a test mail has neither).
      ...(!test && relayTagHeaders({ newsletterId: ctx.newsletterId, userId: to.userId })),
    },
    links: [unsubscribeUrl, ...links, ...items.map((i) => i.url)],
  };
};

/**
 * One member's mail of an edition: their items behind tracked links (or, for a test mail or an
 * inert preview, the resources' own links), their one-click unsubscribe (RFC 8058) in the
 * headers and in the body, and From the brand's sender name.
 */
export const memberMail = (
  ctx: MailContext,
  to: Recipient,
  options: { messageId?: string; test?: boolean; links?: MailLinks } = {},
): MailMessage => {
  const kind = options.links ?? (options.test ? "test" : "member");
  const { member, headers, links } = memberLinks(ctx, to, kind);
  const { html, text } = ctx.template.assemble(member);
  return {
    to: to.email,
    subject: options.test ? `[Test] ${ctx.subject}` : ctx.subject,
    html,
    text,
    fromName: ctx.fromName,
    headers,
    ...(options.messageId && { messageId: options.messageId }),
    links,
  };
};

/**
 * The same mail as `memberMail`, built whole from what the edition encoded once (its framing,
 * template and resources' blocks). Only for a plain address (`isPlainAddress`).
 */
export const preparedMemberMail = (
  ctx: MailContext,
  mime: EditionMime,
  to: Recipient,
  messageId: string,
): PreparedMail => {
  const { member, headers, links } = memberLinks(ctx, to, "member");
  const { html, text } = ctx.template.assembleEncoded(member);
  return {
    to: to.email,
    subject: ctx.subject,
    raw: mime.message({ to: to.email, messageId, headers, html, text }),
    links,
  };
};

/**
 * Sends a member's mail of an edition, as the sending jobs do a million times an edition: the
 * prepared mail for a plain address, the mailer's composer (which encodes it) for any other.
 */
export const sendMemberMail = (
  mailer: Mailer,
  ctx: MailContext,
  mime: EditionMime,
  to: Recipient,
  messageId: string,
): Promise<void> =>
  isPlainAddress(to.email)
    ? mailer.sendPrepared(preparedMemberMail(ctx, mime, to, messageId))
    : mailer.send(memberMail(ctx, to, { messageId }));
