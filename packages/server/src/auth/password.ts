import { verify } from "@node-rs/argon2";
import { hashPassword } from "../lib/password-hash";

// Hashing lives in lib/ so the seed (db/) can hash the first admin's password too.
export { hashPassword };

export const verifyPassword = async (hashed: string, password: string): Promise<boolean> => {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
};

/**
 * A fixed hash to verify against when the account is unknown or has no password yet, so a
 * wrong email costs the same time as a wrong password and reveals nothing.
 */
let decoyHash: Promise<string> | null = null;
export const verifyAgainstDecoy = async (password: string): Promise<false> => {
  decoyHash ??= hashPassword("decoy-password-for-timing");
  await verifyPassword(await decoyHash, password);
  return false;
};
