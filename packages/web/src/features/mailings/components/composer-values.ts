import type {
  AbTest,
  CreateMailingInput,
  Mailing,
  MailingPurpose,
  SegmentRules,
  UpdateMailingInput,
} from "@sector/shared";

/** What the composer's form holds: the draft as POST /mailings takes it. */
export interface ComposerValues {
  company_id: number;
  purpose: MailingPurpose;
  segment_id: number | null;
  rules: SegmentRules | null;
  subject: string;
  preheader: string;
  body_markdown: string;
  resource_ids: number[];
  sponsor_id: number | null;
  ab_test: AbTest | null;
}

/** A new A/B test: 20 % of the audience split between A and B, the winner chosen after 4 hours. */
export const AB_DEFAULTS: AbTest = {
  subject_b: "",
  sample_percent: 20,
  wait_minutes: 240,
  metric: "clicks",
};

/** The form's values for a draft, or for a new mailing of the brand (every member, resources). */
export function composerValuesOf(companyId: number, mailing?: Mailing): ComposerValues {
  return {
    company_id: mailing?.company_id ?? companyId,
    purpose: mailing?.purpose ?? "resources",
    segment_id: mailing?.segment_id ?? null,
    rules: mailing?.segment_id ? null : (mailing?.rules ?? {}),
    subject: mailing?.subject ?? "",
    preheader: mailing?.preheader ?? "",
    body_markdown: mailing?.body_markdown ?? "",
    resource_ids: mailing?.resource_ids ?? [],
    sponsor_id: mailing?.sponsor_id ?? null,
    ab_test: mailing?.ab_test ?? null,
  };
}

export const toCreateInput = (values: ComposerValues): CreateMailingInput => ({ ...values });

/** A draft's content again: the brand stays. */
export function toUpdateInput({
  company_id: _brand,
  ...values
}: ComposerValues): UpdateMailingInput {
  return values;
}
