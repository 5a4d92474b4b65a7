import { createHash, randomInt } from "node:crypto";

/*
 * Recovery codes: 10 of them, each 10 characters of an unambiguous alphabet (about 50 bits),
 * shown once as "xxxxx-xxxxx" and stored hashed. Never 6 digits, so never taken for a TOTP code.
 */

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 10;

const newCode = () => {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
};

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** As typed or as shown: case, spaces and dashes are the reader's. */
export const hashRecoveryCode = (code: string): string =>
  createHash("sha256").update(code.toLowerCase().replace(/[\s-]/g, "")).digest("hex");

/** A code that could be a recovery code (and so is looked up), not a TOTP code. */
export const looksLikeRecoveryCode = (code: string): boolean =>
  code.replace(/[\s-]/g, "").length === LENGTH;
