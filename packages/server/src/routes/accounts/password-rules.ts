import { isCommonPassword } from "../../auth/common-passwords";
import { fieldError } from "../../lib/errors";
import { COMMON_PASSWORD } from "./messages";

/**
 * The rule the shared schema cannot check (its list stays on the server): a new password on
 * the common-password list gets a 400 on `field`. Set-password, reset and change all apply it.
 */
export const refuseCommonPassword = async (password: string, field: string): Promise<void> => {
  if (await isCommonPassword(password)) throw fieldError(field, COMMON_PASSWORD);
};
