export const WRONG_PASSWORD = "The password is not correct.";
export const MEMBER_NOT_FOUND = "Member not found.";
export const LAST_ADMIN_ERASE =
  "The last admin cannot be erased. Make another user an admin first.";
