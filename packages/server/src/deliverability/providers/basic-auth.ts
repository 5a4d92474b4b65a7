import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header carries HTTP basic credentials equal to `expected`
 * ("user:password"), compared in constant time.
 */
export const basicAuthMatches = (header: string | undefined, expected: string): boolean => {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], "base64").toString("utf8");
  return timingSafeEqual(digest(given), digest(expected));
};
