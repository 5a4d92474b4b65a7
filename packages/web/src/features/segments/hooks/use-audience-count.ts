import type { MailingPurpose, SegmentRules } from "@sector/shared";
import { useSegmentCount } from "../api/count-segment";
import { useSegmentRulesCount } from "../api/count-segment-rules";

export interface Audience {
  companyId: number;
  purpose: MailingPurpose;
  /** A saved segment, else `rules`. */
  segmentId: number | null;
  rules: SegmentRules;
}

/** The consenting members an audience (a saved segment, or rules) reaches now. */
export function useAudienceCount({ companyId, purpose, segmentId, rules }: Audience) {
  const saved = useSegmentCount(segmentId, purpose);
  const built = useSegmentRulesCount(segmentId === null ? { companyId, purpose, rules } : null);
  return segmentId === null ? built.data : saved.data;
}
