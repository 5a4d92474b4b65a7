import { hash, verify } from "@node-rs/argon2";

// argon2id (the library default algorithm) with OWASP's recommended minimum cost.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

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
