import type { Segment, SegmentRules } from "@sector/shared";

/** What a segment's row holds that staff see. */
export interface SegmentRowShown {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  rules: SegmentRules;
  createdAt: Date;
  updatedAt: Date;
}

export const presentSegment = (row: SegmentRowShown): Segment => ({
  id: row.id,
  company_id: row.companyId,
  company_name: row.companyName,
  name: row.name,
  rules: row.rules,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
