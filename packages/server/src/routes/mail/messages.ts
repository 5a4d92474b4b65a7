/** The answers of the mail queue calls (SPEC.md has no wording for them). */
export const RETRY_ANSWER = { message: "The message will be sent again." };
export const MAIL_NOT_FOUND = "No such message.";
export const NOT_FAILED = "Only a message that failed can be sent again.";
