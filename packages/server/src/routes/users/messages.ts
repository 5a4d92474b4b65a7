export const USER_NOT_FOUND = "User not found.";
export const LAST_ADMIN = "The last admin cannot be demoted. Make another user an admin first.";
export const MIXED_COMPANIES = "Please select the preferences of one company only.";
