/** The answers of the sponsor calls (SPEC.md has no wording for them). */
export const SPONSOR_NOT_FOUND = "No such sponsor.";
