import type { MailingPurpose } from "@sector/shared";

/** The consents a mailing goes out under, as staff read them. */
export const PURPOSE_LABELS: Record<MailingPurpose, string> = {
  resources: "Resources and event invitations",
  partners: "Partners",
};

export const PURPOSE_OPTIONS = (Object.keys(PURPOSE_LABELS) as MailingPurpose[]).map((value) => ({
  value,
  label: PURPOSE_LABELS[value],
}));
