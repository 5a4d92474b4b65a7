/** The answers of the company calls where SPEC.md has no wording of its own. */
/** The answer of every call that names a company that does not exist. */
export const COMPANY_NOT_FOUND = "Company not found.";
export const COMPANY_NAME_TAKEN = "A company with this name already exists.";
/** The unique index behind COMPANY_NAME_TAKEN (names are unique whatever their case). */
export const COMPANY_NAME_INDEX = "companies_name_lower_key";
