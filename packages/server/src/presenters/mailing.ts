import type {
  AbTest,
  Mailing,
  MailingCounts,
  MailingPurpose,
  MailingStatus,
  SegmentRules,
} from "@sector/shared";

/** What a mailing's row holds that staff see (mailings/mailing-row.ts reads it). */
export interface MailingRowShown {
  id: number;
  companyId: number;
  companyName: string;
  purpose: MailingPurpose;
  segmentId: number | null;
  segmentName: string | null;
  rules: SegmentRules;
  subject: string;
  preheader: string;
  bodyMarkdown: string;
  resourceIds: number[];
  sponsorId: number | null;
  sponsorName: string | null;
  abTest: AbTest | null;
  status: MailingStatus;
  sendAt: Date | null;
  frozenAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A mailing as staff see it: its content, audience, state and counts, never its internal marks. */
export const presentMailing = (row: MailingRowShown, counts: MailingCounts): Mailing => ({
  id: row.id,
  company_id: row.companyId,
  company_name: row.companyName,
  purpose: row.purpose,
  segment_id: row.segmentId,
  segment_name: row.segmentName,
  rules: row.rules,
  subject: row.subject,
  preheader: row.preheader,
  body_markdown: row.bodyMarkdown,
  resource_ids: row.resourceIds,
  sponsor_id: row.sponsorId,
  sponsor_name: row.sponsorName,
  ab_test: row.abTest,
  status: row.status,
  send_at: row.sendAt?.toISOString() ?? null,
  frozen_at: row.frozenAt?.toISOString() ?? null,
  sent_at: row.sentAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  counts,
});
