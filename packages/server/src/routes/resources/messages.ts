/** Answers of the resource calls where SPEC.md has no wording of its own. */
export const FOREIGN_PREFERENCES = "Please select preferences of the selected company.";
export const RESOURCE_NOT_FOUND = "Resource not found.";
