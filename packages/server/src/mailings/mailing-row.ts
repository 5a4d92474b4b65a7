import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mailings, segments } from "../db/mailings-schema";
import { newsletters } from "../db/newsletters-schema";
import { companies, sponsors } from "../db/schema";

/** What a mailing is made of: its newsletters row, its own fields and the names it shows. */
export const mailingColumns = {
  id: newsletters.id,
  companyId: newsletters.companyId,
  companyName: companies.name,
  status: newsletters.status,
  subject: newsletters.subject,
  sendAt: newsletters.sendAt,
  frozenAt: newsletters.frozenAt,
  sentAt: newsletters.sentAt,
  consentEventMark: newsletters.consentEventMark,
  createdAt: newsletters.createdAt,
  updatedAt: newsletters.updatedAt,
  purpose: mailings.purpose,
  segmentId: mailings.segmentId,
  segmentName: segments.name,
  rules: mailings.rules,
  preheader: mailings.preheader,
  bodyMarkdown: mailings.bodyMarkdown,
  resourceIds: mailings.resourceIds,
  sponsorId: mailings.sponsorId,
  sponsorName: sponsors.name,
  abTest: mailings.abTest,
  abWinner: mailings.abWinner,
  abDecidedAt: mailings.abDecidedAt,
  links: mailings.links,
  consenting: mailings.consenting,
  capped: mailings.capped,
  suppressed: mailings.suppressed,
};

/** A mailing's newsletters row with its own fields joined: the select every reader starts from. */
export const selectMailings = (db: Executor) =>
  db
    .select(mailingColumns)
    .from(newsletters)
    .innerJoin(mailings, eq(mailings.newsletterId, newsletters.id))
    .innerJoin(companies, eq(companies.id, newsletters.companyId))
    .leftJoin(segments, eq(segments.id, mailings.segmentId))
    .leftJoin(sponsors, eq(sponsors.id, mailings.sponsorId));

export type MailingRow = Awaited<ReturnType<ReturnType<typeof selectMailings>["execute"]>>[number];

export const findMailing = async (db: Executor, id: number): Promise<MailingRow | null> => {
  const [row] = await selectMailings(db).where(eq(newsletters.id, id));
  return row ?? null;
};
