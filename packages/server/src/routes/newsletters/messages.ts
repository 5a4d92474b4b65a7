/** The answers of the newsletter calls (SPEC.md has no wording for them). */
export const NEWSLETTER_NOT_FOUND = "No such newsletter.";
export const BRAND_NOT_FOUND = "This brand does not exist.";
export const MEMBER_NOT_FOUND = "No such member.";
export const ONLY_DRAFTS_EDITABLE = "Only a draft can be edited.";
export const ALREADY_SENDING = "This newsletter is already sending or sent.";
export const CANCELLED_NO_SEND = "This newsletter was cancelled.";
export const NOT_CANCELLABLE = "Only a newsletter that has not finished sending can be cancelled.";
export const TIMEZONE_UNKNOWN = "Time zone must be an IANA name, such as Europe/London.";
export const TEST_QUEUED = (to: string) => ({ message: `Test sent to ${to}.` });
/** Where a test may go: it carries a member's name and items (SPEC.md has no wording). */
export const TEST_OWN_ADDRESS_ONLY = "A test goes to your own address only.";
export const TEST_STAFF_ADDRESS_ONLY =
  "A test goes to your own address or another staff account's.";
