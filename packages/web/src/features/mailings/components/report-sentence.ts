import type { MailingCounts } from "@sector/shared";

const n = (value: number) => value.toLocaleString("en-US");

/** The staff's summary of who a mailing went to: "Sent to N of M consenting members (K capped, J suppressed)". */
export function reportSentence(
  counts: Pick<MailingCounts, "recipients" | "consenting" | "capped" | "suppressed">,
): string {
  return `Sent to ${n(counts.recipients)} of ${n(counts.consenting)} consenting members (${n(counts.capped)} capped, ${n(counts.suppressed)} suppressed)`;
}
