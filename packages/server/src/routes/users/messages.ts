export const USER_NOT_FOUND = "User not found.";
export const LAST_ADMIN = "The last admin cannot be demoted. Make another user an admin first.";
export const NOT_A_MEMBER =
  "These topics belong to a website you have not joined. Join it from its registration page first.";
export const MIXED_COMPANIES = "Please select the preferences of one company only.";
