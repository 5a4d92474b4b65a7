export const PREFERENCE_NOT_FOUND = "Preference not found.";
export const PREFERENCE_NAME_TAKEN = "A preference with this name already exists for this company.";
/** The unique index behind PREFERENCE_NAME_TAKEN: (company_id, lower(name)). */
export const PREFERENCE_NAME_INDEX = "preferences_company_name_lower_key";
export const PREFERENCE_OTHER_COMPANY = "This preference belongs to another company.";
export const PREFERENCE_DELETED = "Preference deleted successfully!";
