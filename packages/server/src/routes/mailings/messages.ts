/** The answers of the mailing calls (SPEC.md has no wording for them). */
export const MAILING_NOT_FOUND = "No such mailing.";
export const BRAND_NOT_FOUND = "This brand does not exist.";
export const SEGMENT_OF_OTHER_BRAND = "Choose a segment of this brand.";
export const SPONSOR_NOT_FOUND = "This sponsor does not exist.";
export const RESOURCES_OF_OTHER_BRAND = "Choose resources of this brand.";
export const MEMBER_NOT_FOUND = "No such member.";
export const ONLY_DRAFTS_EDITABLE = "Only a draft can be edited.";
export const ALREADY_SENDING = "This mailing is already sending or sent.";
export const CANCELLED_NO_SEND = "This mailing was cancelled.";
export const NOT_CANCELLABLE = "Only a mailing that has not finished sending can be cancelled.";
export const TEST_QUEUED = (to: string) => ({ sent_to: to, message: `Test sent to ${to}.` });
