import type { Executor } from "../db/client";
import { mailBrand } from "../newsletters/edition-context";
import type { MailContext } from "../newsletters/member-mail";
import type { MailingRow } from "./mailing-row";
import { consentLine, renderMailingTemplate } from "./mailing-template";
import { renderMarkdownBody } from "./markdown-body";

export type MailingArm = "a" | "b";

/** The subject of an arm: B's only when the mailing tests one. */
export const armSubject = (row: Pick<MailingRow, "subject" | "abTest">, arm: MailingArm) =>
  arm === "b" && row.abTest ? row.abTest.subject_b : row.subject;

/**
 * What every mail of a mailing (of one arm of its A/B test) shares, rendered once: the template
 * with its Markdown body, the sender's name (the brand's newsletter sender), the purpose whose
 * consent its unsubscribe link withdraws and the body's links to track.
 */
export const mailingMailContext = async (
  db: Executor,
  row: Pick<
    MailingRow,
    | "id"
    | "companyId"
    | "subject"
    | "abTest"
    | "preheader"
    | "bodyMarkdown"
    | "purpose"
    | "sponsorName"
  >,
  arm: MailingArm,
  options: { publicUrl: string; linkSecret: string },
): Promise<MailContext> => {
  const { brand, fromName } = await mailBrand(db, row.companyId);
  const subject = armSubject(row, arm);
  const body = renderMarkdownBody(row.bodyMarkdown);
  return {
    newsletterId: row.id,
    companyId: row.companyId,
    subject,
    fromName,
    publicUrl: options.publicUrl,
    linkSecret: options.linkSecret,
    purpose: row.purpose,
    bodyLinks: body.links,
    consentLine: (at) => consentLine(row.purpose, brand.name, at),
    template: renderMailingTemplate(brand, {
      subject,
      preheader: row.preheader,
      body,
      purpose: row.purpose,
      sponsorName: row.purpose === "partners" ? row.sponsorName : null,
      publicUrl: options.publicUrl,
    }),
  };
};
