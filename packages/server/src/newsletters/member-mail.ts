import { unsubscribeToken } from "../consent/unsubscribe-token";
import type { MailMessage } from "../mail/mailer";
import { relayTagHeaders } from "../mail/relay-tags";
import type { EditionTemplate, ItemResource } from "./edition-template";
import { trackedLinkToken } from "./tracked-link-token";

export interface MailContext {
  newsletterId: number;
  companyId: number;
  subject: string;
  fromName: string;
  publicUrl: string;
  /** Signs the unsubscribe and tracked links. */
  linkSecret: string;
  template: EditionTemplate;
}

export interface Recipient {
  userId: number;
  email: string;
  firstname: string;
  popular: boolean;
  items: ItemResource[];
}

/**
 * One member's mail of an edition: their items behind tracked links (or, for a test mail, the
 * resources' own links), their one-click unsubscribe (RFC 8058) in the headers and in the body,
 * and From the brand's sender name.
 */
export const memberMail = (
  ctx: MailContext,
  to: Recipient,
  options: { messageId?: string; test?: boolean } = {},
): MailMessage => {
  const token = unsubscribeToken(ctx.linkSecret, {
    userId: to.userId,
    companyId: ctx.companyId,
    purpose: "newsletter",
  });
  const unsubscribeUrl = `${ctx.publicUrl}/unsubscribe/${token}`;
  const items = to.items.map((resource) => ({
    resource,
    url: options.test
      ? resource.resourceUrl
      : `${ctx.publicUrl}/r/${trackedLinkToken(ctx.linkSecret, {
          newsletterId: ctx.newsletterId,
          userId: to.userId,
          resourceId: resource.id,
        })}`,
  }));
  const { html, text } = ctx.template.assemble({
    firstname: to.firstname,
    popular: to.popular,
    items,
    unsubscribeUrl,
  });
  return {
    to: to.email,
    subject: options.test ? `[Test] ${ctx.subject}` : ctx.subject,
    html,
    text,
    fromName: ctx.fromName,
    headers: {
      "List-Unsubscribe": `<${ctx.publicUrl}/api/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      // A relay's bounce or complaint names the edition and member (a test mail has neither).
      ...(!options.test && relayTagHeaders({ newsletterId: ctx.newsletterId, userId: to.userId })),
    },
    ...(options.messageId && { messageId: options.messageId }),
    links: [unsubscribeUrl, ...items.map((i) => i.url)],
  };
};
